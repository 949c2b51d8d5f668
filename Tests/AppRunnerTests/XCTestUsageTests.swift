import AppRunner
import XCTest

/// The runner from XCTest, as an XCUITest user would write it: async test methods, `XCTAssert`, the same API.
final class XCTestUsageTests: XCTestCase {
    func testTheRunnerDrivesAnAppFromXCTest() async throws {
        let app = Fixture.app("fake_app.py", test: "XCTestUsageTests-drives")
        try await app.launch()
        let title = app.staticTexts["fake.title"]
        let exists = try await title.waitForExistence(timeout: 5)
        XCTAssertTrue(exists)
        let label = try await title.label
        XCTAssertEqual(label, "Fake app")
        let count = try await app.cells.count
        XCTAssertEqual(count, 3)
        await app.terminate()
        XCTAssertEqual(app.state, .notRunning)
    }

    func testAFailedWaitThrowsARunnerErrorWithTheScreen() async throws {
        let app = Fixture.app("fake_app.py", test: "XCTestUsageTests-fails")
        try await app.launch()
        do {
            try await app.buttons["fake.gone"].tap(timeout: 5)
            XCTFail("tapping a button that is not there succeeded")
        } catch let error as RunnerError {
            XCTAssertTrue(error.description.contains("== Fake (home) =="), error.description)
        }
        await app.terminate()
    }
}
