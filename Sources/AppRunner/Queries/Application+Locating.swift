import AutomationProtocol

extension Application {
    /// The element a `Locator` means, as a query would make it: for a driver that reads locators from outside, such
    /// as the MCP server's tools (protocol version 2's `locator` objects).
    public func element(_ locator: Locator) -> AppElement {
        AppElement(app: self, locator: locator)
    }
}
