/// A place Open-Meteo knows: a name, where it is, and its coordinates, as its geocoding answered.
///
/// A trip keeps the place the person chose, so that its weather is always asked at these coordinates, never found
/// again by name (there are five Hollywoods in the United States alone).
public struct Place: Sendable, Hashable, Codable {
    /// The place's own name ("Seattle").
    public var name: String
    /// The country it is in ("United States"), when Open-Meteo says.
    public var country: String?
    /// The first-level region, Open-Meteo's `admin1` ("Washington"), when Open-Meteo says.
    public var region: String?
    /// The second-level region, Open-Meteo's `admin2` ("King County"), when Open-Meteo says.
    public var subregion: String?
    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double
    /// Open-Meteo's own identifier for the place (its GeoNames id), when it came from Open-Meteo.
    public var id: Int?

    /// Makes a place.
    public init(
        name: String, country: String? = nil, region: String? = nil, subregion: String? = nil, latitude: Double,
        longitude: Double, id: Int? = nil
    ) {
        self.name = name
        self.country = country
        self.region = region
        self.subregion = subregion
        self.latitude = latitude
        self.longitude = longitude
        self.id = id
    }

    /// The name a person reads: "Hollywood, California, United States". The region is left out when Open-Meteo gives
    /// none, or when it only repeats the name ("Kyoto, Japan", not "Kyoto, Kyoto, Japan").
    public var displayName: String {
        Self.joined([name, region == name ? nil : region, country])
    }

    /// The name with the second-level region too: "Springfield, Delaware County, Pennsylvania, United States".
    public var detailedName: String {
        Self.joined([name, subregion == name ? nil : subregion, region == name ? nil : region, country])
    }

    /// The coordinates as a person reads them, to two decimals: "34.10°N, 118.33°W".
    public var coordinates: String {
        let north = "\(Self.twoDecimals(abs(latitude)))°\(latitude < 0 ? "S" : "N")"
        let east = "\(Self.twoDecimals(abs(longitude)))°\(longitude < 0 ? "W" : "E")"
        return "\(north), \(east)"
    }

    // MARK: - Private

    private static func joined(_ parts: [String?]) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    private static func twoDecimals(_ value: Double) -> String {
        guard value.isFinite, value < 1_000 else { return "?" }
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
