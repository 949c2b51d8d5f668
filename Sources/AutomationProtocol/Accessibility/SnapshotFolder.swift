import Foundation

/// Where screen snapshots are kept and whether to record them: the one rule a flow's `app.expectScreen(matching:)`,
/// the shell's `expect screen` and a unit test's `assertSnapshot` follow.
public enum SnapshotFolder {
    /// Set to anything but empty or `0`, snapshots are written from what is shown instead of compared with it.
    public static let recordVariable = "TRIPS_RECORD_SNAPSHOTS"

    /// Names the folder of the screen snapshots, in place of the one found from the sources.
    public static let directoryVariable = "TRIPS_SNAPSHOTS_DIR"

    /// Whether `environment` asks for snapshots to be recorded (``recordVariable``).
    public static func records(_ environment: [String: String]) -> Bool {
        !["", "0"].contains(environment[recordVariable] ?? "")
    }

    /// The folder of the screen snapshots for code in `file` (a `#filePath`): ``directoryVariable`` when set, else
    /// the nearest folder at or above the file's own that holds `Snapshots/`, or `AcceptanceTests/Snapshots/` (the
    /// repository's, for the app's own sources); else `Snapshots/` beside the file's folder.
    public static func screens(near file: String, environment: [String: String]) -> URL {
        if let named = environment[directoryVariable], !named.isEmpty { return URL(fileURLWithPath: named) }
        let start = URL(fileURLWithPath: file).deletingLastPathComponent()
        var folder = start
        while folder.path != "/" {
            for candidate in ["Snapshots", "AcceptanceTests/Snapshots"] {
                let url = folder.appendingPathComponent(candidate)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    return url
                }
            }
            folder = folder.deletingLastPathComponent()
        }
        return start.deletingLastPathComponent().appendingPathComponent("Snapshots")
    }
}
