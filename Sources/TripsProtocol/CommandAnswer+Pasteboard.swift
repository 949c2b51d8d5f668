import AutomationProtocol

extension CommandAnswer {
    /// The answer to `pasteboard` as one line, the same in the shell and the MCP server: `pasteboard: "…"`, the text
    /// whole and escaped as the screen's text is (it is the app's, not the driver's), or that it is empty.
    public static func pasteboardLine(_ text: String?) -> String {
        guard let text else { return "the pasteboard is empty\n" }
        return "pasteboard: \"\(TextRenderer.escaped(text))\"\n"
    }
}
