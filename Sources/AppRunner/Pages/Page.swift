/// A page object: one screen of the app under test (or one part of it, an alert), with each identifier it reads
/// written once, and methods that act and wait in the screen's own words (`ListPage(app: app).open("Pears")`).
///
/// ```swift
/// struct ListPage: Page {
///     let app: Application
///
///     /// Adds an item by its name.
///     // recorded: type textField list.newItem => type(item: {text})
///     func type(item name: String) async throws {
///         try await app.textFields["list.newItem"].typeText(name)
///     }
/// }
/// ```
///
/// A page is how the flow recorder (the MCP server's `record_flow`) knows which methods it may call: a
/// `// recorded: COMMAND [ROLE] PATTERN => CALL` line above a method of a type that conforms to `Page` (or to a
/// protocol that refines it, or in an extension of `Page`) says which recorded step the method wraps, and the
/// recorded flow calls `NAME(app: app).CALL` there in place of the runner's query; the recorder says which
/// declarations it cannot use. docs/writing-flows.md lists the declarations.
public protocol Page: Sendable {
    /// The app whose screen this page reads and acts on.
    var app: Application { get }
}
