// swift-tools-version: 6.0
// The second example app on the app-side kit (AutomationKit): a grocery list of two screens, as a new adopter writes it
// from docs/architecture.md, with its page objects and flows on the runner (AppRunner), in a package of its own that
// depends on the repository two folders up by path. The app links the kit alone; only the flows link the runner and
// the testing library (`make example-app` checks the built binary for it).
import Foundation
import PackageDescription

// A package depended on by path is named by its folder (the clone's name), whatever its manifest calls itself.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    .standardizedFileURL

let package = Package(
    name: "Groceries",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: root.path)],
    targets: [
        .executableTarget(
            name: "groceries",
            dependencies: [.product(name: "AutomationKit", package: root.lastPathComponent)],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "GroceriesFlows",
            dependencies: [.product(name: "AppRunner", package: root.lastPathComponent)],
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
