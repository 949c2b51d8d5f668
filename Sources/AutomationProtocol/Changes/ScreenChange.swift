/// One change to a screen, keyed by identifiers so that a driver holding the screen before it can apply it
/// (protocol version 3; docs/automation-protocol.md, "Applying changes").
///
/// A path names an element by the identifiers from the top of the screen's elements down to it: `["main.list",
/// "row.first"]`. Siblings never share an identifier where a change names them: when they do, the app sends a whole
/// screen, or removes their parent and inserts it again whole, as it does for kept children in another order.
public enum ScreenChange: Sendable, Hashable {
    /// Put `element` (with its children) among the children of the element at `parent` (`[]`: the screen's
    /// elements), at `index` of the list as it is when this change is applied.
    case insert(parent: [String], index: Int, element: Element)
    /// Take away the element at `path`, with its children.
    case remove(path: [String])
    /// Give the element at `path` the fields of `element` (role, label, value, placeholder, enabled); its children
    /// stay as they are.
    case update(path: [String], element: Element)
    /// The alert is now `element`, or there is none.
    case alert(Element?)

    /// Why a change cannot be applied to the screen a driver holds: it names an element that is not there.
    public struct NotApplicable: Error, Sendable, Equatable, CustomStringConvertible {
        /// The change that could not be applied.
        public var change: ScreenChange

        /// Says that `change` could not be applied.
        public init(change: ScreenChange) {
            self.change = change
        }

        /// Names the change.
        public var description: String { "cannot apply \(change) to the screen held" }
    }
}
