import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// The flows written for every planted fault, compiled and run as written, together in one package: each fails for the
/// invariant its walk broke. Run by `make example-app`, in the build folder where the runner is compiled already, not
/// by the unit suite, whose run it would hold up by a minute; ``ExploredFlowTests`` takes the same steps in-process.
@Suite(
    .bounded(.seconds(1200)),
    .enabled(
        if: ProcessInfo.processInfo.environment[WrittenFlowPackage.scratchVariable] != nil,
        "compiled in make example-app, where the runner is built already"))
struct WrittenFlowCompileTests {
    /// Each planted fault, the noise its walk takes and the name of its written flow's test function: two plants break
    /// the same invariant, and the flows of one package need names of their own.
    static let plants = [
        ("idle-button", 2, "exploredIdleButton"), ("no-reason", 2, "exploredNoReason"),
        ("sequence-crash", nil, "exploredSequenceCrash"), ("wrong-back", 2, "exploredWrongBack"),
        ("never-settles", 2, "exploredNeverSettles"), ("field-crash", 2, "exploredFieldCrash"),
    ]

    @Test func everyPlantsWrittenFlowCompilesInAPackageOfItsOwnAndFailsForTheInvariantItsWalkBroke() async throws {
        var flows: [(file: String, source: String)] = []
        var failures: [String: ExplorationFailure] = [:]
        for (plant, noise, name) in Self.plants {
            let failure = try await ExploreFixture.only(plant: plant, noise: noise)
            let writer = ExploredFlowWriter(
                target: ExploreFixture.target(plant: plant, noise: noise), options: ExploreFixture.options)
            flows.append((file: "\(name).swift", source: writer.source(for: failure, name: name)))
            failures[name] = failure
        }
        let run = try await WrittenFlowPackage().test(flows, bound: Duration.seconds(900).stretchedForBuild)
        #expect(run.status != -1, "swift test did not end within its bound:\n\(run.output.suffix(3000))")
        #expect(
            run.output.firstMatch(of: /\.swift:\d+:\d+: error:/) == nil,
            "the flows did not compile:\n\(run.output.suffix(3000))")
        #expect(run.status != 0, "the flows passed:\n\(run.output.suffix(3000))")
        for (name, failure) in failures.sorted(by: { $0.key < $1.key }) {
            let said = run.output.split(separator: "\n").filter { $0.contains("\(name).swift:") }
            #expect(
                said.contains { $0.contains("Invariant \(failure.violation.invariant) broke") },
                "\(name) did not fail for \(failure.violation.invariant):\n\(said.joined(separator: "\n"))")
        }
    }
}
