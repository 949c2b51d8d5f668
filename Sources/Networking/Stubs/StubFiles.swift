import Domain
import Foundation

/// The files of one stub folder (`geocoding/` or `forecast/`), each with the HTTP status it is served with.
///
/// `<key>.json` is served with HTTP 200; `<key>.<status>.json` (`busytown.429.json`) with that status, so that an
/// error body is answered the way Open-Meteo answers it. Keys are slugs, which hold no dot, so the two never clash.
struct StubFiles: Sendable {
    /// One file: its status and its body.
    struct File: Sendable {
        var status: Int
        var body: Data
    }

    /// Every file, by key.
    let files: [String: File]

    /// Reads every `.json` file in `directory`; one that cannot be read is an error that names it.
    init(directory: URL) throws {
        var files: [String: File] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".json") {
            let parts = name.dropLast(5).split(separator: ".", omittingEmptySubsequences: false)
            let status = parts.count == 2 ? Int(parts[1]) : 200
            guard let status, (100..<600).contains(status), let key = parts.first else {
                throw WeatherError.unreadable("the stub file \(name) is not named <slug>.json or <slug>.<status>.json")
            }
            files[String(key)] = File(
                status: status, body: try Data(contentsOf: directory.appendingPathComponent(name)))
        }
        self.files = files
    }

    /// The file for this key, if there is one.
    subscript(key: String) -> File? { files[key] }

    /// The keys of the files served with HTTP 200.
    var answerKeys: [String] { files.filter { $0.value.status == 200 }.map(\.key) }
}
