// A flow writes `import AppRunner` alone: every type the runner's public API names (`Role`, `Screen`, `Element`,
// `Locator`, `TextMatch`, `CommandID`, `WireError.Code`, …) is the protocol's, and comes with it.
@_exported import AutomationProtocol
