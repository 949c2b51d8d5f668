import AutomationProtocol

/// A `network` change as the command table's arguments say it: `condition`, and `city`, `status` and `latency` as the
/// condition needs them.
extension NetworkChange {
    /// The change's arguments, by the names the `network` entry gives them.
    public var arguments: CommandArguments {
        var arguments = CommandArguments()
        arguments[.condition] = condition.name
        arguments[.city] = city
        switch condition {
        case .failing(let status): arguments[.status] = status
        case .slow(let milliseconds): arguments[.latency] = .milliseconds(milliseconds)
        case .normal, .offline, .silent: break
        }
        return arguments
    }

    /// The change a `network` command's arguments say; a `failing` without a status is 500. A status or a latency
    /// given with a condition that does not take it is refused, not ignored: whoever gave it meant something else.
    public init(_ arguments: CommandArguments) throws(CommandArguments.Problem) {
        let city = arguments[.city]
        let condition = arguments[.condition]
        let given = [
            (CommandID.network.definition.argument(.status), arguments.has(.status), "failing"),
            (CommandID.network.definition.argument(.latency), arguments.has(.latency), "slow"),
        ]
        for (argument, isGiven, takenBy) in given where isGiven && condition != takenBy && condition != nil {
            let field = argument?.wireField ?? argument?.name ?? ""
            throw CommandArguments.Problem(
                "`network`'s `\(field)` goes with `\(takenBy)`, not with `\(condition ?? "")`.")
        }
        switch condition {
        case "normal": self.init(city: city, condition: .normal)
        case "offline": self.init(city: city, condition: .offline)
        case "silent": self.init(city: city, condition: .silent)
        case "failing": self.init(city: city, condition: .failing(status: arguments[.status] ?? 500))
        case "slow":
            guard let latency = arguments[.latency] else {
                let field = CommandID.network.definition.argument(.latency)?.wireField ?? ""
                throw CommandArguments.Problem("`network` when `slow` needs `\(field)`: how long each answer takes.")
            }
            self.init(city: city, condition: .slow(milliseconds: latency.wholeMilliseconds))
        default: throw .missing(.condition, of: .network)
        }
    }
}
