import Foundation

/// `trips-shell --codegen` over a script: the flow it prints, and the body of its `withApp`.
enum Codegen {
    /// The flow printed for `script` under these launch arguments, with the exit status and errors.
    static func flow(_ script: String, _ arguments: [String] = [], environment: [String: String] = [:]) async throws
        -> ProcessRunner.Result
    {
        try await ProcessRunner.shell(["--codegen"] + arguments, input: script, environment: environment)
    }

    /// The statements and comments inside the flow's `withApp`, after `let app = trips.app`, out-dented to the left
    /// margin, each line ending in a newline.
    static func body(_ source: String) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasSuffix("let app = trips.app") }),
            let end = lines.lastIndex(where: { $0 == "        }" })
        else { return "(no withApp body in:\n\(source))" }
        return lines[(start + 1)..<end].map { $0.dropFirst(12) + "\n" }.joined()
    }

    /// The flow's `withApp` line.
    static func launch(_ source: String) -> String {
        source.split(separator: "\n").first { $0.contains("try await withApp") }.map(String.init) ?? ""
    }
}
