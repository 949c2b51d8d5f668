import AutomationKit

/// One thing to buy, and its price once the lookup has found it.
struct GroceryItem {
    /// What the person typed, trimmed: also what tells it apart, as the list refuses a name twice.
    let name: String
    /// The price, in cents, once looked up.
    var cents: Int?
    /// The lookup in flight, while there is one.
    var lookup: TaskRunner.Handle?

    /// The price as the item's screen and its cell show it.
    var price: String {
        guard let cents else { return "Looking up the price…" }
        let rest = cents % 100
        return "$\(cents / 100)." + (rest < 10 ? "0" : "") + "\(rest)"
    }

    /// The identifier of its cell in the list: its name, lowercased, spaces as dashes, under the list's own prefix.
    var cellIdentifier: String {
        "groceries.item." + name.lowercased().split(separator: " ").joined(separator: "-")
    }
}
