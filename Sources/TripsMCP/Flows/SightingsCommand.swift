import Foundation

/// `trips-mcp keep-sightings RESULTS.json [--package PATH] [--scratch-path PATH] [--by NAME]`: keeps where each
/// element stood in a finished run's `results.json` in the build folder's `trips-mcp-sightings/`, where `run_flows`
/// and `repair_flow` of any later session read them (``ElementSightings``). The acceptance harness (`make
/// acceptance`) calls it after each run, so that the file has one writer, this server, and the harness never learns
/// its format.
public enum SightingsCommand {
    /// The subcommand's name: trips-mcp's first argument.
    public static let name = "keep-sightings"

    /// Its usage line.
    public static let usage =
        "usage: trips-mcp keep-sightings RESULTS.json [--package PATH] [--scratch-path PATH] [--by NAME]"

    /// What a run of it says, and its exit status.
    public struct Outcome: Sendable, Equatable {
        /// The line to print: what was kept and where, or why nothing was.
        public var message: String
        /// 0 when kept; 64 for a command line it cannot use; 1 when the results cannot be read.
        public var status: Int32
    }

    /// Keeps the sightings of the results `arguments` name (the arguments after the subcommand's name): for the package
    /// `--package` names (else the one trips-mcp finds as the server does), in the build folder `--scratch-path` names
    /// (else the package's `.build`), as seen by `--by` (`make acceptance` unless told) when the run started: the
    /// results file's time less the run's wall time.
    public static func run(_ arguments: [String]) async -> Outcome {
        var arguments = arguments
        let root: URL
        let scratchPath: String?
        let by: String?
        do {
            let package = try TripsMCPCommandLine.value(of: "--package", in: &arguments)
            scratchPath = try TripsMCPCommandLine.value(of: "--scratch-path", in: &arguments)
            by = try TripsMCPCommandLine.value(of: "--by", in: &arguments)
            guard let found = try TripsMCPCommandLine.package(from: package) else {
                return Outcome(message: "keep-sightings: found no package: name one with --package PATH.", status: 64)
            }
            root = found
        } catch {
            return Outcome(message: "keep-sightings: \(error)\n\(usage)", status: 64)
        }
        guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("-") else {
            return Outcome(message: usage, status: 64)
        }
        let file = URL(fileURLWithPath: path)
        let results: FlowRunResults
        do {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw FlowToolError("\(path) cannot be read.")
            }
            results = try FlowRunResults.read(data)
        } catch {
            return Outcome(message: "keep-sightings: \(error) Nothing was kept.", status: 1)
        }
        let written = (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate]) as? Date
        let started = (written ?? Date()).addingTimeInterval(-(results.wallSeconds ?? 0))
        let scratch = (scratchPath.map { URL(fileURLWithPath: $0) } ?? root.appending(path: ".build"))
            .standardizedFileURL.resolvingSymlinksInPath()
        var sightings = ElementSightings()
        sightings.record(results, seen: started, by: by ?? "make acceptance")
        let seen = sightings.count
        _ = await sightings.keeping(in: scratch, for: root)
        return Outcome(
            message: "keep-sightings: kept where \(seen) identifiers stood in \(results.flows.count) flows' run, for "
                + "trips-mcp's repair_flow, in \(ElementSightings.file(in: scratch, for: root).path)",
            status: 0)
    }
}
