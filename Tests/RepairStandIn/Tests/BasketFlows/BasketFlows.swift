import AppRunner
import Foundation
import Testing

/// The basket's flows: several go through the page's count, one taps the clear button by its identifier, one adds a
/// cherry by its own, and three check values (a total, a receipt, how many fruits) that only the app can change.
@Suite("Basket", .evidence)
struct BasketFlows {
    @Test("One apple is one item")
    func oneApple() async throws {
        try await withBasket { basket in
            try await basket.add("fruit.apple")
            try await basket.count.waitForLabel("1 item")
        }
    }

    @Test("An apple and a banana are two items")
    func twoFruits() async throws {
        try await withBasket { basket in
            try await basket.add("fruit.apple")
            try await basket.add("fruit.banana")
            try await basket.count.waitForLabel("2 items")
        }
    }

    @Test("Emptying the basket leaves no items")
    func emptying() async throws {
        try await withBasket { basket in
            try await basket.add("fruit.banana")
            try await basket.app.buttons["basket.clear"].tap()
            try await basket.count.waitForLabel("0 items")
        }
    }

    @Test("A cherry costs three dollars")
    func cherry() async throws {
        try await withBasket { basket in
            try await basket.add("fruit.cherry")
            try await basket.total.waitForLabel("Total: $3")
        }
    }

    @Test("An apple's total is one dollar")
    func appleTotal() async throws {
        try await withBasket { basket in
            try await basket.add("fruit.apple")
            try await basket.total.waitForLabel("Total: $1")
        }
    }

    @Test("Checking out a banana pays two dollars")
    func checkingOut() async throws {
        try await withBasket { basket in
            try await basket.add("fruit.banana")
            try await basket.checkOut()
            try await basket.receipt.waitForLabel("Paid $2")
        }
    }

    @Test("The shop sells three fruits")
    func threeFruits() async throws {
        try await withBasket { basket in
            try await basket.app.cells.waitForCount(3)
        }
    }
}

/// Launches the basket app (`basket_app.py`, two folders up from this file), hands its page to `body`, and ends it.
// recorded: launch => withBasket
func withBasket(_ body: (BasketPage) async throws -> Void) async throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../basket_app.py")
    try await withApp(at: script.standardizedFileURL, name: "basket") { app in try await body(BasketPage(app: app)) }
}
