import AppRunner

/// An item's screen, as a page object: its price, Remove, and the navigation bar's Back to the list.
struct GroceryItemPage: Page {
    let app: Application

    /// The item's price, or "Looking up the price…" while the lookup runs.
    var price: AppElement { app.staticTexts["item.price"] }
    /// The navigation bar, labelled with the item's name.
    var bar: AppElement { app.navigationBars["item.navigation"] }
    /// The bar's back button, labelled with the screen it goes back to.
    var backButton: AppElement { app.buttons["nav.back"] }

    /// The item's screen, once it shows.
    static func shown(in app: Application) async throws -> GroceryItemPage {
        try await app.staticTexts["item.price"].requireExistence()
        return GroceryItemPage(app: app)
    }

    /// Takes the item off the list; the list shows again.
    // recorded: tap item.remove => remove()
    func remove() async throws -> GroceryListPage {
        try await app.buttons["item.remove"].tap()
        return try await GroceryListPage.shown(in: app)
    }

    /// Goes back with the navigation bar's back button; the list shows again.
    // recorded: tap nav.back => back()
    func back() async throws -> GroceryListPage {
        try await backButton.tap()
        return try await GroceryListPage.shown(in: app)
    }
}
