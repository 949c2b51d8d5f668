extension TextRenderer {
    /// One element on one line with single spaces, as errors name it: `cell row.a "A"`.
    public static func shortLine(for element: Element) -> String {
        line(for: element).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
