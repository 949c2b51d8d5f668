import Foundation
import Locking
import Synchronization

// lock-race-check lock|mutex|unguarded: four threads add 10,000 each to one counter in memory, each addition made
// under a `Lock` (lock), under a bare `Synchronization.Mutex` (mutex), or under a `Lock` by three threads and with no
// lock at all by the fourth (unguarded); prints the count. Built with ThreadSanitizer (`make tsan`), the first runs
// quiet and the last is reported: LockingTests' `LockRaceTests` runs both. The second is why `Lock` exists: whenever
// two threads contend for the bare mutex, the kernel's futex hands it over where the sanitizer cannot see, and the
// additions it ordered are reported as a race though the count is exact; it is not asserted, as an idle thread or a
// busy machine may leave no contention in a run.

/// How the additions are guarded.
enum Guard: String {
    case lock, mutex, unguarded
}

/// Runs the four threads guarded as `chosen`; returns the count they reached.
func count(guardedBy chosen: Guard) -> Int {
    // The counter is plain memory, so that an access made without the lock is a plain race for the sanitizer; threads
    // reach it by its address, which is Sendable where the pointer is not.
    let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    counter.initialize(to: 0)
    defer { counter.deallocate() }
    let address = Int(bitPattern: counter)
    let lock = Lock(())
    let mutex = Mutex(())
    let threads = 4
    // Every thread is started and waiting before any adds, so that nothing but the guard orders what they add: threads
    // run one after another could be ordered by the runtime's own locks (a thread ending, the next starting), and a
    // missing guard go unseen on a busy machine.
    let (arrived, go) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
    let done = DispatchGroup()
    for thread in 0..<threads {
        done.enter()
        Thread {
            defer { done.leave() }
            arrived.signal()
            go.wait()
            guard let counter = UnsafeMutablePointer<Int>(bitPattern: address) else { return }
            for _ in 0..<10_000 {
                switch chosen {
                case .lock: lock.withLock { _ in counter.pointee += 1 }
                case .mutex: mutex.withLock { _ in counter.pointee += 1 }
                case .unguarded where thread == threads - 1: counter.pointee += 1
                case .unguarded: lock.withLock { _ in counter.pointee += 1 }
                }
            }
        }.start()
    }
    for _ in 0..<threads { arrived.wait() }
    for _ in 0..<threads { go.signal() }
    done.wait()
    return lock.withLock { _ in counter.pointee }
}

guard CommandLine.arguments.count == 2, let chosen = Guard(rawValue: CommandLine.arguments[1]) else {
    FileHandle.standardError.write(Data("usage: lock-race-check lock|mutex|unguarded\n".utf8))
    exit(64)
}
print(count(guardedBy: chosen))
