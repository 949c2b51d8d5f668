/// A place Open-Meteo knows: a name, where it is, and its coordinates.
public struct Place: Sendable, Hashable, Codable {
    /// The place's own name ("Seattle").
    public var name: String
    /// The country it is in ("United States"), when Open-Meteo says.
    public var country: String?
    /// The first-level region ("Washington"), when Open-Meteo says.
    public var region: String?
    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double

    /// Makes a place.
    public init(name: String, country: String? = nil, region: String? = nil, latitude: Double, longitude: Double) {
        self.name = name
        self.country = country
        self.region = region
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The name a person reads: "Seattle, United States".
    public var displayName: String {
        [name, country].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
