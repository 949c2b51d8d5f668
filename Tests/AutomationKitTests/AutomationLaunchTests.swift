import AutomationKit
import Testing

/// The driver's launch arguments as the kit reads them: the app's own left in order, any protocol version but the
/// kit's refused before anything starts.
@Suite("The driver's launch arguments")
struct AutomationLaunchTests {
    @Test func theDriversArgumentsAreReadAndTheAppsLeftInOrder() throws {
        let launch = try AutomationLaunch(arguments: ["--automation", "--protocol-version", "3", "--driver-clock", "x"])
        #expect(launch.isAutomated && launch.appArguments == ["--driver-clock", "x"])
        #expect(try AutomationLaunch(arguments: ["x"]) == AutomationLaunch(arguments: ["x"]))
        #expect(try !AutomationLaunch(arguments: ["x"]).isAutomated)
    }

    @Test func sourcePlacesAreOffUnlessTheDriverAsksAndTheirArgumentIsNotTheApps() throws {
        let plain = try AutomationLaunch(arguments: ["--automation", "--protocol-version", "3", "x"])
        #expect(!plain.sourcePlaces)
        let asked = try AutomationLaunch(arguments: ["--automation", "--protocol-version", "3", "--source-places", "x"])
        #expect(asked.sourcePlaces && asked.appArguments == ["x"])
    }

    @Test func aDriverThatReadsAnotherVersionOrSaysNoneIsRefused() {
        #expect(throws: AutomationLaunch.Refusal.otherVersion(nil)) {
            try AutomationLaunch(arguments: ["--automation"])
        }
        #expect(throws: AutomationLaunch.Refusal.otherVersion(2)) {
            try AutomationLaunch(arguments: ["--automation", "--protocol-version", "2"])
        }
        #expect(throws: AutomationLaunch.Refusal.badVersion("three")) {
            try AutomationLaunch(arguments: ["--automation", "--protocol-version", "three"])
        }
        #expect(throws: AutomationLaunch.Refusal.badVersion(nil)) {
            try AutomationLaunch(arguments: ["--automation", "--protocol-version"])
        }
    }

    @Test func aRefusalNamesTheAppAndWhatToUse() {
        #expect(
            AutomationLaunch.Refusal.otherVersion(4).description(app: "countdown")
                == "this app speaks automation protocol version 3 only. The driver reads protocol version 4, newer "
                + "than this app's: the app is older than the driver. Use a countdown that speaks version 4, or a "
                + "driver for version 3 (docs/automation-protocol.md).")
        #expect(
            AutomationLaunch.Refusal.badVersion("x").description(app: "countdown")
                == "--protocol-version needs a version, a whole number such as 3, not 'x'.")
    }

    @Test func anArgumentTheAppDoesNotTakeIsRefusedNamingThoseItDoes() {
        let launch = ["--automation", "--protocol-version", "3"]
        #expect(throws: AutomationLaunch.Refusal.unknownArgument("--driver-clok", known: ["--driver-clock"])) {
            try AutomationLaunch(arguments: launch + ["--driver-clok"], options: ["--driver-clock"])
        }
        #expect(
            AutomationLaunch.Refusal.unknownArgument("-x", known: ["--driver-clock"]).description(app: "countdown")
                == "'-x' is not an argument of countdown, which takes only --driver-clock after --automation "
                + "--protocol-version 3.")
        #expect(throws: Never.self) {
            try AutomationLaunch(arguments: launch + ["--driver-clock"], options: ["--driver-clock"])
        }
    }

    @Test func anAppThatNeedsADriverRefusesALaunchWithoutOne() {
        #expect(throws: AutomationLaunch.Refusal.noDriver) {
            try AutomationLaunch(arguments: ["--driver-clock"], requiresDriver: true)
        }
        #expect(throws: Never.self) { try AutomationLaunch(arguments: ["--driver-clock"]) }
        #expect(
            AutomationLaunch.Refusal.noDriver.description(app: "countdown").hasPrefix(
                "countdown is driven by a test driver over the automation protocol"))
    }
}
