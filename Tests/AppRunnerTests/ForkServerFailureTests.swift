import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// A profile's fork server that cannot serve leaves its apps spawned, and the transcript says why.
@Suite(.bounded())
struct ForkServerFailureTests {
    @Test func anExecutableThatCannotServeHasItsAppsSpawnedAndTheTranscriptSaysWhy() async throws {
        let app = Application(
            executableURL: Fixture.url("exit3.sh"), profile: AppProfile(forkServerArguments: ["--fork-server"]),
            name: "fork-cannot-serve")
        app.launchesByForking = true
        let error = await #expect(throws: RunnerError.self) { try await app.launch() }
        #expect(error?.kind == .exited(status: 3))
        #expect(app.transcript.contains("spawned, as its fork server failed"))
        try? await app.launch()
        #expect(app.transcript.contains("spawned, as its fork server failed ("))
    }
}
