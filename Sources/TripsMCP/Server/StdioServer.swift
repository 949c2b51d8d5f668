import ConcurrencyHelpers
import Foundation

/// The server on standard input and output: one message per line each way, nothing but protocol messages on
/// standard output; it returns when standard input ends.
public enum StdioServer {
    /// Answers every line of standard input in order, then shuts the driver down.
    public static func run(_ server: MCPServer, driver: AppDriver) async {
        let lines = AsyncStream<Data>(bufferingPolicy: .unbounded) { continuation in
            DescriptorLines.start(
                FileHandle.standardInput, name: "trips-mcp stdin",
                onLine: { continuation.yield($0) }, onEnd: { continuation.finish() })
        }
        for await line in lines {
            guard let answer = await server.answer(line) else { continue }
            write(answer)
        }
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
