import Foundation
import Presentation

/// Where the app keeps its trips and weather: the one named, a fresh temporary one for `-uiTesting` (removed at
/// exit), or the user's data directory: `$XDG_DATA_HOME/trips`, else `$HOME/.local/share/trips` (read as
/// ``BaseDirectory`` says), else the account's home directory's.
struct DataDirectory {
    /// The directory.
    let url: URL
    private let isTemporary: Bool

    /// Chooses the directory for these options.
    init(options: LaunchOptions, environment: [String: String]) {
        if let named = options.dataDirectory {
            url = URL(fileURLWithPath: named)
            isTemporary = false
        } else if options.uiTesting {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("trips-ui-\(UUID().uuidString)")
            isTemporary = true
        } else {
            let base =
                BaseDirectory.xdg("XDG_DATA_HOME", in: environment).map { URL(fileURLWithPath: $0) }
                ?? BaseDirectory.home(in: environment).map {
                    URL(fileURLWithPath: $0).appendingPathComponent(".local/share")
                }
                ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
            url = base.appendingPathComponent("trips")
            isTemporary = false
        }
    }

    /// Removes a temporary directory; keeps any other.
    func cleanUp() {
        if isTemporary { try? FileManager.default.removeItem(at: url) }
    }
}
