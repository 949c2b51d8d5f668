import Foundation

/// Where screen snapshots are kept and whether to record them: the one rule a flow's `app.expectScreen(matching:)`,
/// the shell's `expect screen` and a unit test's `assertSnapshot` follow. The environment variables that steer it are
/// the app's to name (an app's protocol module declares its own), so the core reads none of its own.
public struct SnapshotFolder: Sendable, Hashable {
    /// Set to anything but empty or `0`, snapshots are written from what is shown instead of compared with it;
    /// `nil`: no variable turns recording on.
    public var recordVariable: String?

    /// Names the folder of the screen snapshots, in place of the one found from the sources; `nil`: none does.
    public var directoryVariable: String?

    /// The rule with these variables.
    public init(recordVariable: String?, directoryVariable: String?) {
        self.recordVariable = recordVariable
        self.directoryVariable = directoryVariable
    }

    /// Whether `environment` asks for snapshots to be recorded (``recordVariable``).
    public func records(_ environment: [String: String]) -> Bool {
        guard let recordVariable else { return false }
        return !["", "0"].contains(environment[recordVariable] ?? "")
    }

    /// The folder of the screen snapshots for code in `file` (a `#filePath`): ``directoryVariable`` when set, else
    /// the nearest folder at or above the file's own that holds `Snapshots/`, or `AcceptanceTests/Snapshots/` (the
    /// repository's, for the app's own sources); else `Snapshots/` beside the file's folder.
    public func screens(near file: String, environment: [String: String]) -> URL {
        if let directoryVariable, let named = environment[directoryVariable], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
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
