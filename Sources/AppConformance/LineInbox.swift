import Foundation
import Locking

/// The lines one of the app's streams carries, read by a thread of their own as they come and handed to the check
/// in order; the check waits for the next one with a bound, and learns at once when the stream has ended.
final class LineInbox: Sendable {
    /// What the stream gave next.
    enum Item: Sendable, Equatable {
        /// A line, without its newline.
        case line(String)
        /// The end of the stream.
        case ended
    }

    private struct State {
        var items: [Item] = []
        var waiter: CheckedContinuation<Item?, Never>?
        /// The latest lines, kept for a failure to quote.
        var latest: [String] = []
    }

    private let state = Lock(State())
    /// The process's end, which every stream of it shares.
    let ending: Ending

    /// Starts reading `handle` on a thread of its own until it ends.
    init(reading handle: FileHandle, ending: Ending) {
        self.ending = ending
        // A thread, not a task: reading blocks, and a blocked task would hold one of the cooperative pool's threads
        // (two on this kind of machine) for as long as the app runs.
        Thread { [self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 0x0A) {
                    push(.line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
            if !pending.isEmpty { push(.line(String(decoding: pending, as: UTF8.self))) }
            push(.ended)
        }.start()
    }

    /// The latest lines read (at most ten).
    var latest: [String] { state.withLock { $0.latest } }

    /// The next item, or `nil` when none comes `within`.
    func next(within timeout: Duration) async -> Item? {
        await Self.bounded(timeout) { await self.next() }
    }

    private func next() async -> Item? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // Cancelled before the waiter was set: the handler found none to end, so it is not set at all.
                let ready: Item?? = state.withLock { state in
                    if !state.items.isEmpty { return .some(state.items.removeFirst()) }
                    if Task.isCancelled { return .some(nil) }
                    state.waiter = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            state.withLock { $0.waiter.take() }?.resume(returning: nil)
        }
    }

    private func push(_ item: Item) {
        let waiter = state.withLock { state in
            if case .line(let line) = item { state.latest = Array((state.latest + [line]).suffix(10)) }
            guard let waiter = state.waiter.take() else {
                state.items.append(item)
                return nil as CheckedContinuation<Item?, Never>?
            }
            return waiter
        }
        waiter?.resume(returning: item)
    }

    /// What `wait` gives, or `nil` once `timeout` has passed; `wait` must end with `nil` when cancelled.
    static func bounded<Value: Sendable>(
        _ timeout: Duration, _ wait: @escaping @Sendable () async -> Value?
    ) async -> Value? {
        await withTaskGroup(of: Value?.self) { group in
            group.addTask { await wait() }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}

extension LineInbox {
    /// The process's exit status, once it has exited.
    final class Ending: Sendable {
        private let state = Lock<(status: Int32?, waiters: [CheckedContinuation<Int32?, Never>])>((nil, []))

        /// Records the exit status and tells every waiter.
        func end(_ status: Int32) {
            let waiters = state.withLock { state in
                state.status = status
                defer { state.waiters = [] }
                return state.waiters
            }
            for waiter in waiters { waiter.resume(returning: status) }
        }

        /// The exit status, or `nil` if the process has not exited `within`.
        func status(within timeout: Duration) async -> Int32? {
            await LineInbox.bounded(timeout) { await self.status() }
        }

        private func status() async -> Int32? {
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    let now: Int32?? = state.withLock { state in
                        if let status = state.status { return .some(status) }
                        if Task.isCancelled { return .some(nil) }
                        state.waiters.append(continuation)
                        return nil
                    }
                    if let now { continuation.resume(returning: now) }
                }
            } onCancel: {
                let waiters = state.withLock { state in
                    defer { state.waiters = [] }
                    return state.waiters
                }
                for waiter in waiters { waiter.resume(returning: nil) }
            }
        }
    }
}
