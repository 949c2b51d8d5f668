// swift-tools-version: 6.0
// A package of flows for a stand-in app that is not Trips (basket_app.py), on the driver core (AppRunner) of the
// repository two folders up, as another app adopts it: the repair stories (Tests/MCPClient/repair_stories.py) copy it
// to .build/repair-stand-in, change the app, and have trips-mcp run and repair these flows. It is not part of the
// Trips package.
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    .standardizedFileURL

let package = Package(
    name: "RepairStandIn",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: root.path)],
    targets: [
        .testTarget(
            name: "BasketFlows",
            dependencies: [.product(name: "AppRunner", package: root.lastPathComponent)],
            swiftSettings: [.swiftLanguageMode(.v6)])
    ]
)
