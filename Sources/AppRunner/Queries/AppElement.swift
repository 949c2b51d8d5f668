import AutomationProtocol

/// One element of the app's screen as a test sees it, found anew on every screen change: XCUITest's `XCUIElement`.
///
/// Named `AppElement` because `AutomationProtocol.Element` is the wire value of one element; an `AppElement` is a
/// live query for one, resolved against the app's latest state each time it is used. Reads (`exists`, `label`,
/// `value`, `isEnabled`) make a round trip to the app first, so they see every change the app made before them.
public struct AppElement: Sendable, CustomStringConvertible {
    let app: Application
    /// Which element this is: a `Locator` with a selection of one.
    public let locator: Locator

    /// The element's query, as in `button "row.first"`.
    public var description: String { locator.description }

    // MARK: - Reading

    /// Whether the element is on screen now. Throws if its identifier matches two elements.
    public var exists: Bool {
        get async throws {
            let state = try await app.refresh()
            return try resolved(in: state) != nil
        }
    }

    /// The element's label; throws ``RunnerError/Kind/notFound`` when it is not on screen.
    public var label: String {
        get async throws { try await present().label }
    }

    /// The element's value (the text of a field); throws when it is not on screen.
    public var value: String? {
        get async throws { try await present().value }
    }

    /// The element's placeholder (what an empty field shows); throws when it is not on screen.
    public var placeholderValue: String? {
        get async throws { try await present().placeholder }
    }

    /// Whether the element can be tapped or typed into; throws when it is not on screen.
    public var isEnabled: Bool {
        get async throws { try await present().isEnabled }
    }

    /// Why the element is disabled, in the app's words, when it is and the app says; throws when it is not on screen.
    public var disabledReason: String? {
        get async throws { try await present().disabledReason }
    }

    // MARK: - Scoped queries

    /// The elements of `role` anywhere below this element (which must resolve to one).
    public func descendants(matching role: Role) -> ElementQuery {
        ElementQuery(app: app, locator: locator.scoping(Locator(role: role), relation: .descendants))
    }

    /// The elements of `role` directly below this element.
    public func children(matching role: Role) -> ElementQuery {
        ElementQuery(app: app, locator: locator.scoping(Locator(role: role), relation: .children))
    }

    /// Every element of any role anywhere below this element.
    public var descendants: ElementQuery {
        ElementQuery(app: app, locator: locator.scoping(Locator(), relation: .descendants))
    }

    /// The element as the latest state the app pushed shows it, without a round trip: `nil` when it is missing or
    /// ambiguous there. For a condition of ``Application/wait(until:timeout:file:line:_:)``.
    public func element(in state: AppState) -> Element? {
        if case .found(let found) = locator.resolve(in: state.screen) { return found.element }
        return nil
    }

    // MARK: - Internal

    /// The element in `state`, `nil` when missing; throws a reported error when ambiguous or the screen is broken.
    func resolved(in state: AppState) throws -> Element? {
        let expectation = presence("be read", wanted: true).strict(allowingDuplicates: app.allowsDuplicateIdentifiers)
        if case .broken(let kind, let message) = expectation.check(state, IdentifierIndex(state.screen)) {
            var error = RunnerError(kind, message)
            error.query = description
            throw app.report(error, session: nil)
        }
        if case .found(let found) = locator.resolve(in: state.screen) { return found.element }
        return nil
    }

    /// The element now, or a reported ``RunnerError/Kind/notFound``.
    private func present() async throws -> Element {
        let state = try await app.refresh()
        if let element = try resolved(in: state) { return element }
        let seen = observe(state)
        // What stands there instead, in the first line, as a wait's failure says it.
        var error = RunnerError(.notFound, "No \(description) on screen (last seen: \(seen)).")
        error.query = description
        error.lastSeen = seen
        error.target = locator.isSerializable ? locator : nil
        error.seen = see(state)
        error.suggestions = suggest(state)
        throw app.report(error, session: nil)
    }
}
