import Domain

/// A change the app could not save.
public enum UnsavedChange: Sendable, Equatable {
    /// A trip added or changed here, not on disk.
    case notWritten(Trip)
    /// A trip deleted here, still on disk.
    case notDeleted(Trip)

    /// The trip.
    public var trip: Trip {
        switch self {
        case .notWritten(let trip), .notDeleted(let trip): trip
        }
    }
}
