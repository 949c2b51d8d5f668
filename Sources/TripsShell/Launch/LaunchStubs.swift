import Foundation
import Locking
import Networking

/// The stub directory a stubbed launch answers from: the one named (`--stubs-dir`), or the repository's `Stubs/`.
///
/// A fork server (``ForkServer``) reads the repository's once, before it forks, and every app it starts without
/// `--stubs-dir` answers from that reading instead of reading every stub file again: the files as they were when the
/// server started, which for the runner's server is when its test process first launched an app. An app started
/// any other way, or with `--stubs-dir`, reads its directory at launch.
enum LaunchStubs {
    /// The directory and its files, for a launch with `named` (`--stubs-dir`, or `nil`); an error says where it
    /// looked or what it could not read.
    static func load(named: String?) throws -> StubLibrary {
        if named == nil, let prepared = prepared.withLock({ $0 }) { return prepared }
        return try StubLibrary(directory: StubsLocator.directory(named))
    }

    /// Reads the repository's `Stubs/` for the apps a fork server will start; when it cannot, each app reads its own
    /// and reports what is wrong.
    static func prepare() {
        let library = try? StubLibrary(directory: StubsLocator.directory(nil))
        library?.splitEverySearch()
        prepared.withLock { $0 = library }
    }

    // MARK: - Private

    private static let prepared = Lock<StubLibrary?>(nil)
}
