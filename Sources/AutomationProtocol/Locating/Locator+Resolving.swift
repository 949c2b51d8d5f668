/// One element a locator found, and where: the indices from a root of the forest searched down to it.
public struct LocatedElement: Sendable, Hashable {
    /// The element, children included.
    public var element: Element
    /// Its index among the roots, then among its parent's children, and so on.
    public var path: [Int]
}

extension Locator {
    /// What a locator finds in one tree.
    public enum Resolution: Sendable, Hashable {
        /// The one element meant.
        case found(LocatedElement)
        /// Nothing matches (or the scope matched nothing).
        case missing
        /// Several match a unique selection (of the locator or of its scope): they are named in errors.
        case ambiguous([LocatedElement])
    }

    // MARK: - Resolving

    /// The element meant among the screen's touchable elements (the alert's while one is up).
    public func resolve(in screen: Screen) -> Resolution {
        resolve(in: screen.alert.map { [$0] } ?? screen.elements)
    }

    /// The element meant among the screen's touchable elements, found through `index` (the screen's own) when the
    /// locator is a plain identifier (``isPlainIdentifier``) that the screen shows once: one lookup, not a walk.
    public func resolve(in screen: Screen, index: IdentifierIndex) -> Resolution {
        guard isPlainIdentifier, let identifier, !identifier.isEmpty, !index.duplicates.contains(identifier) else {
            return resolve(in: screen)
        }
        guard let found = index.element(identifier, in: screen), role.map({ found.element.role == $0 }) ?? true else {
            return .missing
        }
        return .found(found)
    }

    /// The element meant among the trees of `roots`.
    public func resolve(in roots: [Element]) -> Resolution {
        // One walk: it counts the matches (stopping as soon as the selection is decided: a second match for a unique
        // one, the first for a first) and copies out only the match meant; every match is gathered only to name them
        // when ambiguous. A wait resolves its locator in every state the app pushes, so this is on the path of a wake.
        let wanted: Int? =
            switch selection {
            case .unique, .first, .all: 0
            case .index(let index): index
            case .last: nil
            }
        let limit: Int? =
            switch selection {
            case .unique: 2
            case .first, .all: 1
            case .last: nil
            // The last index there is has no next one: then every match is counted, as for `.last`.
            case .index(let index): index == .max ? nil : index + 1
            }
        var count = 0
        var chosen: LocatedElement?
        let scope = visit(in: roots) { element, path in
            if wanted == nil || wanted == count { chosen = LocatedElement(element: element, path: path) }
            count += 1
            return limit.map { count >= $0 } ?? false
        }
        if case .ambiguousScope(let several) = scope { return .ambiguous(several) }
        if case .unique = selection, count > 1 { return .ambiguous(matches(in: roots)) }
        return chosen.map(Resolution.found) ?? .missing
    }

    /// Every element that matches among the screen's touchable elements, in reading order, whatever the selection.
    public func matches(in screen: Screen) -> [LocatedElement] {
        matches(in: screen.alert.map { [$0] } ?? screen.elements)
    }

    /// Every element that matches among the trees of `roots`, in reading order, whatever the selection; none when
    /// the scope is ambiguous.
    public func matches(in roots: [Element]) -> [LocatedElement] {
        var found: [LocatedElement] = []
        let scope = visit(in: roots) { element, path in
            found.append(LocatedElement(element: element, path: path))
            return false
        }
        if case .ambiguousScope = scope { return [] }
        return found
    }

    /// How many elements match among the screen's touchable elements, whatever the selection, without copying any.
    public func count(in screen: Screen) -> Int {
        var count = 0
        let scope = visit(in: screen.alert.map { [$0] } ?? screen.elements) { _, _ in
            count += 1
            return false
        }
        if case .ambiguousScope = scope { return 0 }
        return count
    }

    // MARK: - Private

    private enum Scope {
        case walked
        case ambiguousScope([LocatedElement])
    }

    /// Calls `body` with each matching element and its path, in reading order, until it returns `true` (stop).
    private func visit(in roots: [Element], _ body: (Element, [Int]) -> Bool) -> Scope {
        let filter = Filter(self)
        var path: [Int] = []
        path.reserveCapacity(8)
        guard let within else {
            if relation == .children {
                for index in roots.indices where filter.test(roots[index]) {
                    if body(roots[index], [index]) { break }
                }
            } else {
                for index in roots.indices {
                    path.append(index)
                    let stop = filter.visit(roots[index], path: &path, including: true, body)
                    path.removeLast()
                    if stop { break }
                }
            }
            return .walked
        }
        let parents: [LocatedElement]
        if within.selection == .all {
            parents = within.matches(in: roots)
        } else {
            switch within.resolve(in: roots) {
            case .found(let parent): parents = [parent]
            case .missing: parents = []
            case .ambiguous(let several): return .ambiguousScope(several)
            }
        }
        for parent in parents {
            path = parent.path
            let children = parent.element.children
            if relation == .children {
                for index in children.indices where filter.test(children[index]) {
                    if body(children[index], path + [index]) { return .walked }
                }
            } else if filter.visit(parent.element, path: &path, including: false, body) {
                return .walked
            }
        }
        return .walked
    }

    /// A locator's own conditions, made ready to test many elements.
    private struct Filter {
        let role: Role?
        let identifier: String?
        let label: TextMatch.Compiled?
        let value: TextMatch.Compiled?
        let predicate: ElementPredicate?
        let containing: [Filter]

        init(_ locator: Locator) {
            role = locator.role
            identifier = locator.identifier
            label = locator.label.map(TextMatch.Compiled.init)
            value = locator.value.map(TextMatch.Compiled.init)
            predicate = locator.predicate
            containing = locator.containing.map(Filter.init)
        }

        func test(_ element: Element) -> Bool {
            if let role, element.role != role { return false }
            if let identifier, element.identifier != identifier { return false }
            if let label, !label.test(element.label) { return false }
            if let value, !value.test(element.value) { return false }
            if let predicate, !predicate.test(element) { return false }
            return containing.allSatisfy { inner in element.children.contains { inner.testBelow($0) } }
        }

        /// Whether this element or one below it matches.
        private func testBelow(_ element: Element) -> Bool {
            test(element) || element.children.contains { testBelow($0) }
        }

        /// Calls `body` with `element` (when `including`) and every matching element below it, depth first, until
        /// it returns `true`; returns whether it did.
        func visit(
            _ element: Element, path: inout [Int], including: Bool, _ body: (Element, [Int]) -> Bool
        ) -> Bool {
            if including, test(element), body(element, path) { return true }
            let children = element.children
            for index in children.indices {
                path.append(index)
                let stop = visit(children[index], path: &path, including: true, body)
                path.removeLast()
                if stop { return true }
            }
            return false
        }
    }
}
