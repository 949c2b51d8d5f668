import Foundation
import Testing

@testable import TripsMCP

/// record_flow writes a new file into the suite's flows, and never one the suite could no longer build with.
@Suite("Where record_flow writes")
struct RecordPathTests {
    @Test func aFileNameOrATypeTheSuiteHasAlreadyIsRefusedAndANewOneIsTaken() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "trips-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let suite = root.appending(path: "AcceptanceTests")
        try FileManager.default.createDirectory(at: suite.appending(path: "Flows"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: suite.appending(path: "Pages"), withIntermediateDirectories: true)
        try Data("struct GuideFlows {}".utf8).write(to: suite.appending(path: "Flows/GuideFlows.swift"))
        try Data("struct TripListPage: Page {}".utf8).write(to: suite.appending(path: "Pages/Pages.swift"))
        let recorded = suite.appending(path: "Flows/Recorded")
        #expect {
            try AppDriver.flowFile(recorded.appending(path: "GuideFlows.swift").path)
        } throws: { error in
            "\(error)".hasPrefix(
                "record_flow would write GuideFlows.swift, a file name AcceptanceTests has already "
                    + "(Flows/GuideFlows.swift)")
        }
        #expect {
            try AppDriver.flowFile(recorded.appending(path: "TripListPage.swift").path)
        } throws: { error in
            "\(error)".hasPrefix("record_flow would declare struct TripListPage, a name Pages/Pages.swift declares")
        }
        let fresh = try AppDriver.flowFile(recorded.appending(path: "TripListPages.swift").path)
        #expect(fresh.lastPathComponent == "TripListPages.swift")
    }
}
