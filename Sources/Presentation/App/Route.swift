import Domain

/// A screen pushed over the trip list.
@MainActor
public enum Route {
    /// A trip's detail.
    case detail(TripDetailModel)
    /// The new-trip form.
    case newTrip(NewTripModel)
}

/// A question over the screen.
public enum AppAlert: Sendable, Equatable {
    /// "Delete Seattle?" — confirm deletes, cancel keeps the trip.
    case deleteTrip(Trip)
}
