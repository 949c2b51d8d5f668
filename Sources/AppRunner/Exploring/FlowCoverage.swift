import Foundation

/// The controls a run of flows touched, read from the `evidence.json` of each case in an artifacts folder (each
/// action step keeps the request it sent, its locator with it): what the explorer's map holds its controls against,
/// so that a flow writer sees which ones no flow touches.
///
/// ```swift
/// let touched = FlowCoverage(artifacts: URL(fileURLWithPath: ".build/acceptance/artifacts"), app: "my-app")
/// let map = result.map.noting(touched)
/// ```
public struct FlowCoverage: Sendable, Equatable {
    /// The identifiers of the controls the flows acted on.
    public var identifiers: Set<String>
    /// How many cases' evidence was read.
    public var cases: Int

    /// Coverage of `identifiers`, read from `cases` cases.
    public init(identifiers: Set<String>, cases: Int) {
        self.identifiers = identifiers
        self.cases = cases
    }

    /// The controls acted on in the evidence of every case under `artifacts` (one folder per case), counting only the
    /// apps whose binary is named `app`: a folder shared by the runner's own tests holds other apps' steps too.
    public init(artifacts: URL, app: String) {
        var identifiers = Set<String>()
        var cases = 0
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: artifacts.path)) ?? []
        for folder in folders.sorted() {
            let file = artifacts.appendingPathComponent(folder).appendingPathComponent("evidence.json")
            guard let data = try? Data(contentsOf: file),
                let document = try? JSONDecoder().decode(Evidence.self, from: data)
            else { continue }
            let apps = document.apps.filter { URL(fileURLWithPath: $0.executable ?? "").lastPathComponent == app }
            guard !apps.isEmpty else { continue }
            cases += 1
            for step in apps.flatMap(\.steps) {
                guard let sent = step.sent,
                    let request = try? JSONDecoder().decode(Sent.self, from: Data(sent.utf8)),
                    let identifier = request.locator?.identifier, !identifier.isEmpty
                else { continue }
                identifiers.insert(identifier)
            }
        }
        self.init(identifiers: identifiers, cases: cases)
    }

    // MARK: - Private

    /// The part of `evidence.json` read here: each app's binary and its steps' requests.
    private struct Evidence: Decodable {
        struct App: Decodable {
            var executable: String?
            var steps: [Step]
        }
        struct Step: Decodable {
            var sent: String?
        }
        var apps: [App]
    }

    /// The part of a request read here: its locator's identifier.
    private struct Sent: Decodable {
        struct Locator: Decodable {
            var identifier: String?
        }
        var locator: Locator?
    }
}

extension ExplorationMap {
    /// The map with the controls no flow touches, by `coverage`, listed (``untouchedByFlows``) and counted.
    public func noting(_ coverage: FlowCoverage) -> ExplorationMap {
        var map = self
        map.untouchedByFlows = controls.filter { !coverage.identifiers.contains($0.identifier) }
        map.flowCases = coverage.cases
        return map
    }
}
