// MARK: - OffsetInstant

/// An instant of a clock that starts at zero: the time elapsed since that clock's zero.
///
/// ``ManualClock`` measures its time with it (as does the test kit's `ImmediateClock`), so that a test can name
/// an instant plainly, as `OffsetInstant(offset: .seconds(3))`.
public struct OffsetInstant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time from the clock's zero to this instant.
    public var offset: Duration

    /// The clock's zero.
    public static let zero = OffsetInstant(offset: .zero)

    /// Creates the instant `offset` after the clock's zero.
    public init(offset: Duration) {
        self.offset = offset
    }

    // MARK: - InstantProtocol

    /// The instant `duration` after this one.
    public func advanced(by duration: Duration) -> OffsetInstant {
        OffsetInstant(offset: offset + duration)
    }

    /// The time from this instant to `other`, negative when `other` is earlier.
    public func duration(to other: OffsetInstant) -> Duration {
        other.offset - offset
    }

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: OffsetInstant, rhs: OffsetInstant) -> Bool {
        lhs.offset < rhs.offset
    }

    // MARK: - CustomStringConvertible

    /// The offset from zero, as in `"3.0 seconds"`.
    public var description: String {
        offset.description
    }
}
