import Testing
import TripsTestKit

// MARK: - CallbackProbe

@Suite struct CallbackProbeTests {
    @Test func recordsEveryCallInOrder() {
        let probe = CallbackProbe<String>()
        let callback: @Sendable (String) -> Void = probe.closure
        #expect(!probe.wasCalled)

        callback("Seattle")
        probe("Bergen")
        probe.call("Kyoto")

        #expect(probe.calls == ["Seattle", "Bergen", "Kyoto"])
        #expect(probe.callCount == 3)
        #expect(probe.wasCalled(with: "Bergen"))
        #expect(!probe.wasCalled(with: "Hogsmeade"))
    }

    @Test func recordsCallsWithoutArguments() {
        let probe = CallbackProbe<Void>()

        probe()
        probe.call()

        #expect(probe.callCount == 2)
        #expect(probe.wasCalled)
    }
}
