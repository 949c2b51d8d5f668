import AutomationKit
import Foundation
import Observation

/// A grocery list: items added by name, each priced by a lookup on the app's clock, and one item's screen at a time.
@MainActor
@Observable
final class Groceries {
    /// The items, in the order they were added.
    private(set) var items: [GroceryItem] = []
    /// What is typed in the name field.
    var draft = ""
    /// The name of the item whose screen is shown over the list, if one is.
    private(set) var shown: String?
    /// Its tasks and its clock.
    @ObservationIgnored let work: AppWork
    /// What it says of its decisions, for a driver to show beside each step.
    @ObservationIgnored let log: LogLines

    init(work: AppWork, log: LogLines) {
        self.work = work
        self.log = log
    }

    /// The typed name, trimmed, as it would be added.
    var name: String {
        draft.trimmingCharacters(in: .whitespaces)
    }

    /// Why Add does nothing now, if it does nothing.
    var whyNotAdd: String? {
        if name.isEmpty { return "Type the item's name first." }
        guard let listed = item(named: name) else { return nil }
        return "\(listed.name) is on the list already."
    }

    /// The item called `name`, if it is on the list.
    func item(named name: String) -> GroceryItem? {
        items.first { $0.name.lowercased() == name.lowercased() }
    }

    /// Adds the typed item, clears the field and starts looking up its price.
    func add() {
        let name = self.name
        guard whyNotAdd == nil else { return }
        draft = ""
        let lookup = work.tasks.run(for: self) { [weak self] in await self?.lookUp(name) }
        items.append(GroceryItem(name: name, lookup: lookup))
        log.add("add: \(name), looking up its price")
    }

    /// Shows the item's screen.
    func open(_ name: String) {
        shown = name
    }

    /// Goes back from the item's screen to the list.
    func close() {
        shown = nil
    }

    /// Takes the item off the list, ending its lookup if it is still looking, and goes back to the list.
    func remove(_ name: String) {
        guard let index = items.firstIndex(where: { $0.name == name }) else { return }
        if let lookup = items[index].lookup {
            work.tasks.cancel(lookup)
            log.add("remove: \(name), its lookup cancelled")
        } else {
            log.add("remove: \(name)")
        }
        items.remove(at: index)
        shown = nil
    }

    private func lookUp(_ name: String) async {
        do {
            try await work.clock.sleep(for: PriceList.delay)
        } catch {
            return  // removed: the lookup was cancelled
        }
        guard let index = items.firstIndex(where: { $0.name == name }) else { return }
        items[index].cents = PriceList.cents(of: name)
        items[index].lookup = nil
        log.add("price: \(name) is \(items[index].price)")
    }
}
