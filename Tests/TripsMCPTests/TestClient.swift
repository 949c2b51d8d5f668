import AutomationProtocol
import Foundation
import TripsMCP

/// Speaks to an ``MCPServer`` as a client would, one line at a time, and reads its answers back.
struct TestClient {
    let server: MCPServer
    let driver: AppDriver

    /// A client of a server whose tools drive a `trips-shell` launched with `options`, its data directories in
    /// `scratch`.
    init(options: [String] = ["-uiTesting"], scratch: URL = FileManager.default.temporaryDirectory) {
        self.init(driver: AppDriver(shell: nil, launchOptions: options, scratch: scratch))
    }

    /// A client of a server whose tools are `driver`'s.
    init(driver: AppDriver) {
        self.driver = driver
        server = MCPServer(driver: driver)
    }

    /// The `_meta` every 2026-07-28 request carries.
    static let meta: JSONValue = .object([
        "io.modelcontextprotocol/protocolVersion": .string("2026-07-28"),
        "io.modelcontextprotocol/clientCapabilities": .object([:]),
    ])

    /// The answer to one line, read back as JSON (`nil` when there is none).
    func send(_ line: String) async -> JSONValue? {
        guard let answer = await server.answer(Array(line.utf8)) else { return nil }
        return JSONValue.parse(answer.dropLast())
    }

    /// The answer to a 2026-07-28 request.
    func request(_ method: String, _ params: [String: JSONValue] = [:], id: Int = 1) async -> JSONValue? {
        var params = params
        params["_meta"] = Self.meta
        let message: JSONValue = .object([
            "jsonrpc": .string("2.0"), "id": .integer(id), "method": .string(method), "params": .object(params),
        ])
        return await send(message.jsonText)
    }

    /// A tool's answer: its text and whether it failed.
    func call(_ tool: String, _ arguments: [String: JSONValue] = [:]) async -> (text: String, isError: Bool) {
        let answer = await request("tools/call", ["name": .string(tool), "arguments": .object(arguments)])
        guard case .object(let fields)? = answer, case .object(let result)? = fields["result"],
            case .array(let content)? = result["content"], case .object(let first)? = content.first,
            case .string(let text)? = first["text"], case .bool(let isError)? = result["isError"]
        else { return ("no tool answer: \(answer?.jsonText ?? "none")", true) }
        return (text, isError)
    }

    /// Ends the app and removes its data.
    func close() async { await driver.shutDown() }
}

extension JSONValue {
    /// The value at a path of object keys, if there is one.
    subscript(_ path: String...) -> JSONValue? {
        var value: JSONValue? = self
        for key in path {
            guard case .object(let fields)? = value else { return nil }
            value = fields[key]
        }
        return value
    }
}

/// Runs `body` with a client of a fresh server, then ends its app.
func withClient(
    options: [String] = ["-uiTesting"], scratch: URL = FileManager.default.temporaryDirectory,
    _ body: (TestClient) async throws -> Void
) async rethrows {
    let client = TestClient(options: options, scratch: scratch)
    do {
        try await body(client)
    } catch {
        await client.close()
        throw error
    }
    await client.close()
}
