import Foundation
import Storage
import Testing

/// The trips file loader's decision on any bytes (Fuzz/fuzz-trips-file): trips, a newer file, or damage with a reason.
@Suite("The fuzzers' findings on the trips file")
struct FuzzRegressionTests {
    @Test func bytesThatAreNotJSONAreDamageWithAReason() {
        for bytes in [Data(), Data([0xFF, 0x00]), Data("{\"version\":2,\"trips\":[".utf8)] {
            guard case .damaged(let reason) = TripStore.contents(of: bytes) else {
                Issue.record("\(Array(bytes)) not called damaged")
                continue
            }
            #expect(!reason.isEmpty)
        }
    }

    @Test func aFileOfALaterVersionIsNewer() {
        #expect(TripStore.contents(of: Data("{\"version\":3,\"trips\":[]}".utf8)) == .newer(version: 3))
    }
}
