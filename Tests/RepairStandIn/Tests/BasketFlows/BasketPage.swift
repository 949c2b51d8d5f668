import AppRunner

/// The basket's one screen, as a page object: each identifier written once, here, so that a rename in the app is one
/// line to patch for every flow that goes through it.
struct BasketPage {
    let app: Application

    /// How many items the basket holds: "2 items".
    var count: AppElement { app.staticTexts["basket.count"] }
    /// What the basket's fruit cost: "Total: $3".
    var total: AppElement { app.staticTexts["basket.total"] }
    /// What checking out paid: "Paid $2".
    var receipt: AppElement { app.staticTexts["basket.receipt"] }

    /// Puts the fruit whose cell is `identifier` into the basket and waits for the count to say so.
    func add(_ identifier: String) async throws {
        let before = try await itemCount()
        try await app.cells[identifier].tap()
        try await count.waitForLabel(.matches("^\(before + 1) items?$"))
    }

    /// Checks out, and waits for the receipt. The button is found by what it says, as a person would find it.
    func checkOut() async throws {
        try await app.buttons.matching(label: "Check out").element.tap()
        try await receipt.requireExistence()
    }

    /// The count's number, read from its label.
    func itemCount() async throws -> Int {
        let label = try await count.label
        return Int(label.prefix { $0.isNumber }) ?? 0
    }
}
