import Foundation

/// Writing to standard output and standard error, unbuffered, so that a reader on a pipe sees each line at once.
public enum StandardStreams {
    /// Writes text to standard output.
    public static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes bytes to standard output.
    public static func out(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }

    /// Writes text to standard error.
    public static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
