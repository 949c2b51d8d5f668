import Testing

/// The tags flows carry, for `make acceptance TAGS=…` (and Swift Testing's `--filter tag:…`).
extension Tag {
    /// The weather card: loading, loaded, refreshing, failing.
    @Tag static var weather: Self
    /// Trips kept in the data directory across launches.
    @Tag static var persistence: Self
    /// A network made slow on purpose (`--stub-latency`), moved on with the driver's clock.
    @Tag static var slowNetwork: Self
    /// The new-trip form's checks.
    @Tag static var validation: Self
    /// Adding a trip: suggestions, free text.
    @Tag static var newTrip: Self
    /// The list of trips and getting around it.
    @Tag static var tripList: Self
    /// Deleting trips.
    @Tag static var delete: Self
    /// Failures of the network: offline, server errors, timeouts.
    @Tag static var networkFailure: Self
    /// Places: several of one name, told apart, chosen, kept.
    @Tag static var places: Self
    /// What the runner says when a flow goes wrong.
    @Tag static var diagnostics: Self
    /// Whole screens against their snapshot files.
    @Tag static var snapshots: Self
    /// Launching again on the same data directory.
    @Tag static var relaunch: Self
    /// The flows of docs/writing-flows.md, compiled and run as they are printed there.
    @Tag static var guide: Self
}
