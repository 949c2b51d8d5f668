// Shows ThreadSanitizer reporting a "Swift access race" inside Synchronization.Mutex.withLock on Linux, where the
// mutex is a futex that ThreadSanitizer cannot see; the count printed is still exact (80000), so nothing raced.
//
//   swiftc -sanitize=thread scripts/tsan-mutex-repro.swift -o .build/tsan-mutex-repro && .build/tsan-mutex-repro
import Foundation
import Synchronization

final class Counter: Sendable {
    let state = Mutex((count: 0, recent: [Int]()))
}

let counter = Counter()
let done = DispatchGroup()
for _ in 0..<4 {
    done.enter()
    Thread {
        for value in 0..<20_000 {
            counter.state.withLock { state in
                state.count += 1
                state.recent.append(value)
                if state.recent.count > 10 { state.recent.removeAll() }
            }
        }
        done.leave()
    }.start()
}
done.wait()
print(counter.state.withLock { $0.count })
