import AutomationProtocol
import Domain
import Foundation
import Presentation
import Testing
import TripsShell
import TripsTestKit

/// `trips-shell` without `--request-timeout` gives one question to Open-Meteo ten seconds: checked through the launch
/// options and the environment they make, on the driver's clock, with a stub that never answers.
@MainActor
@Suite("The launch's request timeout")
struct RequestTimeoutDefaultTests {
    @Test func aLaunchWithoutRequestTimeoutGivesUpAfterTenSeconds() async throws {
        let options = try LaunchOptions.parse([
            "-uiTesting", "--automation", "--protocol-version", "3", "--driver-clock", "--stub-timeout", "all",
        ])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = AppModel(environment: try AppEnvironment.make(from: options, dataDirectory: directory))
        guard let clock = app.environment.manualClock else {
            Issue.record("--driver-clock made no manual clock")
            return
        }
        try app.tap("trip.seattle")
        try await within(.eventually, "the question and its timeout to sleep") { await app.settle() }
        clock.advance(by: .milliseconds(9_999))
        try await within(.eventually, "the app to settle after 9.999 s") { await app.settle() }
        #expect(TextRenderer.render(app.screen).contains("Loading weather…"), "gave up before ten seconds")
        clock.advance(by: .milliseconds(1))
        try await within(.eventually, "the app to settle after 10 s") { await app.settle() }
        #expect(TextRenderer.render(app.screen).contains("did not answer within 10 seconds"))
    }
}
