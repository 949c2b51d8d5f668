import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A private file or directory that could not be made or written, with the system's reason.
public struct OwnerOnlyError: LocalizedError, Equatable, Sendable {
    /// The file or directory.
    public var path: String
    /// The `errno` value.
    public var code: Int32

    /// An error for `path` with this `errno` value.
    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// The system's words alone ("Permission denied"): the notices that show it already say which file or directory.
    public var errorDescription: String? { String(cString: strerror(code)) }
}
