import Foundation
import Testing

@testable import TripsMCP

/// record_flow calls the methods the package's pages declare, and says in its answer what they declare that it
/// cannot use.
@Suite("record_flow and the package's pages", .timeLimit(.minutes(2)))
struct RecordPagesTests {
    static let pages = """
        import TripsRunner

        struct TripListPage: Page {
            let app: Application
            // recorded: tap trips.add => addTrip()
            func addTrip() async throws -> NewTripPage { NewTripPage(app: app) }
        }

        struct NewTripPage {
            let app: Application
            // recorded: type newTrip.destination => type(destination: {text})
            func type(destination: String) async throws {}
        }
        """

    @Test func aPagesMethodIsCalledAndOneOfATypeThatIsNoPageIsSaid() async throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "trips-record-pages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let pages = root.appending(path: "AcceptanceTests/Pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appending(path: "Package.swift"))
        try Data(Self.pages.utf8).write(to: pages.appending(path: "Pages.swift"))
        let client = TestClient(driver: AppDriver(shell: nil, launchOptions: ["-uiTesting"], package: root))
        _ = await client.call("tap", ["identifier": .string("trips.add")])
        _ = await client.call("type", ["identifier": .string("newTrip.destination"), "text": .string("Oslo")])
        let flow = await client.call("record_flow")
        await client.close()
        #expect(!flow.isError, "\(flow.text)")
        #expect(
            flow.text.hasPrefix(
                "The pages declare 1 thing the recorder cannot use:\n- Pages.swift:11: NewTripPage is not a Page: "),
            "\(flow.text)")
        #expect(flow.text.contains("_ = try await TripListPage(app: app).addTrip()"), "\(flow.text)")
        #expect(flow.text.contains(#"try await app.textFields["newTrip.destination"].typeText("Oslo")"#))
    }
}
