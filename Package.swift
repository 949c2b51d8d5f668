// swift-tools-version: 6.0
import PackageDescription

/// One set of Swift settings for every target: Swift 6 language mode with complete strict-concurrency checking.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

/// The test targets' settings: the same, with two cuts in the bulk of what a fresh build compiles. An index without the
/// system modules they import: SwiftPM indexes while it builds, the system modules too by default (the standard library,
/// Foundation, Testing, XCTest), work no one reads (XCTest's test discovery reads the test modules' own records, which
/// stay). And each module's files type-checked in one compiler job, not one per core: every job parses all of the
/// module's files, loads its imports and checks its declarations again, and with two dozen test modules the cores are
/// busy across modules anyway; a file changed is still the only one compiled again. An unsafe flag is allowed here
/// because no product holds a test target, so a package that depends on this one never builds them.
let testSettings: [SwiftSetting] =
    strictSettings + [.unsafeFlags(["-index-ignore-system-modules", "-driver-batch-count", "1"])]

let package = Package(
    name: "Trips",
    // macOS 15 is for the app-side kit (AutomationKit and what it links), held to naming nothing only Linux has by
    // scripts/tests/test_kit_portability.py. The runner (AppRunner), the shell and trips-mcp need Linux's process
    // control, and on another system the compiler says so (Sources/ConcurrencyHelpers/ChildProcess.swift).
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "trips-shell", targets: ["trips-shell"]),
        .executable(name: "trips-http", targets: ["trips-http"]),
        .executable(name: "trips-mcp", targets: ["trips-mcp"]),
        .executable(name: "app-conformance", targets: ["app-conformance"]),
        .executable(name: "app-explore", targets: ["app-explore"]),
        .library(name: "AutomationKit", targets: ["AutomationKit"]),
        .library(name: "AppRunner", targets: ["AppRunner"]),
        .library(name: "TripsRunner", targets: ["TripsRunner"]),
        .library(name: "TripsTestKit", targets: ["TripsTestKit"]),
    ],
    targets: [
        // MARK: - Shared by the app, the runner and the test kit
        // The one lock, a Mutex that ThreadSanitizer sees (Mutex's futex it does not), over the annotations' C shim.
        .target(name: "Locking", dependencies: ["CThreadSanitizer"], swiftSettings: strictSettings),
        // ThreadSanitizer's annotations of a lock, weak so that they are null in a build without it; header-only.
        .systemLibrary(name: "CThreadSanitizer"),
        // One home per mechanism: the deadline race, the child process, and (ConcurrencyBasics) the wake-up signal and
        // the line-reading thread.
        .target(
            name: "ConcurrencyHelpers", dependencies: ["ConcurrencyBasics", "CProcessControl", "Locking"],
            swiftSettings: strictSettings),
        // Its portable part, which the app-side kit links: the wake-up signal, the line framing, the reading thread.
        .target(name: "ConcurrencyBasics", dependencies: ["Locking"], swiftSettings: strictSettings),
        // The thin C shim: the process controls Swift cannot call (prctl is variadic), header-only.
        .systemLibrary(name: "CProcessControl"),
        // The identifiers' slug rule: the app names rows and files by it, and flows write the same names.
        .target(name: "SlugRule", swiftSettings: strictSettings),
        // Files and directories only their owner may read: the app's data, the shell's history, the drivers' data dirs;
        // and the advisory lock on such a file, which the trips and the MCP server's sightings are written under.
        .target(name: "PrivateFiles", dependencies: ["Locking"], swiftSettings: strictSettings),

        // MARK: - The app
        .target(name: "Domain", swiftSettings: strictSettings),
        .target(name: "Storage", dependencies: ["Domain", "PrivateFiles", "Locking"], swiftSettings: strictSettings),
        .target(
            name: "Networking",
            dependencies: ["Domain", "SlugRule", "ConcurrencyHelpers", "PrivateFiles", "Locking"],
            swiftSettings: strictSettings),
        .target(
            name: "Presentation",
            dependencies: [
                "Domain", "Storage", "Networking", "AutomationKit", "AutomationProtocol", "TripsProtocol", "SlugRule",
                "Locking",
            ],
            swiftSettings: strictSettings
        ),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(
            name: "TripsShell",
            dependencies: [
                "Presentation", "Domain", "Storage", "Networking", "AutomationKit", "AutomationProtocol",
                "TripsProtocol", "SlugRule", "FlowRecording", "CEditLine", "ConcurrencyHelpers", "PrivateFiles",
                "CProcessControl", "Locking",
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "trips-shell", dependencies: ["TripsShell"], swiftSettings: strictSettings),

        // MARK: - The live HTTP helper: the only code that links FoundationNetworking (libcurl), in a process of its
        // own that the app starts per request, so that trips-shell loads no HTTP stack (Networking's HTTPHelper)
        .target(name: "LiveHTTP", dependencies: ["Domain", "Networking"], swiftSettings: strictSettings),
        .executableTarget(name: "trips-http", dependencies: ["LiveHTTP"], swiftSettings: strictSettings),

        // MARK: - Driving the app from outside
        .target(name: "AutomationProtocol", swiftSettings: strictSettings),
        // The app-side kit, a product of its own that an app links without the runner: the protocol (re-exported), the
        // endpoint that runs the conversation for an app that hands it its controls and its work, and what being
        // exact about settled takes (the task runner, the activity counters, the driver's clock).
        .target(
            name: "AutomationKit", dependencies: ["AutomationProtocol", "ConcurrencyBasics", "Locking"],
            swiftSettings: strictSettings),
        // What Trips declares above the protocol's core: its own commands (the stubbed network, the pasteboard) and
        // trips-shell's launch options, through the same declarations the core's commands use.
        .target(name: "TripsProtocol", dependencies: ["AutomationProtocol"], swiftSettings: strictSettings),
        // A session written as a flow, from the command table: the shell's `record` and the MCP server's `record_flow`.
        .target(
            name: "FlowRecording", dependencies: ["AutomationProtocol", "TripsProtocol"], swiftSettings: strictSettings),
        // The XCUITest-style driver core: any app that speaks the protocol, launched by its URL or as its profile says.
        .target(
            name: "AppRunner", dependencies: ["AutomationProtocol", "ConcurrencyHelpers", "Locking"],
            swiftSettings: strictSettings
        ),
        // The Trips layer above it: trips-shell's profile (found, forked, its network noted after each step), the
        // stubbed network and the pasteboard.
        .target(
            name: "TripsRunner",
            dependencies: ["AppRunner", "AutomationProtocol", "TripsProtocol", "SlugRule", "Locking"],
            swiftSettings: strictSettings
        ),
        // The MCP server: a driver like the runner, for coding agents; it never imports the app.
        .target(
            name: "TripsMCP",
            dependencies: [
                "TripsRunner", "FlowRecording", "AutomationProtocol", "TripsProtocol", "ConcurrencyHelpers",
                "PrivateFiles", "Locking",
            ],
            swiftSettings: strictSettings),
        .executableTarget(name: "trips-mcp", dependencies: ["TripsMCP"], swiftSettings: strictSettings),

        // The core protocol's checks, run against any app binary: what an app that claims the protocol must do.
        .target(
            name: "AppConformance", dependencies: ["AutomationProtocol", "Locking"], swiftSettings: strictSettings),
        .executableTarget(name: "app-conformance", dependencies: ["AppConformance"], swiftSettings: strictSettings),
        // The explorer, run against any app binary: every state walked, the invariants checked, failures shrunk to flows.
        .executableTarget(name: "app-explore", dependencies: ["AppRunner"], swiftSettings: strictSettings),

        // A dev tool: the protocol documents' tables of commands, request fields, errors and launch options, and the
        // shell's, written from their declarations between the documents' markers (make docs; make checks holds them).
        .target(
            name: "ProtocolTables", dependencies: ["AutomationProtocol", "TripsProtocol"], swiftSettings: strictSettings
        ),
        .executableTarget(name: "protocol-tables", dependencies: ["ProtocolTables"], swiftSettings: strictSettings),

        // MARK: - Test support
        // What any suite that drives a process needs (a bound on each case, whether a process runs): no word of Trips,
        // so that the driver core's tests use it alone.
        .target(name: "TestSupport", dependencies: ["Locking"], swiftSettings: strictSettings),
        .target(
            name: "TripsTestKit",
            dependencies: [
                "Domain", "AutomationKit", "AutomationProtocol", "TripsProtocol", "ConcurrencyHelpers", "TestSupport",
                "Locking",
            ],
            swiftSettings: strictSettings),

        // MARK: - Benchmarks
        .executableTarget(
            name: "trips-bench",
            dependencies: ["Domain", "Networking", "TripsTestKit", "Locking"],
            path: "Benchmarks/trips-bench",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "runner-bench",
            dependencies: ["TripsRunner", "AutomationProtocol", "Locking"],
            path: "Benchmarks/runner-bench",
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "launch-floor", path: "Benchmarks/launch-floor", swiftSettings: strictSettings),
        .executableTarget(
            name: "expect-bench",
            dependencies: ["TripsTestKit"],
            path: "Benchmarks/expect-bench",
            swiftSettings: strictSettings
        ),

        // MARK: - Fuzzing
        // Each fuzzer's LLVMFuzzerTestOneInput; `make fuzz` builds them with -sanitize=fuzzer (libFuzzer's main drives
        // them), the ordinary build as replayers of saved inputs (FuzzReplay), so a fuzzer that breaks breaks the build.
        .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport", swiftSettings: strictSettings),
        .executableTarget(
            name: "fuzz-json", dependencies: ["AutomationProtocol", "FuzzSupport"], path: "Fuzz/fuzz-json",
            swiftSettings: strictSettings),
        .executableTarget(
            name: "fuzz-request", dependencies: ["AutomationProtocol", "TripsProtocol", "FuzzSupport"],
            path: "Fuzz/fuzz-request",
            swiftSettings: strictSettings),
        .executableTarget(
            name: "fuzz-parser", dependencies: ["TripsShell", "AutomationProtocol", "FuzzSupport"],
            path: "Fuzz/fuzz-parser", swiftSettings: strictSettings),
        .executableTarget(
            name: "fuzz-trips-file", dependencies: ["Storage", "FuzzSupport"], path: "Fuzz/fuzz-trips-file",
            swiftSettings: strictSettings),
        .executableTarget(
            name: "fuzz-mcp-message", dependencies: ["TripsMCP", "AutomationProtocol", "FuzzSupport"],
            path: "Fuzz/fuzz-mcp-message", swiftSettings: strictSettings),

        // MARK: - Tests
        .executableTarget(
            name: "trips-save-loop",
            dependencies: ["Domain", "Storage"],
            path: "Tests/Helpers/trips-save-loop",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "lock-race-check", dependencies: ["Locking"], path: "Tests/Helpers/lock-race-check",
            swiftSettings: strictSettings),
        .testTarget(
            name: "LockingTests", dependencies: ["Locking", "ConcurrencyHelpers", "TestSupport"],
            swiftSettings: testSettings),
        .testTarget(
            name: "ConcurrencyHelpersTests",
            dependencies: ["AutomationKit", "ConcurrencyHelpers", "Domain", "TripsTestKit", "Locking", "TestSupport"],
            swiftSettings: testSettings),
        .testTarget(
            name: "ConcurrencyBasicsTests", dependencies: ["ConcurrencyBasics", "TestSupport"],
            swiftSettings: testSettings),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "TripsTestKit"], swiftSettings: testSettings),
        .testTarget(
            name: "AutomationKitTests",
            dependencies: ["AutomationKit", "ConcurrencyBasics", "TestSupport", "TripsTestKit"],
            swiftSettings: testSettings),
        .testTarget(name: "SlugRuleTests", dependencies: ["SlugRule"], swiftSettings: testSettings),
        .testTarget(
            name: "ProtocolTablesTests", dependencies: ["ProtocolTables", "AutomationProtocol", "TripsProtocol"],
            swiftSettings: testSettings),
        .testTarget(name: "PrivateFilesTests", dependencies: ["PrivateFiles"], swiftSettings: testSettings),
        .testTarget(
            name: "StorageTests",
            dependencies: [
                "AutomationKit", "Storage", "Domain", "PrivateFiles", "TripsTestKit", "ConcurrencyHelpers", "Locking",
            ],
            swiftSettings: testSettings),
        .testTarget(
            name: "NetworkingTests",
            dependencies: [
                "AutomationKit", "Networking", "Domain", "SlugRule", "TripsTestKit", "ConcurrencyHelpers", "Locking",
            ],
            exclude: ["Fixtures"],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "LiveHTTPTests", dependencies: ["LiveHTTP", "Networking", "Domain"], swiftSettings: testSettings),
        .testTarget(
            name: "FlowRecordingTests", dependencies: ["FlowRecording", "AutomationProtocol"],
            swiftSettings: testSettings),
        .testTarget(
            name: "PresentationTests",
            dependencies: [
                "AutomationKit", "Presentation", "Domain", "Storage", "Networking", "AutomationProtocol",
                "TripsTestKit",
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "TripsShellTests",
            dependencies: [
                "AutomationKit",
                "TripsShell", "Presentation", "Domain", "Storage", "Networking", "AutomationProtocol", "FlowRecording",
                "TripsRunner", "TripsProtocol", "TripsTestKit", "TestSupport", "ConcurrencyHelpers", "CProcessControl",
            ],
            exclude: ["Fixtures"],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "AutomationProtocolTests",
            dependencies: ["AutomationProtocol", "TripsProtocol"],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "TripsProtocolTests", dependencies: ["TripsProtocol", "AutomationProtocol"],
            swiftSettings: testSettings),
        .testTarget(
            name: "AppRunnerTests",
            dependencies: ["AppRunner", "AutomationProtocol", "TestSupport", "ConcurrencyHelpers", "Locking"],
            exclude: ["Fixtures"],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "TripsRunnerTests",
            dependencies: ["TripsRunner", "AppRunner", "AutomationProtocol", "TripsProtocol", "TripsTestKit"],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "TripsMCPTests",
            dependencies: [
                "TripsMCP", "TripsRunner", "AutomationProtocol", "TripsProtocol", "TripsTestKit", "TestSupport",
                "Locking", "PrivateFiles",
            ],
            swiftSettings: testSettings),
        .testTarget(
            name: "TripsTestKitTests", dependencies: ["AutomationKit", "TripsTestKit", "Domain"],
            swiftSettings: testSettings),
        .testTarget(
            name: "TestSupportTests", dependencies: ["TestSupport", "Locking"], swiftSettings: testSettings),
        .testTarget(
            name: "AppConformanceTests", dependencies: ["AppConformance", "TestSupport"],
            exclude: ["Fixtures"], swiftSettings: testSettings),
        .testTarget(name: "AcceptanceFixtureFlows", dependencies: ["TripsRunner"], swiftSettings: testSettings),
        .testTarget(
            name: "AcceptanceTests",
            dependencies: [
                "TripsRunner", "AutomationProtocol", "TripsProtocol", "SlugRule", "ConcurrencyHelpers", "Locking",
            ],
            path: "AcceptanceTests",
            exclude: ["Snapshots"],
            swiftSettings: testSettings
        ),
    ]
)
