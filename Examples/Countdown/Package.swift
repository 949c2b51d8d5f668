// swift-tools-version: 6.0
// An example app on the app-side kit (AutomationKit), with its page object and flows on the runner (AppRunner), in a
// package of its own as another team's app would be: it depends on the repository two folders up by path. The app
// links the kit alone; only the flows link the runner and the testing library (`make example-app` checks the built
// binary for it).
import Foundation
import PackageDescription

// A package depended on by path is named by its folder (the clone's name), whatever its manifest calls itself.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    .standardizedFileURL

let package = Package(
    name: "Countdown",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: root.path)],
    targets: [
        .executableTarget(
            name: "countdown",
            dependencies: [.product(name: "AutomationKit", package: root.lastPathComponent)],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "CountdownFlows",
            dependencies: [.product(name: "AppRunner", package: root.lastPathComponent)],
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
