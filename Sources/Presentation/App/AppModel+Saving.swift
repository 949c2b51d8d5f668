import Domain
import Foundation
import Storage

/// Saving the trips so that none is ever lost: not by a failed write, and not by another Trips saving to the same
/// data directory at the same time.
///
/// Each save takes the store's lock, reads the file again, merges it by id with this app's trips (keeping what other
/// processes added, changed or deleted meanwhile), and writes the result. The lock is almost always free, and then all
/// of it happens at once; while another process holds it, the save waits as tracked work (the kernel wakes it when the
/// lock is let go), so the app is not idle until it is done.
extension AppModel {
    /// Saves the trips now if the lock is free, or as soon as it is.
    func persist() {
        do {
            if try environment.trips.ifUnlocked({ try writeMerged() }) != nil { return }
        } catch {
            return failedToSave(error)
        }
        runner.run(for: self) { [weak self] in
            guard let self else { return }
            // The wait for another process is work the main actor cannot see, counted as a request is, so that the
            // sleep guarding it never makes the app look as if it waited only on its clock.
            let waiting = environment.activity.requestStarted("saving the trips, once another process lets go of them")
            defer { environment.activity.requestEnded(waiting) }
            do {
                try await environment.trips.whenUnlocked(
                    isolation: #isolation, clock: environment.clock, patience: TripStore.patience
                ) { try self.writeMerged() }
            } catch {
                failedToSave(error)
            }
        }
    }

    /// What this app changed that is not on disk: trips added or changed here and not saved, and trips deleted here
    /// that the file still holds. Empty when every change was saved.
    public var unsavedChanges: [UnsavedChange] {
        let saved = Set(savedTrips)
        let here = Set(trips.map(\.id))
        return trips.filter { !saved.contains($0) }.map(UnsavedChange.notWritten)
            + savedTrips.filter { !here.contains($0.id) }.map(UnsavedChange.notDeleted)
    }

    /// Under the lock: this app's trips merged with the file's, in memory first (so a failed write loses nothing
    /// here), then on disk.
    private func writeMerged() throws {
        let merged = try environment.trips.mergedWithFile(mine: trips, base: savedTrips)
        trips = merged.trips.sorted(by: Trip.byStart)
        try environment.trips.save(merged.trips)
        savedTrips = merged.trips
        notice = merged.recovery.map {
            "The trips file was damaged (\($0.reason)); it was kept as \($0.movedTo.lastPathComponent) and your trips "
                + "were saved again."
        }
    }

    private func failedToSave(_ error: any Error) {
        let reason = error is TripStore.SaveError ? error.localizedDescription : TripStore.reason(error)
        notice = "Could not save the trips (\(reason)); they are kept until Trips quits."
    }
}
