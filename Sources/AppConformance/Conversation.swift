import AutomationProtocol

/// A launched app past its hello: requests written as the document writes them, answers read with the state they
/// carry applied to the state before, as a driver must.
struct Conversation: Sendable {
    /// How long an answer may take: a request that does not wait is answered at once, and a wait on a live clock
    /// is bounded by what the app has in flight.
    static let answerTimeout = Duration.seconds(10)

    /// The app.
    let app: AppUnderCheck
    /// Its hello.
    let hello: Hello
    /// The state as its messages have built it.
    var tracker = StateTracker()
    /// The next request's `id`.
    private var nextID = 1

    /// Reads the hello of `app`, which must be its first line.
    init(_ app: AppUnderCheck, helloTimeout: Duration) async throws(CheckFailure) {
        self.app = app
        let first = try await app.nextMessage(within: helloTimeout, waitingFor: "before its hello")
        guard case .hello(let hello) = first else {
            throw CheckFailure("wrote \(Self.kind(of: first)) before its hello")
        }
        self.hello = hello
        tracker.start(from: hello.state)
    }

    /// Sends `command` (and its other fields, JSON members without braces) with the next `id`; returns the `id`.
    mutating func send(_ command: String, _ fields: String = "") throws(CheckFailure) -> Int {
        let id = nextID
        nextID += 1
        try app.send(#"{"id":\#(id),"command":"\#(command)"\#(fields.isEmpty ? "" : "," + fields)}"#)
        return id
    }

    /// Sends `command` and reads its answer, which must carry its `id`.
    mutating func ask(_ command: String, _ fields: String = "") async throws(CheckFailure) -> Response {
        let id = try send(command, fields)
        return try await answer(to: id, "`\(command)`")
    }

    /// Reads the next answer, which must be the one to request `id`.
    mutating func answer(to id: Int, _ what: String) async throws(CheckFailure) -> Response {
        let response = try await app.nextResponse(within: Self.answerTimeout, to: what, tracker: &tracker)
        guard response.id == id else {
            throw CheckFailure("answered \(what) (id \(id)) with the id \(response.id)")
        }
        return response
    }

    /// The state the messages so far have built.
    var state: AppState? { tracker.latest }

    /// A message's type, as a failure names it.
    static func kind(of message: Message) -> String {
        switch message {
        case .hello: "a hello"
        case .update: "an update"
        case .response(let response): "a response (id \(response.id))"
        }
    }
}
