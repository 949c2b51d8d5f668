import Domain
import Testing
import TripsTestKit

@Suite("The app's log")
struct AppLogTests {
    @Test func aLogThatIsOffBuildsNoLine() {
        let built = LockBox(0)
        let line = { () -> String in
            built.withLock { $0 += 1 }
            return "built"
        }
        AppLog.off.debug(line())
        #expect(built.value == 0 && !AppLog.off.isOn)
        let probe = LogProbe()
        probe.log.debug(line())
        #expect(built.value == 1 && probe.lines == ["built"] && probe.log.isOn)
    }
}
