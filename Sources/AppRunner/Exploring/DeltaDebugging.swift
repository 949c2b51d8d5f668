/// Zeller and Hildebrandt's `ddmin`: the smallest part of a failing list that still fails, one whose every single
/// element is needed (1-minimal), found by trying chunks of it and their complements.
struct DeltaDebugging<Element: Sendable>: Sendable {
    /// The most times ``fails`` is asked; past it, the smallest failing list found so far is kept.
    var budget: Int

    /// The smallest failing part of `input` that `fails` finds, and how many tries it took. `input` must fail.
    func minimize(_ input: [Element], fails: ([Element]) async -> Bool) async -> (result: [Element], tries: Int) {
        var current = input
        var chunks = 2
        var tries = 0
        func attempt(_ candidate: [Element]) async -> Bool {
            guard tries < budget else { return false }
            tries += 1
            return await fails(candidate)
        }
        if !current.isEmpty, await attempt([]) { return ([], tries) }
        while current.count >= 2, tries < budget {
            let parts = Self.split(current, into: chunks)
            var reduced = false
            for part in parts where await attempt(part) {
                current = part
                chunks = 2
                reduced = true
                break
            }
            if !reduced, parts.count > 2 {
                for index in parts.indices {
                    let complement = parts.enumerated().filter { $0.offset != index }.flatMap(\.element)
                    if await attempt(complement) {
                        current = complement
                        chunks = max(chunks - 1, 2)
                        reduced = true
                        break
                    }
                }
            }
            if !reduced {
                guard chunks < current.count else { break }
                chunks = min(current.count, chunks * 2)
            }
        }
        return (current, tries)
    }

    /// `list` cut into `count` runs as even as can be, in order.
    static func split(_ list: [Element], into count: Int) -> [[Element]] {
        var parts: [[Element]] = []
        var start = 0
        for index in 0..<count {
            let end = start + (list.count - start) / (count - index)
            parts.append(Array(list[start..<end]))
            start = end
        }
        return parts.filter { !$0.isEmpty }
    }
}
