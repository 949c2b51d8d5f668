import Foundation

/// Why the weather could not be had, in words a person understands.
public enum WeatherError: LocalizedError, Sendable, Hashable {
    /// Open-Meteo's geocoding has no place by this name.
    case noSuchPlace(String)
    /// Open-Meteo could not be reached at all (offline, refused, DNS); the detail says how.
    case unreachable(String)
    /// No answer came within the timeout.
    case timedOut(seconds: Double)
    /// Open-Meteo answered with an HTTP error status, and its own `reason` when it sent one.
    case badStatus(Int, reason: String?)
    /// An answer came but could not be read; the detail says what was wrong with it.
    case unreadable(String)
    /// An answer came without a value Trips needs (Open-Meteo sent `null`, or nothing): "temperature".
    case missingValue(String)

    /// The sentence the weather card shows.
    public var errorDescription: String? {
        switch self {
        case .noSuchPlace(let city):
            "Open-Meteo knows no place called \(city)."
        case .unreachable(let detail):
            "Could not reach Open-Meteo: \(detail)."
        case .timedOut(let seconds):
            "Open-Meteo did not answer within \(SecondsText.number(seconds)) second\(seconds == 1 ? "" : "s")."
        case .badStatus(let status, let reason?):
            "Open-Meteo answered with an error (HTTP \(status)): \(reason)"
        case .badStatus(let status, nil):
            "Open-Meteo answered with an error (HTTP \(status))."
        case .unreadable(let detail):
            "Could not read Open-Meteo's answer: \(detail)."
        case .missingValue(let what):
            "Open-Meteo sent no \(what) for this place."
        }
    }
}
