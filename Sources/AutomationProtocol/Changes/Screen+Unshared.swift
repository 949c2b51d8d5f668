extension Screen {
    /// The same screen in lists of its own: changing the copy never copies a list it would otherwise share with this
    /// screen (and with every state and kept screen that holds it). A driver makes one ahead
    /// (``StateTracker/keepCopyAhead(_:of:)``) so that the next change applies in place.
    public func unshared() -> Screen {
        var copy = self
        copy.elements = elements.map { $0.unshared() }
        copy.alert = alert?.unshared()
        return copy
    }
}

extension Element {
    /// The same element in lists of its own, all the way down.
    fileprivate func unshared() -> Element {
        var copy = self
        copy.children = children.map { $0.unshared() }
        return copy
    }
}
