import Domain
import Foundation
import Storage

// trips-save-loop DIRECTORY PREFIX COUNT: adds COUNT trips named "PREFIX 0", "PREFIX 1", … to DIRECTORY's trips file,
// one save per trip, each as Trips saves (the lock, the file read again, the merge by id), as fast as it can. For the
// tests of several processes saving to one file at once; prints "saved COUNT" at the end.

/// Runs the loop; returns the exit status.
@MainActor
func run(_ arguments: [String]) async -> Int32 {
    guard arguments.count == 4, let count = Int(arguments[3]), let day = Day("2026-05-01") else {
        FileHandle.standardError.write(Data("usage: trips-save-loop DIRECTORY PREFIX COUNT\n".utf8))
        return 64
    }
    let store = TripStore(directory: URL(fileURLWithPath: arguments[1]))
    do {
        var base = try store.load().trips
        var mine = base
        for index in 0..<count {
            mine.append(Trip(destination: "\(arguments[2]) \(index)", start: day, end: day))
            try await store.whenUnlocked {
                let merged = try store.mergedWithFile(mine: mine, base: base)
                try store.save(merged.trips)
                (mine, base) = (merged.trips, merged.trips)
            }
        }
    } catch {
        FileHandle.standardError.write(Data("trips-save-loop: \(error)\n".utf8))
        return 1
    }
    print("saved \(count)")
    return 0
}

exit(await run(CommandLine.arguments))
