/// Reading an MCP tool call's `arguments` by the command table: each property by its argument's kind, with the same
/// sentences as a request's fields, so that a model told what was wrong can put it right.
extension CommandArgument {
    /// The properties a tool's input takes the argument under: `identifier` or `locator` for an element (as in
    /// protocol version 2), else its request field (`milliseconds`), else its name.
    public var toolProperties: [String] {
        if case .element = kind { return ["identifier", "locator"] }
        return [wireField ?? name]
    }
}

extension CommandArguments {
    /// Reads a tool's `arguments` object for command `id`: every property must be one the command's definition
    /// names, hold what its kind accepts, and every argument that is not optional must be given. A batch's steps name
    /// tools of `table`.
    public init(tool id: CommandID, arguments fields: [String: JSONValue], table: CommandTable = .core)
        throws(Problem)
    {
        self.init()
        let definition = id.definition
        let tool = definition.toolName ?? id.rawValue
        let known = definition.arguments.flatMap(\.toolProperties)
        if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
            let hint = NearestMatches.didYouMean(NearestMatches.find(unknown, among: known).map { "`\($0)`" })
            let takes = known.isEmpty ? "It takes no arguments." : "It takes: \(known.joined(separator: ", "))."
            throw Problem("`\(tool)` has no argument `\(TextRenderer.quoted(unknown))`.\(hint) \(takes)")
        }
        for argument in definition.arguments {
            if case .element = argument.kind {
                if let locator = try Self.element(fields, of: tool, argument) {
                    self[argument: argument] = .element(locator)
                }
                continue
            }
            let property = argument.wireField ?? argument.name
            guard let value = fields[property] else {
                if !argument.isOptional {
                    throw Problem(
                        "`\(tool)` needs `\(property)`, \(Request.accepted(argument)): \(argument.summary).")
                }
                continue
            }
            if case .calls = argument.kind {
                self[argument: argument] = .calls(try Self.calls(value, field: property, table: table))
                continue
            }
            do {
                self[argument: argument] = try Request.read(value, as: argument, field: property)
            } catch {
                throw Problem(error.message)
            }
        }
    }

    // MARK: - Private

    private static func element(
        _ fields: [String: JSONValue], of tool: String, _ argument: CommandArgument
    ) throws(Problem) -> Locator? {
        switch (fields["identifier"], fields["locator"]) {
        case (nil, nil):
            if argument.isOptional { return nil }
            throw Problem(
                #"`\#(tool)` needs `identifier` (a string, such as "row.first") or `locator` (an object such as "#
                    + #"{"role":"cell","label":{"contains":"Oslo"}}): \#(argument.summary)."#)
        case (.some, .some):
            throw Problem("`\(tool)` takes `identifier` or `locator`, not both: \(argument.summary).")
        case (let identifier?, nil):
            guard case .string(let text) = identifier else {
                throw Problem(
                    #"`identifier` must be a string, such as "row.first" (\#(argument.summary)); it is "#
                        + "\(identifier.shown).")
            }
            return Locator(identifier: text)
        case (nil, let locator?):
            do {
                return try Locator(reading: locator, field: "locator")
            } catch {
                throw Problem(error.message)
            }
        }
    }

    private static func calls(_ value: JSONValue, field: String, table: CommandTable) throws(Problem) -> [Call] {
        let shape = #"an array of objects such as {"tool":"tap","arguments":{"identifier":"row.first"}}"#
        guard case .array(let items) = value, !items.isEmpty else {
            throw Problem("`\(field)` must be \(shape), at least one; it is \(value.shown).")
        }
        var calls: [Call] = []
        for (index, item) in items.enumerated() {
            let place = "`\(field)[\(index)]`"
            guard case .object(let step) = item else {
                throw Problem("\(place) must be an object; it is \(item.shown).")
            }
            if let extra = step.keys.sorted().first(where: { $0 != "tool" && $0 != "arguments" }) {
                throw Problem("\(place) has no field `\(TextRenderer.quoted(extra))`; it takes `tool` and `arguments`.")
            }
            guard case .string(let name)? = step["tool"] else {
                throw Problem("\(place) needs `tool`, a tool's name such as \"tap\".")
            }
            // A step is any tool but one that runs steps itself.
            let runsSteps = { (id: CommandID) in id.definition.arguments.contains { $0.kind == .calls } }
            let tools = table.commands.filter { !runsSteps($0) }.compactMap(\.definition.toolName)
            guard let id = table.command(toolName: name), !runsSteps(id) else {
                let hint = NearestMatches.didYouMean(NearestMatches.find(name, among: tools))
                throw Problem(
                    "\(place) names no tool a batch can run: '\(TextRenderer.quoted(name))'.\(hint) "
                        + "Known: \(tools.joined(separator: ", ")).")
            }
            var arguments: [String: JSONValue] = [:]
            switch step["arguments"] {
            case nil: break
            case .object(let object)?: arguments = object
            case let other?: throw Problem("\(place).arguments must be an object; it is \(other.shown).")
            }
            do {
                calls.append(Call(id, try CommandArguments(tool: id, arguments: arguments, table: table)))
            } catch {
                throw Problem("\(place): \(error.description)")
            }
        }
        return calls
    }
}
