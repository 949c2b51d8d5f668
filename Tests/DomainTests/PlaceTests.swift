import Domain
import Testing

/// How places read: name, region, country; and how a list of them tells apart those that would read the same.
@Suite("Places")
struct PlaceTests {
    private let florida = Place(
        name: "Hollywood", country: "United States", region: "Florida", subregion: "Broward County", latitude: 26.0112,
        longitude: -80.14949)
    private let california = Place(
        name: "Hollywood", country: "United States", region: "California", subregion: "Los Angeles County",
        latitude: 34.09834, longitude: -118.32674)

    @Test func aPlaceReadsAsNameRegionAndCountry() {
        #expect(california.displayName == "Hollywood, California, United States")
        #expect(Place(name: "Bir Tawil", latitude: 21.87, longitude: 33.74).displayName == "Bir Tawil")
        #expect(
            Place(name: "Vaduz", country: "Liechtenstein", latitude: 47, longitude: 9).displayName
                == "Vaduz, Liechtenstein")
        #expect(
            Place(name: "Kyoto", country: "Japan", region: "Kyoto", latitude: 35, longitude: 135).displayName
                == "Kyoto, Japan", "a region that only repeats the name is left out")
    }

    @Test func placesThatReadDifferentlyKeepTheirNames() {
        #expect(
            Place.labels(for: [florida, california]) == [
                "Hollywood, Florida, United States", "Hollywood, California, United States",
            ])
    }

    @Test func placesThatWouldReadTheSameAreToldApartByTheirSecondRegion() {
        let delaware = Place(
            name: "Springfield", country: "United States", region: "Pennsylvania", subregion: "Delaware County",
            latitude: 39.93067, longitude: -75.32019)
        let bucks = Place(
            name: "Springfield", country: "United States", region: "Pennsylvania", subregion: "Bucks County",
            latitude: 40.53093, longitude: -75.2805)
        let illinois = Place(
            name: "Springfield", country: "United States", region: "Illinois", latitude: 39.80172, longitude: -89.64371)
        #expect(
            Place.labels(for: [illinois, delaware, bucks]) == [
                "Springfield, Illinois, United States",
                "Springfield, Delaware County, Pennsylvania, United States",
                "Springfield, Bucks County, Pennsylvania, United States",
            ])
    }

    @Test func placesAlikeEvenInTheirSecondRegionAreToldApartByTheirCoordinates() {
        let north = Place(name: "Springfield", country: "Testland", latitude: 10.5, longitude: -20.25)
        let south = Place(name: "Springfield", country: "Testland", latitude: -10.5, longitude: 20.255)
        #expect(
            Place.labels(for: [north, south]) == [
                "Springfield, Testland (10.50°N, 20.25°W)", "Springfield, Testland (10.50°S, 20.26°E)",
            ])
    }
}
