import Foundation

/// The result of `work`, run on a thread of its own while the calling task waits without holding one.
///
/// Swift Testing runs a suite's tests at once on the cooperative pool, which has one thread per core, and every test's
/// next step waits for one of them. Work that holds a thread for long, a blocking read from another process or
/// megabytes scanned in a debug build, would hold one of those few for every test in the run; on its own thread it
/// takes only its share of the processor. `work` records no issue (an `#expect` needs the test's task): it returns
/// what the test then checks.
public func onAThreadOfItsOwn<Value: Sendable>(
    _ name: String = "a test's own thread", _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        thread.name = name
        thread.start()
    }
}
