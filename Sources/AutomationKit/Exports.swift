// An app that links the kit speaks the protocol through its types (`Screen`, `Element`, `Role`, `Activity`, `Command`,
// `CommandID`, `WireError`, …), which have one home, AutomationProtocol, shared with the runner: `import AutomationKit`
// alone gives them.
@_exported import AutomationProtocol
