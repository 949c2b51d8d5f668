// Trips' flows, page objects, recorded flows and its MCP server write `import TripsRunner` alone: the driver core
// comes with the Trips layer, so that a flow sees one API, as it did before the core had a module of its own, and
// every type the Trips layer's API names (a `NetworkRequest` its `requests` answers) comes with it too.
@_exported import AppRunner
@_exported import TripsProtocol
