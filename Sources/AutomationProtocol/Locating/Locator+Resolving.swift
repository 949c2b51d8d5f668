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

    /// The element meant among the trees of `roots`.
    public func resolve(in roots: [Element]) -> Resolution {
        let found: [LocatedElement]
        switch candidates(in: roots) {
        case .ambiguousScope(let scope): return .ambiguous(scope)
        case .matches(let matches): found = matches
        }
        switch selection {
        case .unique:
            if found.count > 1 { return .ambiguous(found) }
            return found.first.map(Resolution.found) ?? .missing
        case .first, .all: return found.first.map(Resolution.found) ?? .missing
        case .last: return found.last.map(Resolution.found) ?? .missing
        case .index(let index): return found.indices.contains(index) ? .found(found[index]) : .missing
        }
    }

    /// Every element that matches among the screen's touchable elements, in reading order, whatever the selection.
    public func matches(in screen: Screen) -> [LocatedElement] {
        matches(in: screen.alert.map { [$0] } ?? screen.elements)
    }

    /// Every element that matches among the trees of `roots`, in reading order, whatever the selection; none when
    /// the scope is ambiguous.
    public func matches(in roots: [Element]) -> [LocatedElement] {
        if case .matches(let found) = candidates(in: roots) { return found }
        return []
    }

    // MARK: - Private

    private enum Candidates {
        case matches([LocatedElement])
        case ambiguousScope([LocatedElement])
    }

    private func candidates(in roots: [Element]) -> Candidates {
        let filter = Filter(self)
        var found: [LocatedElement] = []
        var path: [Int] = []
        guard let within else {
            if relation == .children {
                for (index, root) in roots.enumerated() where filter.test(root) {
                    found.append(LocatedElement(element: root, path: [index]))
                }
            } else {
                for (index, root) in roots.enumerated() {
                    path.append(index)
                    filter.collect(root, path: &path, including: true, into: &found)
                    path.removeLast()
                }
            }
            return .matches(found)
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
            if relation == .children {
                for (index, child) in parent.element.children.enumerated() where filter.test(child) {
                    found.append(LocatedElement(element: child, path: path + [index]))
                }
            } else {
                filter.collect(parent.element, path: &path, including: false, into: &found)
            }
        }
        return .matches(found)
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

        /// Adds `element` (when `including`) and every matching element below it, depth first.
        func collect(_ element: Element, path: inout [Int], including: Bool, into found: inout [LocatedElement]) {
            if including, test(element) { found.append(LocatedElement(element: element, path: path)) }
            for (index, child) in element.children.enumerated() {
                path.append(index)
                collect(child, path: &path, including: true, into: &found)
                path.removeLast()
            }
        }
    }
}
