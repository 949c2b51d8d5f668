/// Where in an app's source something was written: the line that built a control, or that said a log line.
///
/// The path is from the package's root (from its `Sources` folder, not the build machine's), so that a driver, an agent
/// or a person finds the file in a checkout wherever it was built. The wire says it as `path:line`, and only to a driver
/// that asked (docs/automation-protocol.md, "Source places").
public struct SourcePlace: Sendable, Hashable, CustomStringConvertible {
    /// The file, from the package's root.
    public var path: String
    /// The line, from 1.
    public var line: Int

    /// A place at `line` of `path` (from the package's root).
    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    /// The place a `#filePath` and `#line` name, its path cut to start at the package's top folder of sources
    /// (`Sources/`, `Tests/`, …): the last such folder on the path, so that a package inside another
    /// (`Examples/Countdown/Sources/…`) is named from its own root.
    public init(filePath: StaticString, line: UInt) {
        self.path = filePath.withUTF8Buffer(Self.packagePath(of:))
        self.line = Int(line)
    }

    /// Reads `path:line`, as the wire says a place; `nil` for anything else.
    public init?(_ text: String) {
        guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]), line > 0,
            colon > text.startIndex
        else { return nil }
        self.init(path: String(text[..<colon]), line: line)
    }

    /// `path:line`.
    public var description: String { "\(path):\(line)" }

    /// The folders a package's sources sit in, from its root, as bytes.
    private static let topFolders = ["Sources", "Tests", "AcceptanceTests", "Benchmarks", "Fuzz"].map { Array($0.utf8) }

    /// `filePath` from the last of its folders that is a top folder, or all of it. A scan of the bytes back from the
    /// end, making one string: a driver that asked for places is sent one for every control of every screen, so this
    /// runs as often as the app renders, where splitting and joining the path cost a fifth of the app's CPU.
    private static func packagePath(of filePath: UnsafeBufferPointer<UInt8>) -> String {
        var end = filePath.endIndex
        var index = filePath.endIndex
        while index > filePath.startIndex {
            index -= 1
            guard filePath[index] == UInt8(ascii: "/") else { continue }
            let folder = filePath[(index + 1)..<end]
            if topFolders.contains(where: { $0.elementsEqual(folder) }) {
                return String(decoding: filePath[(index + 1)...], as: UTF8.self)
            }
            end = index
        }
        return String(decoding: filePath, as: UTF8.self)
    }
}
