import AppRunner
import Testing

/// The grocery list's flows: prices are looked up on the driver's clock, so every wait either comes true at once or
/// fails at once, and none of them sleeps.
@Suite("Groceries", .evidence)
struct GroceriesFlows {
    @Test("An added item shows in the list while its price is looked up")
    func addAnItem() async throws {
        try await withGroceries { list in
            try await list.add("Milk")
            try await list.item("Milk").waitForValue("Looking up the price…")
            try await list.items.waitForCount(1)
            try await list.status.waitForLabel("Looking up 1 price…")
            try await list.name.waitForValue(nil)
        }
    }

    @Test("The price arrives when the driver's clock has moved the lookup's two seconds")
    func priceArrives() async throws {
        try await withGroceries { list in
            try await list.add("Milk")
            let item = try await list.open("Milk")
            try await list.wait(seconds: 1)
            try await item.price.waitForLabel("Looking up the price…")
            try await list.wait(seconds: 1)
            try await item.price.waitForLabel("$1.29")
            let back = try await item.back()
            try await back.status.waitForLabel("Every price found")
        }
    }

    @Test("Removing an item while its price is looked up stops the lookup")
    func removeWhilePending() async throws {
        try await withGroceries { list in
            try await list.add("Bread")
            let item = try await list.open("Bread")
            let after = try await item.remove()
            try await after.items.waitForCount(0)
            // The lookup still in flight would keep this label until the clock moved: the wait would fail at once.
            try await after.status.waitForLabel("Nothing to buy yet")
            try await after.wait(seconds: 2)
            try await after.items.waitForCount(0)
        }
    }

    @Test("An empty name is refused, saying why")
    func emptyName() async throws {
        try await withGroceries { list in
            try await list.name.typeText("   ")
            try await list.addButton.waitForDisabled(because: "Type the item's name first.")
            let error = await #expect(throws: RunnerError.self) { try await list.addButton.tap(timeout: 60) }
            #expect(error?.kind == .cannotHappen)
            #expect(error?.message.contains("[disabled: Type the item's name first.]") == true)
            try await list.items.waitForCount(0)
        }
    }

    @Test("A name on the list already is refused, saying why")
    func sameNameTwice() async throws {
        try await withGroceries { list in
            try await list.add("Eggs")
            try await list.name.typeText("eggs")
            try await list.addButton.waitForDisabled(because: "Eggs is on the list already.")
            try await list.items.waitForCount(1)
        }
    }

    @Test("Back from an item's screen returns to the list, the lookup going on")
    func backReturns() async throws {
        try await withGroceries { list in
            try await list.add("Eggs")
            let item = try await list.open("Eggs")
            try await item.bar.waitForLabel("Eggs")
            try await item.backButton.waitForLabel("Groceries")
            let back = try await item.back()
            try await back.item("Eggs").waitForValue("Looking up the price…")
            try await back.wait(seconds: 2)
            try await back.item("Eggs").waitForValue("$3.19")
        }
    }
}
