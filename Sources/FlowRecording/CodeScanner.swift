/// A Swift file's code line by line without its comments and the text of its string literals, so that a brace in a
/// string or a comment opens or closes nothing; it carries a multi-line string or a block comment over to the next
/// line.
struct CodeScanner: Sendable {
    private var inMultilineString = false
    private var inBlockComment = false

    /// The code of `line`, the next line of the file: each string literal's text left out (its quotes kept), each
    /// comment left out.
    mutating func code(of line: String) -> String {
        var code = ""
        var characters = Substring(line)
        var inString = false
        while let character = characters.first {
            if inBlockComment {
                if characters.hasPrefix("*/") {
                    inBlockComment = false
                    characters = characters.dropFirst(2)
                } else {
                    characters = characters.dropFirst()
                }
            } else if inMultilineString {
                if characters.hasPrefix("\"\"\"") {
                    inMultilineString = false
                    code += "\"\"\""
                    characters = characters.dropFirst(3)
                } else {
                    characters = characters.dropFirst(character == "\\" ? 2 : 1)
                }
            } else if inString {
                if character == "\"" {
                    inString = false
                    code.append(character)
                }
                characters = characters.dropFirst(character == "\\" ? 2 : 1)
            } else if characters.hasPrefix("//") {
                break
            } else if characters.hasPrefix("/*") {
                inBlockComment = true
                characters = characters.dropFirst(2)
            } else if characters.hasPrefix("\"\"\"") {
                inMultilineString = true
                code += "\"\"\""
                characters = characters.dropFirst(3)
            } else {
                if character == "\"" { inString = true }
                code.append(character)
                characters = characters.dropFirst()
            }
        }
        return code
    }
}
