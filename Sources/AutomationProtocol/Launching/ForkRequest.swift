/// What a driver asks an app's fork server for (the app started with its fork-server argument alone): one app,
/// started as if by these arguments, in this environment and working directory. The app's standard input, output and
/// error travel beside it as descriptors.
///
/// On the socket a request is one message: its fields as UTF-8, each ended by a zero byte, in the order working
/// directory, the number of arguments, the arguments, then each environment variable as `NAME=value`. The server
/// answers each request with one message: the started app's process identifier in decimal, or `error: ` and why.
public struct ForkRequest: Sendable, Hashable {
    /// The app's launch arguments, without the program's name.
    public var arguments: [String]
    /// The app's whole environment.
    public var environment: [String: String]
    /// The app's working directory.
    public var workingDirectory: String

    /// Why bytes do not read as a request.
    public struct Malformed: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was wrong.
        public var description: String
    }

    /// A request for an app with these arguments, environment and working directory.
    public init(arguments: [String], environment: [String: String], workingDirectory: String) {
        self.arguments = arguments
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    /// The request as the server reads it. A zero byte cannot be part of an argument, a variable or a path, so the
    /// fields need no escaping; a field holding one is cut there, as `exec` would cut it.
    public var bytes: [UInt8] {
        let fields =
            [workingDirectory, String(arguments.count)] + arguments
            + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var bytes: [UInt8] = []
        for field in fields {
            bytes += field.utf8.prefix { $0 != 0 }
            bytes.append(0)
        }
        return bytes
    }

    /// Reads a request from its bytes. A variable is split at its first `=` byte, as the C library splits one, so
    /// a value may begin with a combining mark.
    public init(bytes: [UInt8]) throws(Malformed) {
        guard bytes.last == 0 else { throw Malformed(description: "the request does not end with a zero byte") }
        let fields = bytes.dropLast().split(separator: 0, omittingEmptySubsequences: false)
        func text(_ field: ArraySlice<UInt8>) -> String { String(decoding: field, as: UTF8.self) }
        guard fields.count >= 2, let count = Int(text(fields[1])), count >= 0, count <= fields.count - 2 else {
            throw Malformed(description: "the request has no working directory and argument count")
        }
        var environment: [String: String] = [:]
        environment.reserveCapacity(fields.count - 2 - count)
        for variable in fields.dropFirst(2 + count) {
            guard let equals = variable.firstIndex(of: UInt8(ascii: "=")), equals != variable.startIndex else {
                throw Malformed(description: "the environment entry '\(text(variable))' is not NAME=value")
            }
            environment[text(variable[..<equals])] = text(variable[(equals + 1)...])
        }
        self.init(
            arguments: fields[2..<(2 + count)].map(text), environment: environment, workingDirectory: text(fields[0]))
    }
}
