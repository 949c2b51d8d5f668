import Foundation
import FuzzSupport
import Storage

/// The trips file's loader: any bytes are the trips, a newer Trips' file, or damage with a reason a person can read,
/// never a crash; trips that were read are written and read back the same.
///
/// The loader's decision (``TripStore/contents(of:)``) runs here on the bytes alone; moving a damaged file aside is
/// the unit tests' (`Tests/StorageTests/TripStoreTests.swift`), on a real directory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTripsFile(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    switch TripStore.contents(of: Data(bytes: bytes, count: count)) {
    case .trips(let trips):
        let written = try? TripsFile.encode(trips)
        precondition(written.map(TripStore.contents(of:)) == .trips(trips), "trips changed when written and read")
    case .newer(let version):
        precondition(version > TripStore.version, "a file of version \(version) called newer")
    case .damaged(let reason):
        precondition(!reason.isEmpty, "damage with no reason")
    }
    return 0
}

#if !FUZZING
    /// Replays saved inputs when built without libFuzzer.
    @main enum TripsFileReplay {
        static func main() { FuzzReplay.run(fuzzTripsFile) }
    }
#endif
