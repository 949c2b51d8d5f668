import AutomationProtocol
import Foundation

/// Resolving a query over a screen of 1,000 elements: the code the runner runs on every state the app pushes (and the
/// app runs for every action), without a process around it.
enum QueryScenarios {
    /// A screen of a list of 999 cells (`City 0` … `City 998`, every third one `red`) under a navigation bar.
    static let screen: Screen = {
        let cells = (0..<999).map { index in
            Element(
                role: .cell, identifier: "city.\(index)", label: "City \(index)", value: index % 3 == 0 ? "red" : nil)
        }
        return Screen(
            name: "bench", title: "Bench",
            elements: [Element(role: .list, identifier: "cities", label: "Cities", children: cells)])
    }()

    /// A label query (`cells label contains "City 998"` in the list, the last match) resolved `runs` × 1,000 times.
    static func label(runs: Int) -> Sample {
        var locator = Locator(role: .cell, label: .contains("City 998"), selection: .last)
        locator.within = Locator(identifier: "cities")
        return measure(locator, runs: runs, name: "query-label", title: "a label query over 1,000 elements")
    }

    /// A predicate query (a Swift closure on each element) resolved `runs` × 1,000 times.
    static func predicate(runs: Int) -> Sample {
        var locator = Locator(role: .cell, selection: .first)
        locator.predicate = ElementPredicate("the last red city") { $0.value == "red" && $0.label.hasSuffix("996") }
        return measure(locator, runs: runs, name: "query-predicate", title: "a predicate query over 1,000 elements")
    }

    // MARK: - Private

    private static func measure(_ locator: Locator, runs: Int, name: String, title: String) -> Sample {
        let screen = screen
        var times: [Duration] = []
        for _ in 0..<max(1, runs) {
            let start = ContinuousClock.now
            for _ in 0..<1_000 {
                guard case .found = locator.resolve(in: screen) else { fatalError("\(locator) found nothing") }
            }
            times.append(start.duration(to: .now) / 1_000)
        }
        return Sample(name: name, title: title, times: times)
    }
}
