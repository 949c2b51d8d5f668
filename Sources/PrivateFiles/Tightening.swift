#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Group's and others' permissions taken off a file or directory by ``OwnerOnly/tighten(_:)``.
public struct Tightening: Equatable, Sendable, CustomStringConvertible {
    /// The file or directory.
    public var path: String
    /// Its mode before (`0o644`).
    public var from: mode_t
    /// Its mode now (`0o600`).
    public var to: mode_t

    /// Says what changed.
    public init(path: String, from: mode_t, to: mode_t) {
        self.path = path
        self.from = from
        self.to = to
    }

    /// "tightened /home/a/.local/share/trips/trips.json from 0644 to 0600 (only its owner may read it now)".
    public var description: String {
        "tightened \(path) from \(Self.octal(from)) to \(Self.octal(to)) (only its owner may read it now)"
    }

    private static func octal(_ mode: mode_t) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
