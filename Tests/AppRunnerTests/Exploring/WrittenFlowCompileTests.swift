import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// The one flow that is compiled and run as written: the others are held by their source and by taking their steps
/// here (``ExploredFlowTests``), since a package of its own is slow to build. Run by `make example-app`, in the build
/// folder where the runner is compiled already, not by the unit suite, whose run it would hold up by a minute.
@Suite(
    .bounded(.seconds(1200)),
    .enabled(
        if: ProcessInfo.processInfo.environment[WrittenFlowPackage.scratchVariable] != nil,
        "compiled in make example-app, where the runner is built already"))
struct WrittenFlowCompileTests {
    @Test func aWrittenFlowCompilesInAPackageOfItsOwnAndFailsForTheInvariantTheWalkBroke() async throws {
        let failure = try await ExploreFixture.only(plant: "idle-button", noise: 2)
        let run = try await WrittenFlowPackage().test(
            failure.flowSource, file: failure.flowFile, bound: Duration.seconds(900).stretchedForBuild)
        #expect(run.status != -1, "swift test did not end within its bound:\n\(run.output.suffix(3000))")
        #expect(
            run.output.firstMatch(of: /\.swift:\d+:\d+: error:/) == nil,
            "the flow did not compile:\n\(run.output.suffix(3000))")
        #expect(run.status != 0, "the flow passed:\n\(run.output.suffix(3000))")
        #expect(
            run.output.contains("Invariant controlsAct broke: Tapping button detail.idle on the detail screen"),
            "the flow failed for another reason:\n\(run.output.suffix(3000))")
    }
}
