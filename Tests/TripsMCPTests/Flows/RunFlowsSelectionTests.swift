import Foundation
import Testing

@testable import TripsMCP

/// run_flows refuses what cannot select a flow before it builds, reads or runs anything.
@Suite("run_flows' selection")
struct RunFlowsSelectionTests {
    @Test(
        "An empty names list, or names with a filter, is refused before the package is even read",
        arguments: [
            ([String](), nil as String?, "`names` is empty: name at least one flow"),
            (["A flow"], "a filter", "Give `names` or `filter`, not both."),
        ])
    func refusedBeforeTheBuild(names: [String], filter: String?, said: String) async {
        // No Package.swift here: a refusal that came after reading the package would say so instead.
        let folder = FileManager.default.temporaryDirectory.appending(path: "trips-no-package-\(UUID().uuidString)")
        let driver = AppDriver(app: .trips(), package: folder)

        let answer = await driver.runFlows(
            names: names, filter: filter, tags: nil, retries: nil, wholeScreens: false, progress: { _ in })
        await driver.shutDown()

        #expect(answer.isError)
        #expect(answer.text.contains(said), "\(answer.text)")
    }
}
