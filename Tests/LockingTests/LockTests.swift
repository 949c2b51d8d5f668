import Dispatch
import Locking
import Testing

/// `Lock` keeps every change made under it and hands back what its body returns or throws.
struct LockTests {
    @Test func changesMadeFromManyThreadsUnderTheLockAreAllKept() {
        let count = Lock(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 { count.withLock { $0 += 1 } }
        }
        #expect(count.withLock { $0 } == 8_000)
    }

    @Test func withLockReturnsWhatItsBodyReturnsAndKeepsItsChanges() {
        let names = Lock(["Kyoto"])
        let before = names.withLock { names in
            defer { names.append("Lisbon") }
            return names.count
        }
        #expect(before == 1)
        #expect(names.withLock { $0 } == ["Kyoto", "Lisbon"])
    }

    @Test func withLockRethrowsWhatItsBodyThrowsAndKeepsTheChangesMadeBefore() {
        struct Refused: Error, Equatable {}
        let count = Lock(0)
        #expect(throws: Refused()) {
            try count.withLock { (value: inout Int) throws(Refused) in
                value = 1
                throw Refused()
            }
        }
        #expect(count.withLock { $0 } == 1)
    }
}
