import AutomationProtocol

extension SnapshotFolder {
    /// Trips' rule: ``tripsRecordVariable`` records, `TRIPS_SNAPSHOTS_DIR` names the folder; the runner, the shell
    /// and the unit tests' snapshots all read these.
    public static let trips = SnapshotFolder(
        recordVariable: tripsRecordVariable, directoryVariable: "TRIPS_SNAPSHOTS_DIR")

    /// `TRIPS_RECORD_SNAPSHOTS`: set to `1`, every snapshot is written from the screen instead of compared with it.
    public static let tripsRecordVariable = "TRIPS_RECORD_SNAPSHOTS"
}
