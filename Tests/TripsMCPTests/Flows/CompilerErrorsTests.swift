import Testing

@testable import TripsMCP

/// A failed build answers with the compiler's `file:line:col: error:` lines, not the build log.
@Suite("A build's compiler errors")
struct CompilerErrorsTests {
    @Test func errorsAreTakenOnceFromTheRootWithoutTheLog() {
        let lines = [
            "Building for debugging...",
            "[12/345] Compiling AcceptanceTests WeatherFlows.swift",
            "/work/app/AcceptanceTests/Pages/TripDetailPage.swift:41:20: error: cannot find 'weatherCard' in scope",
            "  39 |     func waitForWeather() async throws -> Weather {",
            "     |                    `- error: cannot find 'weatherCard' in scope",
            "/work/app/AcceptanceTests/Pages/TripDetailPage.swift:41:20: error: cannot find 'weatherCard' in scope",
            "/work/app/AcceptanceTests/Flows/WeatherFlows.swift:9:5: warning: unused result",
            "error: fatalError",
        ]
        let errors = CompilerErrors(lines: lines, root: "/work/app/")
        #expect(
            errors.errors == [
                "AcceptanceTests/Pages/TripDetailPage.swift:41:20: error: cannot find 'weatherCard' in scope"
            ])
        #expect(errors.lines == errors.errors)
    }

    @Test func pastTheLimitTheRestAreCounted() {
        let lines = (1...25).map { "/r/F.swift:\($0):1: error: e\($0)" }
        let errors = CompilerErrors(lines: lines, root: "/r/")
        #expect(errors.errors.count == CompilerErrors.limit && errors.more == 5)
        #expect(errors.lines.last == "… and 5 more errors")
    }
}
