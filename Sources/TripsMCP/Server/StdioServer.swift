import ConcurrencyHelpers
import Foundation
import Locking

/// The server on standard input and output: one message per line each way, nothing but protocol messages on
/// standard output; it returns when standard input ends and every message before the end is answered.
public enum StdioServer {
    /// Answers every line of standard input in order, then shuts the driver down. Lines are read while a request is
    /// being answered, so that the client's `notifications/cancelled` for it stops it (a build, a run, a wait) and
    /// the next request need not wait for work nobody wants; a cancelled request is not answered, as MCP asks.
    public static func run(_ server: MCPServer, driver: AppDriver) async {
        let lines = AsyncStream<Data>(bufferingPolicy: .unbounded) { continuation in
            DescriptorLines.start(
                FileHandle.standardInput, name: "trips-mcp stdin",
                onLine: { continuation.yield($0) }, onEnd: { continuation.finish() })
        }
        let (queued, queue) = AsyncStream.makeStream(of: Result<IncomingMessage, RPCError>.self)
        let current = CurrentRequest()
        // One request at a time, in the order they came: the tools drive one app.
        let answering = Task {
            for await read in queued {
                let answer = Task { await server.answer(read) }
                guard current.begin(try? read.get().requestID, answer) else {
                    answer.cancel()
                    _ = await answer.value
                    continue
                }
                let written = await answer.value
                if current.end(), let written { write(written) }
            }
        }
        for await line in lines where !MessageReader.isBlank(line) {
            // Each line is read once, here: a cancellation is acted on at once, anything else waits its turn.
            let read = MessageReader.read(line)
            if let cancelled = try? read.get().cancelledRequest {
                current.cancel(cancelled)
            } else {
                queue.yield(read)
            }
        }
        queue.finish()
        await answering.value
        await driver.shutDown()
    }

    /// Writes all of `bytes` to standard output, which a client reads line by line: the answers, and the
    /// notifications a tool sends while it runs.
    public static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(1, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// The request being answered, which a `notifications/cancelled` naming its id stops, and the ids cancelled before
/// their turn came.
private final class CurrentRequest: Sendable {
    private struct State {
        var id: RequestID?
        var task: Task<[UInt8]?, Never>?
        var cancelled = false
        var cancelledEarly: Set<RequestID> = []
    }

    private let state = Lock(State())

    /// Starts answering request `id` by `task`; `false` when the client cancelled it before its turn.
    func begin(_ id: RequestID?, _ task: Task<[UInt8]?, Never>) -> Bool {
        state.withLock { state in
            if let id, state.cancelledEarly.remove(id) != nil { return false }
            state = State(id: id, task: task, cancelledEarly: state.cancelledEarly)
            return true
        }
    }

    /// Ends the request; whether its answer is to be written (it was not cancelled).
    func end() -> Bool {
        state.withLock { state in
            defer { state = State(cancelledEarly: state.cancelledEarly) }
            return !state.cancelled
        }
    }

    /// Cancels request `id`: the one being answered, or one still queued when its turn comes.
    func cancel(_ id: RequestID) {
        let task = state.withLock { state -> Task<[UInt8]?, Never>? in
            guard state.id == id else {
                state.cancelledEarly.insert(id)
                return nil
            }
            state.cancelled = true
            return state.task
        }
        task?.cancel()
    }
}
