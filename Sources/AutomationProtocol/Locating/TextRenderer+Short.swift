extension TextRenderer {
    /// One element on one line with single spaces, as errors name it: `cell row.a "A"`; a disabled one with why, when
    /// the app says (`button newTrip.save "Save" [disabled: Enter a destination.]`), which the screen's own text
    /// leaves out, since the screen usually shows it in words of its own.
    public static func shortLine(for element: Element) -> String {
        let line = line(for: element).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        guard let reason = element.disabledReason, line.hasSuffix("[disabled]") else { return line }
        return line.dropLast("]".count) + ": \(reason)]"
    }
}
