import AutomationKit
import AutomationProtocol
import Domain
import SlugRule

/// The trip list as last built, and each row as built for its trip: the list is built again only when the trips or
/// the notice change, and then only the rows whose trip or identifier changed are made again.
///
/// The trips are compared as arrays: an array not changed since it was kept shares its storage and compares equal at
/// once, so looking the list up costs the same for three trips as for two thousand.
@MainActor
final class TripListCache {
    private struct Row {
        var trip: Trip
        var slug: String
        var control: Control
    }

    private var rows: [Trip.ID: Row] = [:]
    private var slugs: (trips: [Trip], slugs: [String])?
    private var built: (trips: [Trip], notice: String?, screen: ControlScreen)?

    /// The list's screen for `trips` and `notice`, built by `build` from the rows when either changed.
    func screen(
        trips: [Trip], notice: String?, build: (_ rows: [Control]) -> ControlScreen, row: (Trip, String) -> Control
    ) -> ControlScreen {
        if let built, built.trips == trips, built.notice == notice { return built.screen }
        var kept: [Trip.ID: Row] = [:]
        kept.reserveCapacity(trips.count)
        let controls = zip(trips, slugs(of: trips)).map { trip, slug in
            let made =
                if let old = rows[trip.id], old.trip == trip, old.slug == slug {
                    old
                } else {
                    Row(trip: trip, slug: slug, control: row(trip, slug))
                }
            kept[trip.id] = made
            return made.control
        }
        rows = kept
        let screen = build(controls)
        built = (trips, notice, screen)
        return screen
    }

    /// The identifier slugs of `trips` (``AppModel/tripSlugs``), worked out again only when the trips changed.
    func slugs(of trips: [Trip]) -> [String] {
        if let slugs, slugs.trips == trips { return slugs.slugs }
        let made = Self.makeSlugs(trips)
        slugs = (trips, made)
        return made
    }

    /// A second trip to a city gets `-2` by the order trips were made in, not by the list's order, so a row's
    /// identifier never changes when an earlier trip is added.
    private static func makeSlugs(_ trips: [Trip]) -> [String] {
        let made = trips.indices.sorted {
            (trips[$0].created ?? .distantPast, $0) < (trips[$1].created ?? .distantPast, $1)
        }
        let slugs = Slug.unique(made.map { trips[$0].destination })
        var inListOrder = Array(repeating: "", count: trips.count)
        for (position, index) in made.enumerated() { inListOrder[index] = slugs[position] }
        return inListOrder
    }
}
