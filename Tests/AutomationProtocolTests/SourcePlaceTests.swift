import AutomationProtocol
import Testing

/// A source place is said from the package's root, whatever folder the package was built in, and read back from the
/// wire's `path:line`.
struct SourcePlaceTests {
    @Test func aPathIsCutToStartAtThePackagesTopFolderOfSources() {
        #expect(
            SourcePlace(filePath: "/home/ci/trips/Sources/Presentation/Screens/TripDetailScreen.swift", line: 30)
                .description == "Sources/Presentation/Screens/TripDetailScreen.swift:30")
        // A package inside another is named from its own root.
        #expect(
            SourcePlace(filePath: "/work/trips/Examples/Countdown/Sources/countdown/main.swift", line: 12).path
                == "Sources/countdown/main.swift")
        #expect(SourcePlace(filePath: "/elsewhere/main.swift", line: 1).path == "/elsewhere/main.swift")
        // The last top folder on the path; a folder whose name only contains one is not one.
        #expect(
            SourcePlace(filePath: "/w/Tests/Fixtures/Sources/app/main.swift", line: 1).path == "Sources/app/main.swift")
        #expect(SourcePlace(filePath: "/w/MySources/app/main.swift", line: 1).path == "/w/MySources/app/main.swift")
        #expect(SourcePlace(filePath: "Tests/a.swift", line: 1).path == "Tests/a.swift")
        #expect(SourcePlace(filePath: "", line: 1).path == "")
    }

    @Test func theWiresPathAndLineAreReadBackAndAnythingElseIsNot() {
        #expect(SourcePlace("Sources/A/B.swift:67") == SourcePlace(path: "Sources/A/B.swift", line: 67))
        for text in ["Sources/A/B.swift", "Sources/A/B.swift:", ":3", "Sources/A/B.swift:0", "B.swift:x"] {
            #expect(SourcePlace(text) == nil, "\(text)")
        }
    }

    @Test func anElementsSourceTravelsOnlyWhenItHasOne() throws {
        let placed = Element(
            role: .button, identifier: "a.b", label: "B", source: SourcePlace(path: "Sources/A/B.swift", line: 9))
        let screen = Screen(name: "a", title: "A", elements: [placed, Element(role: .staticText, identifier: "a.c")])
        let hello = Message.hello(
            Hello(
                app: "a", version: "1", pid: 1,
                state: AppState(sequence: 1, screen: screen, activity: Activity(tasks: 0, sleepers: 0, clock: .live))))
        let line = String(decoding: WireFormat.line(hello), as: UTF8.self)
        #expect(line.contains(#""role":"button","source":"Sources/A/B.swift:9""#))
        #expect(line.components(separatedBy: #""source""#).count == 2)
        guard case .hello(let read) = try WireFormat.message(from: WireFormat.line(hello).dropLast()) else {
            Issue.record("not read back as a hello")
            return
        }
        #expect(read.state.screen == screen)
    }
}
