import AppRunner

/// The list screen, as a page object: each identifier written once, here. A `Page`, so that the recorder
/// (`trips-mcp`'s `record_flow`) may call the methods it declares.
struct GroceryListPage: Page {
    let app: Application

    /// The field an item's name is typed in.
    var name: AppElement { app.textFields["groceries.name"] }
    /// Adds the typed item; disabled, with its reason, for an empty name or one on the list already.
    var addButton: AppElement { app.buttons["groceries.add"] }
    /// What the list waits for: "Looking up 1 price…", "Every price found".
    var status: AppElement { app.staticTexts["groceries.status"] }
    /// Every item's cell.
    var items: ElementQuery { app.cells }

    /// The list, once it shows.
    static func shown(in app: Application) async throws -> GroceryListPage {
        try await app.textFields["groceries.name"].requireExistence()
        return GroceryListPage(app: app)
    }

    /// The cell of the item called `name`: its label the name, its value the price.
    func item(_ name: String) -> AppElement {
        app.cells["groceries.item." + name.lowercased().split(separator: " ").joined(separator: "-")]
    }

    /// Types `name` and adds it; its price lookup starts.
    func add(_ name: String) async throws {
        try await self.name.typeText(name)
        try await addButton.tap()
    }

    /// Opens the item called `name`.
    // recorded: tap cell groceries.item.* => open({label})
    func open(_ name: String) async throws -> GroceryItemPage {
        try await item(name).tap()
        return try await GroceryItemPage.shown(in: app)
    }

    /// Moves the app's clock on by `seconds`; the app has settled again when it returns.
    func wait(seconds: Int) async throws {
        try await app.clock.advance(by: .seconds(seconds))
    }
}
