import AutomationProtocol

extension SessionState {
    /// Takes one message from the app (a greeting, an update or an answer) and returns the whole state it leaves
    /// the app in; `nil` when it carries none that can be worked out (then ``needsFullState`` is set, and states are
    /// not taken until a whole one comes).
    mutating func take(_ message: Message) -> AppState? {
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
                states.start(from: hello.state)
                latest = hello.state
                index = IdentifierIndex(hello.state.screen)
                return hello.state
            }
        case .update(let update):
            guard hello != nil else {
                faultBeforeHello("an update")
                return nil
            }
            return take(update)
        case .response(let response):
            guard hello != nil else {
                faultBeforeHello("a response")
                return nil
            }
            let state = take(response.state)
            // While resynchronising, an answer carries the latest whole state known; the whole one follows.
            if let known = state ?? latest, let request = pending.removeValue(forKey: response.id) {
                request.continuation.resume(returning: .answered(Answer(response: response, state: known)))
            }
            return state
        }
        return nil
    }

    /// Applies a state update to the states before it; one that cannot be applied starts a resynchronisation.
    private mutating func take(_ update: StateUpdate) -> AppState? {
        appLog.append(update.log)  // in the order the app said them, whether or not the screen can be applied
        if needsFullState, case .changed = update.screen { return nil }
        do {
            let state = try states.apply(update)
            needsFullState = false
            latest = state
            if !update.keepsIdentifiers { index = IdentifierIndex(state.screen) }
            return state
        } catch {
            needsFullState = true
            return nil
        }
    }

    private mutating func faultBeforeHello(_ what: String) {
        fault = fault ?? "the app wrote \(what) before its hello"
    }
}

extension StateUpdate {
    /// Whether the screen it says has the identifiers of the one before, where they were: it only changes elements'
    /// fields (a label, a value), so the index of the screen before (where each identifier is, which show twice)
    /// holds for it too.
    fileprivate var keepsIdentifiers: Bool {
        guard case .changed(_, let changes) = screen else { return false }
        return changes.allSatisfy { change in
            if case .update(let path, let element) = change { element.identifier == path.last } else { false }
        }
    }
}
