/// Working out what changed between two screens, and applying it: the app does the first, its drivers the second.
extension Screen {
    /// The changes that turn this screen into `new`, in the order they apply; `nil` when they cannot say it (another
    /// screen or title, or siblings sharing an identifier at the top), and the whole screen must be sent.
    ///
    /// Unchanged parts cost next to nothing: arrays that share storage compare equal at once, and the app's screens
    /// reuse their unchanged elements, so a list of 1,000 rows with one row changed is walked, not rebuilt.
    public func changes(to new: Screen) -> [ScreenChange]? {
        guard name == new.name, title == new.title else { return nil }
        var changes: [ScreenChange] = []
        guard Self.diff(elements, new.elements, parent: [], into: &changes) else { return nil }
        if alert != new.alert { changes.append(.alert(new.alert)) }
        return changes
    }

    /// The screen with `changes` applied in order; throws when one names an element that is not there.
    public func applying(_ changes: [ScreenChange]) throws(ScreenChange.NotApplicable) -> Screen {
        var screen = self
        try screen.apply(changes)
        return screen
    }

    /// Applies `changes` in order, in place where this screen's lists are its own; throws when one names an element
    /// that is not there, leaving the screen partly changed.
    public mutating func apply(_ changes: [ScreenChange]) throws(ScreenChange.NotApplicable) {
        for change in changes {
            guard apply(change) else { throw ScreenChange.NotApplicable(change: change) }
        }
    }

    // MARK: - Diffing

    /// Appends the changes that turn the siblings `old` into `new` under `parent`; `false` when they cannot be said
    /// by identifier (siblings sharing one, or kept siblings in another order), and the parent must be replaced.
    private static func diff(
        _ old: [Element], _ new: [Element], parent: [String], into changes: inout [ScreenChange]
    ) -> Bool {
        if old == new { return true }
        guard let oldIndex = uniqueIndex(old), let newIndex = uniqueIndex(new) else { return false }
        let kept = old.filter { newIndex[$0.identifier] != nil }.map(\.identifier)
        guard kept == new.map(\.identifier).filter({ oldIndex[$0] != nil }) else { return false }
        for element in old where newIndex[element.identifier] == nil {
            changes.append(.remove(path: parent + [element.identifier]))
        }
        for (index, element) in new.enumerated() {
            guard let was = oldIndex[element.identifier].map({ old[$0] }) else {
                changes.append(.insert(parent: parent, index: index, element: element))
                continue
            }
            guard was != element else { continue }
            let path = parent + [element.identifier]
            var below: [ScreenChange] = []
            if !diff(was.children, element.children, parent: path, into: &below) {
                // Said as the element removed and inserted again whole, in the same place: the kept siblings before
                // it are in their places already, so `index` is where it was. No fifth kind of change is needed for
                // what real screens never do (a list's kept rows reordered, siblings sharing an identifier).
                changes.append(.remove(path: path))
                changes.append(.insert(parent: parent, index: index, element: element))
                continue
            }
            if was.withoutChildren != element.withoutChildren {
                changes.append(.update(path: path, element: element.withoutChildren))
            }
            changes += below
        }
        return true
    }

    /// Each sibling's position by identifier; `nil` when two share one.
    private static func uniqueIndex(_ elements: [Element]) -> [String: Int]? {
        var index: [String: Int] = [:]
        index.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() {
            guard index.updateValue(position, forKey: element.identifier) == nil else { return nil }
        }
        return index
    }

    // MARK: - Applying

    private mutating func apply(_ change: ScreenChange) -> Bool {
        switch change {
        case .alert(let element):
            alert = element
            return true
        case .insert(let parent, let index, let element):
            return Self.edit(&elements, at: parent[...]) { children in
                guard (0...children.count).contains(index) else { return false }
                children.insert(element, at: index)
                return true
            }
        case .remove(let path):
            guard let last = path.last else { return false }
            return Self.edit(&elements, at: path.dropLast()) { children in
                guard let index = children.firstIndex(where: { $0.identifier == last }) else { return false }
                children.remove(at: index)
                return true
            }
        case .update(let path, let element):
            guard let last = path.last else { return false }
            return Self.edit(&elements, at: path.dropLast()) { children in
                guard let index = children.firstIndex(where: { $0.identifier == last }) else { return false }
                var updated = element
                updated.children = children[index].children
                children[index] = updated
                return true
            }
        }
    }

    /// Runs `body` on the children of the element at `path` below `elements` (`elements` itself for an empty path),
    /// in place; `false` when there is no such element.
    private static func edit(
        _ elements: inout [Element], at path: ArraySlice<String>, _ body: (inout [Element]) -> Bool
    ) -> Bool {
        guard let first = path.first else { return body(&elements) }
        guard let index = elements.firstIndex(where: { $0.identifier == first }) else { return false }
        return edit(&elements[index].children, at: path.dropFirst(), body)
    }
}

extension Element {
    /// The element's own fields, without what is below it.
    var withoutChildren: Element {
        var element = self
        element.children = []
        return element
    }
}
