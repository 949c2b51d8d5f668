import AutomationProtocol

extension SessionState {
    /// Takes one message from the app: a greeting, an update or an answer.
    mutating func take(_ message: Message) {
        switch message {
        case .hello(let hello):
            if self.hello != nil {
                fault = fault ?? "the app said hello twice"
            } else if hello.protocolVersion != WireFormat.protocolVersion {
                fault =
                    fault ?? """
                        the app speaks protocol version \(hello.protocolVersion); this runner speaks \
                        \(WireFormat.protocolVersion)
                        """
            } else {
                self.hello = hello
                adopt(hello.state)
            }
        case .update(let state):
            guard hello != nil else { return faultBeforeHello("an update") }
            adopt(state)
        case .response(let response):
            guard hello != nil else { return faultBeforeHello("a response") }
            adopt(response.state)
            if let request = pending.removeValue(forKey: response.id) {
                request.continuation.resume(returning: .answered(response))
            }
        }
    }

    private mutating func faultBeforeHello(_ what: String) {
        fault = fault ?? "the app wrote \(what) before its hello"
    }
}

extension Message {
    /// The state the message carries: every message carries one.
    var state: AppState {
        switch self {
        case .hello(let hello): hello.state
        case .update(let state): state
        case .response(let response): response.state
        }
    }
}
