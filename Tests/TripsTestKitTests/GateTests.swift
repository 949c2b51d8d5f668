import Testing
import TripsTestKit

// MARK: - Gate

// A broken wait hangs instead of failing; the limit turns that into a failure.
@Suite(.timeLimit(.minutes(1))) struct GateTests {
    @Test func holdsEveryWaiterUntilItOpens() async {
        let gate = Gate()
        let passed = LockBox(0)
        let waiters = (0..<3).map { _ in
            Task {
                await gate.wait()
                passed.withLock { $0 += 1 }
            }
        }
        await gate.waitForWaiters(3)
        #expect(gate.waiterCount == 3)
        #expect(passed.value == 0)

        gate.open()

        #expect(gate.waiterCount == 0)
        for waiter in waiters { await waiter.value }
        #expect(passed.value == 3)
    }

    @Test func waitsAfterOpeningReturnAtOnce() async {
        let gate = Gate()
        #expect(!gate.isOpen)

        gate.open()
        gate.open()
        await gate.wait()

        #expect(gate.isOpen)
        #expect(gate.waiterCount == 0)
    }

    @Test func aCancelledWaiterLeaves() async {
        let gate = Gate()
        let waiter = Task { await gate.wait() }
        await gate.waitForWaiters(1)

        waiter.cancel()

        #expect(gate.waiterCount == 0)
        await waiter.value
        #expect(!gate.isOpen)
    }
}
