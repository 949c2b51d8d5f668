import AutomationProtocol

/// Answers an MCP client's messages, in either revision it speaks: 2026-07-28, where each request carries its
/// version and capabilities in `_meta`, and 2025-11-25, where `initialize` comes first. Tools run on an
/// ``AppDriver``, one call at a time, in the order they came.
public actor MCPServer {
    /// The server's version, as `serverInfo` gives it.
    public static let version = "1.0.0"

    /// What the server tells a model about driving its app and what every tool shares, in `instructions`.
    public nonisolated var instructions: String { Instructions.text(for: app) }

    /// The methods the server answers.
    public static let methods = ["initialize", "ping", "server/discover", "tools/list", "tools/call"]

    private let driver: AppDriver
    /// The app the driver drives: what the instructions say of it, and its own commands among the tools.
    private let app: DrivenApp
    /// The tools: the core's, the app's own, the server's.
    private let catalog: ToolCatalog
    /// Writes a notification to the client while a request is still running (its progress).
    private let notify: @Sendable ([UInt8]) -> Void
    /// Whether an `initialize` was answered: the 2025-11-25 requests that need it may come.
    private var initialized = false

    /// A server whose tools drive `driver`, writing notifications with `notify` (standard output's writer, as the
    /// answers are written).
    public init(driver: AppDriver, notify: @escaping @Sendable ([UInt8]) -> Void = { _ in }) {
        self.driver = driver
        self.notify = notify
        app = driver.target
        catalog = ToolCatalog(appCommands: driver.target.commands)
    }

    /// The answer to one line from the client (without its newline), or `nil` when it needs none (a notification, a
    /// blank line, an answer to the server).
    public func answer(_ line: some Collection<UInt8>) async -> [UInt8]? {
        if MessageReader.isBlank(line) { return nil }
        return await answer(MessageReader.read(line))
    }

    /// The answer to a line as ``MessageReader`` read it: the error of one that is no message, else the message's.
    public func answer(_ read: Result<IncomingMessage, RPCError>) async -> [UInt8]? {
        switch read {
        case .failure(let error): return OutgoingMessage.error(error)
        case .success(let message): return await answer(message)
        }
    }

    /// The answer to one message, or `nil` when it needs none.
    public func answer(_ message: IncomingMessage) async -> [UInt8]? {
        switch message {
        case .response: return nil
        case .notification:
            // `notifications/initialized` only acknowledges the `initialize` answer; the handshake is that request,
            // so the notification alone opens nothing.
            return nil
        case .request(let id, let method, let params):
            do {
                return OutgoingMessage.result(try await result(method, params), id: id)
            } catch {
                var error = error
                error.id = id
                return OutgoingMessage.error(error)
            }
        }
    }

    // MARK: - Private

    /// Which revision a request is in: the 2026-07-28 envelope, or the handshake's.
    private enum Era {
        case modern
        case handshake
    }

    private func result(_ method: String, _ params: [String: JSONValue]) async throws(RPCError) -> JSONValue {
        guard Self.methods.contains(method) else {
            let hint = NearestMatches.didYouMean(NearestMatches.find(method, among: Self.methods))
            throw RPCError(
                RPCError.methodNotFound,
                "Unknown method '\(TextRenderer.quoted(method))'.\(hint) The server answers "
                    + "\(Self.methods.joined(separator: ", ")).")
        }
        if method == "initialize" { return try initialize(params) }
        let era = try era(of: method, params)
        switch method {
        case "ping": return .object([:])
        case "server/discover":
            return complete(
                [
                    "supportedVersions": .array(Revisions.supported.map(JSONValue.string)),
                    "capabilities": capabilities, "instructions": .string(instructions),
                    "ttlMs": .integer(0), "cacheScope": .string("public"),
                ], era)
        case "tools/list":
            var fields: [String: JSONValue] = ["tools": .array(catalog.tools.map(\.json))]
            if era == .modern {
                fields["ttlMs"] = .integer(3_600_000)
                fields["cacheScope"] = .string("public")
            }
            return complete(fields, era)
        default:
            return complete(try await call(params).json, era)
        }
    }

    private func initialize(_ params: [String: JSONValue]) throws(RPCError) -> JSONValue {
        guard case .string = params["protocolVersion"] else {
            throw RPCError(
                RPCError.invalidParams,
                "`initialize` needs `protocolVersion`, a string such as \"\(Revisions.handshake)\".")
        }
        initialized = true
        return .object([
            "protocolVersion": .string(Revisions.handshake), "capabilities": capabilities,
            "serverInfo": serverInfo, "instructions": .string(instructions),
        ])
    }

    /// The request's revision, checked: a 2026-07-28 envelope must name a version the server speaks and the client's
    /// capabilities; a request without one must come after `initialize` (`ping` may come before).
    private func era(of method: String, _ params: [String: JSONValue]) throws(RPCError) -> Era {
        if let meta = params["_meta"], meta != .null {  // a null `_meta` is one not given
            guard case .object = meta else {
                throw RPCError(
                    RPCError.invalidParams,
                    "`_meta` must be an object, such as {\"\(Revisions.protocolVersionKey)\":\"\(Revisions.modern)\","
                        + "\"\(Revisions.clientCapabilitiesKey)\":{}}; it is \(meta.shown).")
            }
        }
        guard case .object(let meta)? = params["_meta"], let version = meta[Revisions.protocolVersionKey] else {
            if method == "server/discover" {
                throw RPCError(
                    RPCError.invalidParams,
                    "`server/discover` needs `_meta` with `\(Revisions.protocolVersionKey)` (\"\(Revisions.modern)\") "
                        + "and `\(Revisions.clientCapabilitiesKey)` (an object, {} for none).")
            }
            guard initialized || method == "ping" else {
                throw RPCError(
                    RPCError.invalidRequest,
                    "The server is not initialized: send `initialize` first (\(Revisions.handshake)), or give every "
                        + "request `_meta` with `\(Revisions.protocolVersionKey)` and "
                        + "`\(Revisions.clientCapabilitiesKey)` (\(Revisions.modern)).")
            }
            return .handshake
        }
        guard case .string(let requested) = version, requested == Revisions.modern else {
            let shown = if case .string(let text) = version { "'\(TextRenderer.quoted(text))'" } else { version.shown }
            throw RPCError(
                RPCError.unsupportedProtocolVersion,
                "Unsupported protocol version \(shown): the server speaks \(Revisions.modern) (per request) and "
                    + "\(Revisions.handshake) (after initialize).",
                data: .object([
                    "supported": .array(Revisions.supported.map(JSONValue.string)),
                    "requested": version,
                ]))
        }
        guard case .object? = meta[Revisions.clientCapabilitiesKey] else {
            throw RPCError(
                RPCError.invalidParams,
                "`_meta` needs `\(Revisions.clientCapabilitiesKey)`: the client's capabilities, an object ({} for none)."
            )
        }
        if method == "ping" {
            throw RPCError(
                RPCError.methodNotFound, "`ping` is not part of \(Revisions.modern); every request stands alone.")
        }
        return .modern
    }

    private func call(_ params: [String: JSONValue]) async throws(RPCError) -> ToolAnswer {
        guard case .string(let name)? = params["name"] else {
            throw RPCError(RPCError.invalidParams, "`tools/call` needs `name`, a tool's name such as \"snapshot\".")
        }
        guard let tool = catalog.tool(named: name) else {
            let names = catalog.tools.map(\.name)
            let hint = NearestMatches.didYouMean(NearestMatches.find(name, among: names))
            throw RPCError(
                RPCError.invalidParams,
                "Unknown tool '\(TextRenderer.quoted(name))'.\(hint) Tools: \(names.joined(separator: ", ")).")
        }
        var fields: [String: JSONValue] = [:]
        switch params["arguments"] {
        case nil, .null?: break
        case .object(let object)?: fields = object
        case let other?:
            throw RPCError(RPCError.invalidParams, "`arguments` must be an object; it is \(other.shown).")
        }
        let arguments: CommandArguments
        do {
            arguments = try CommandArguments(tool: tool.id, arguments: fields, table: catalog.table)
        } catch {
            return ToolAnswer(error.description, isError: true)
        }
        return await driver.call(tool.id, arguments, progress: progress(for: params))
    }

    /// What tells a long tool call's progress: notifications with the request's `progressToken`, when it gave one,
    /// each `progress` greater than the one before.
    private func progress(for params: [String: JSONValue]) -> FlowProgress {
        guard case .object(let meta)? = params["_meta"], let token = meta["progressToken"] else { return { _ in } }
        let notify = self.notify
        let count = ProgressCount()
        return { step in
            let progress = count.next()
            notify(OutgoingMessage.progress(token: token, progress: progress, total: nil, message: step.message))
        }
    }

    /// A result with the fields 2026-07-28 adds to every result: `resultType`, and the server's identity.
    private func complete(_ fields: [String: JSONValue], _ era: Era) -> JSONValue {
        guard era == .modern else { return .object(fields) }
        var fields = fields
        fields["resultType"] = .string("complete")
        fields["_meta"] = .object([Revisions.serverInfoKey: serverInfo])
        return .object(fields)
    }

    private var capabilities: JSONValue { .object(["tools": .object(["listChanged": .bool(false)])]) }

    private var serverInfo: JSONValue {
        .object(["name": .string("trips-mcp"), "title": .string(app.title), "version": .string(Self.version)])
    }
}
