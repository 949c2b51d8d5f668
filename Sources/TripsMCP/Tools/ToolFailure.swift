/// A tool that cannot run as asked, in a sentence for the model.
struct ToolFailure: Error, CustomStringConvertible {
    var description: String { message }

    let message: String

    init(_ message: String) { self.message = message }
}
