import AutomationProtocol
import Testing
import TripsProtocol
import TripsRunner

/// What the Trips layer hands the core for trips-shell: where it is found, how its fork server starts, how a network
/// step is named.
struct TripsProfileTests {
    @Test func theShellIsFoundByItsEnvironmentVariableWhichMustNameAnExecutable() throws {
        let error = #expect(throws: RunnerError.self) {
            try ExecutableLocator.tripsShell.locate(environment: ["TRIPS_SHELL_PATH": "/nonexistent/trips-shell"])
        }
        #expect(error?.kind == .executableNotFound)
        #expect(error?.message.contains("TRIPS_SHELL_PATH") == true)
        #expect(try ExecutableLocator.tripsShell.locate(environment: ["TRIPS_SHELL_PATH": "/bin/sh"]).path == "/bin/sh")
    }

    @Test func itsForkServerStartsWithTheLaunchOptionForItAndANetworkStepIsNamedByItsCityAndCondition() {
        #expect(AppProfile.trips.forkServerArguments == ["--fork-server"])
        #expect(AppProfile.trips.stepProbe?.label == "network")
        let offline = Command.network(NetworkChange(city: "Kyoto", condition: .offline))
        #expect(
            AppProfile.trips.commandNaming(offline)
                == CommandNaming(title: "network Kyoto: offline", subject: "\"Kyoto\""))
        #expect(AppProfile.trips.commandNaming(.back) == nil)
        #expect(AppProfile.trips.liveClockAdvice == "launch with -uiTesting --driver-clock")
    }
}
