import AutomationProtocol
import Foundation
import Presentation

/// The human shell. (Placeholder: piped commands only; the shell issue replaces it with the libedit REPL.)
@MainActor
public final class InteractiveShell {
    private let app: AppModel

    /// A shell over `app`.
    public init(app: AppModel, options: LaunchOptions, environment: [String: String]) {
        self.app = app
    }

    /// Reads commands until the input ends; returns 0 if every command succeeded.
    public func run() async -> Int32 {
        var failed = false
        await app.settle()
        StandardStreams.out(TextRenderer.render(app.screen))
        for await line in StdinLines.stream() {
            let words = line.split(separator: " ", maxSplits: 2).map(String.init)
            do {
                switch words.first {
                case "tap" where words.count == 2: try app.tap(words[1])
                case "type" where words.count == 3: try app.type(words[2], into: words[1])
                case "back": try app.back()
                case "quit": return failed ? 1 : 0
                default: continue
                }
            } catch {
                failed = true
                StandardStreams.out("error: \(error)\n")
            }
            await app.settle()
            StandardStreams.out(TextRenderer.render(app.screen))
        }
        return failed ? 1 : 0
    }
}
