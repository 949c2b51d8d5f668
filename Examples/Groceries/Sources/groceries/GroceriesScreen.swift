import AutomationKit

extension Groceries {
    /// The list, or the item's screen over it.
    var controls: ControlScreen {
        if let shown, let item = item(named: shown) { return itemScreen(item) }
        return listScreen
    }

    /// Goes back from the item's screen; the list is the first screen and goes nowhere.
    func back() throws(DrivingError) {
        guard shown != nil else { throw .cannotGoBack }
        close()
    }

    /// The field to type a name in, Add, the items as cells, each with its price or that it is being looked up, and what
    /// the list still waits for.
    private var listScreen: ControlScreen {
        ControlScreen(
            name: "groceries", title: "Groceries",
            controls: [
                .field("groceries.name", "Item", text: draft, placeholder: "Milk, eggs…") { self.draft = $0 },
                .button("groceries.add", "Add", disabledBecause: whyNotAdd) { self.add() },
                .container(
                    .list, "groceries.items", "Items",
                    items.map { item in
                        .cell(item.cellIdentifier, item.name, value: item.price) { self.open(item.name) }
                    }),
                .text("groceries.status", status),
            ])
    }

    /// What the list is waiting for: the lookups the app's task runner has in flight, so a lookup that was not
    /// stopped when its item went still shows here.
    private var status: String {
        switch work.tasks.inFlight {
        case 0: items.isEmpty ? "Nothing to buy yet" : "Every price found"
        case 1: "Looking up 1 price…"
        case let count: "Looking up \(count) prices…"
        }
    }

    /// One item: its price and Remove, under a navigation bar whose Back returns to the list.
    private func itemScreen(_ item: GroceryItem) -> ControlScreen {
        ControlScreen(
            name: "item", title: item.name,
            controls: [
                .container(.navigationBar, "item.navigation", item.name, [.backButton("Groceries") { self.close() }]),
                .text("item.price", item.price),
                .button("item.remove", "Remove") { self.remove(item.name) },
            ])
    }
}
