import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// Apps that fail before or at their hello are reported clearly, quickly, and leave no process behind.
@Suite(.bounded())
struct LaunchFailureTests {
    @Test func anAppThatExitsAtOnceIsReportedWithItsStatusAndStderr() async throws {
        let app = Fixture.app("exit3.sh")
        app.launchTimeout = Fixture.farPastTheBound  // reported when it happens: waiting this out would meet the bound
        let error = await #expect(throws: RunnerError.self) { try await app.launch() }
        #expect(error?.kind == .exited(status: 3))
        #expect(error?.message.contains("exited with status 3 before saying hello") == true)
        #expect(error?.stderr.contains("fake: cannot open the data directory") == true)
        #expect(app.state == .exited(status: 3))
        let pid = try #require(app.processIdentifier)
        #expect(!ProcessLiveness.isAlive(pid))
    }

    @Test func anAppThatWritesGarbageInsteadOfHelloIsAProtocolViolation() async throws {
        let app = Fixture.app("garbage.sh")
        app.launchTimeout = Fixture.farPastTheBound  // reported when it happens: waiting this out would meet the bound
        let error = await #expect(throws: RunnerError.self) { try await app.launch() }
        #expect(error?.kind == .protocolViolation)
        #expect(error?.description.contains("Welcome to trips-shell! Type help.") == true)
        #expect(error?.stderr.contains("fake: about to misbehave") == true)
        let pid = try #require(app.processIdentifier)
        #expect(!ProcessLiveness.isAlive(pid))
    }

    @Test func anAppThatNeverSaysHelloFailsAtTheLaunchTimeout() async throws {
        let app = Fixture.app("silent.sh")
        app.launchTimeout = 0.5
        let error = await #expect(throws: RunnerError.self) { try await app.launch() }
        #expect(error?.kind == .launchFailed)
        #expect(error?.message.contains("did not say hello within 0.5 s") == true)
        #expect(error?.stderr.contains("fake: thinking about it") == true)
        let pid = try #require(app.processIdentifier)
        #expect(!ProcessLiveness.isAlive(pid))
        #expect(app.state == .notRunning)
    }

    @Test(arguments: ["1", "2"])
    func anAppThatSpeaksAnotherProtocolVersionIsRefused(version: String) async throws {
        let app = Fixture.app("fake_app.py")
        app.launchEnvironment = ["FAKE_PROTOCOL_VERSION": version]
        let error = await #expect(throws: RunnerError.self) { try await app.launch() }
        #expect(error?.kind == .protocolViolation)
        #expect(error?.message.contains("speaks protocol version \(version); this runner speaks 3") == true)
        let pid = try #require(app.processIdentifier)
        #expect(!ProcessLiveness.isAlive(pid))
    }

    @Test func aMissingExecutableCannotBeLaunched() async {
        let app = Application(executableURL: URL(fileURLWithPath: "/nonexistent/fake-app"), name: "missing")
        let error = await #expect(throws: RunnerError.self) { try await app.launch() }
        #expect(error?.kind == .launchFailed)
        #expect(error?.message.contains("/nonexistent/fake-app") == true)
    }

    @Test func theEnvironmentVariableOverridesTheSearchAndMustNameAnExecutable() throws {
        let locator = ExecutableLocator(name: "fake-app", environmentKey: "FAKE_APP_PATH")
        let error = #expect(throws: RunnerError.self) {
            try locator.locate(environment: ["FAKE_APP_PATH": "/nonexistent/fake-app"])
        }
        #expect(error?.kind == .executableNotFound)
        let found = try locator.locate(environment: ["FAKE_APP_PATH": Fixture.url("exit3.sh").path])
        #expect(found.lastPathComponent == "exit3.sh")
    }

    @Test("A binary beside the running program is found before one in a .build above the flows' source")
    func aBinaryBesideTheRunningProgramComesFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "trips-locate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let beside = folder.appending(path: "scratch/debug/fake-app")
        let stale = folder.appending(path: "package/.build/debug/fake-app")
        for binary in [beside, stale] {
            try FileManager.default.createDirectory(
                at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("#!/bin/sh\n".utf8).write(to: binary)
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: binary.path)
        }
        let locator = ExecutableLocator(name: "fake-app", environmentKey: "FAKE_APP_PATH")
        let source = folder.appending(path: "package/Tests/Flows/Page.swift").path

        let found = try locator.locate(
            environment: [:], filePath: source,
            running: folder.appending(path: "scratch/debug/FlowsPackageTests.xctest"))
        let walked = try locator.locate(environment: [:], filePath: source, running: nil)

        #expect(found.path == beside.path)
        #expect(walked.path == stale.path)
    }

    @Test func anApplicationWithNeitherAURLNorAWayToFindOneCannotBeLaunched() async {
        let app = Application(profile: AppProfile(), name: "nothing-to-find")
        let error = await #expect(throws: RunnerError.self) { try await app.launch() }
        #expect(error?.kind == .executableNotFound)
        #expect(app.state == .notRunning)
    }

    @Test func usingAnAppBeforeLaunchingItIsAnError() async {
        let app = Fixture.app("fake_app.py")
        let error = await #expect(throws: RunnerError.self) { try await app.buttons["fake.load"].tap() }
        #expect(error?.kind == .notRunning)
        #expect(app.state == .notRunning)
    }
}
