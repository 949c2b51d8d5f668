import Domain

/// How dates read on screen, without locale or time zone: `2026-04-10 → 2026-04-17 · 8 days`.
enum DateText {
    static func range(of trip: Trip) -> String {
        "\(trip.start) → \(trip.end) · \(trip.lengthDescription)"
    }
}
