/// Putting tables into their documents between their markers, and finding those that differ.
extension DocumentTable {
    /// `text` with this table between its markers in place of what stood there.
    public func written(into text: String) throws(TableProblem) -> String {
        let (before, after) = try split(text)
        return before + markdown + after
    }

    /// Whether `text` holds this table, as its declarations make it, between its markers.
    public func isCurrent(in text: String) throws(TableProblem) -> Bool {
        try written(into: text) == text
    }

    /// What stands before the table's first line (its begin marker included, and a line break) and after its last
    /// (a line break, then its end marker).
    private func split(_ text: String) throws(TableProblem) -> (String, String) {
        let begins = text.ranges(of: beginMarker + "\n")
        let ends = text.ranges(of: "\n" + endMarker)
        guard begins.count == 1, ends.count == 1, let begin = begins.first, let end = ends.first,
            begin.upperBound <= end.lowerBound
        else {
            throw TableProblem(
                "\(document) must hold the table \"\(name)\" once, between the lines \(beginMarker) and "
                    + "\(endMarker); it holds \(begins.count) of the first and \(ends.count) of the second.")
        }
        return (String(text[..<begin.upperBound]), String(text[end.lowerBound...]))
    }
}
