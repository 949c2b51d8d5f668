import Testing
import TripsTestKit

// MARK: - LockBox

@Suite struct LockBoxTests {
    @Test func readsSetsAndChangesItsValue() {
        let box = LockBox([1])

        box.set([2])
        let count = box.withLock { value in
            value.append(3)
            return value.count
        }

        #expect(count == 2)
        #expect(box.value == [2, 3])
    }

    @Test func changesFromManyTasksAreNotLost() async {
        let box = LockBox(0)

        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask { box.withLock { $0 += 1 } }
            }
        }

        #expect(box.value == 100)
    }
}
