import AutomationKit
import AutomationProtocol
import Domain
import Foundation
import Testing
import TripsTestKit

@testable import Presentation

/// Every control on every screen and state does something when driven through the generic path (`tap`, `type`): the
/// screen changes, the app asks Open-Meteo again, or it acts on a dependency (``TestApp/effects(of:)``: the
/// pasteboard). A control that renders but is not wired fails here, naming it.
@MainActor
@Suite("Every control acts", .exhaustive)
struct EveryControlActsTests {
    /// A state to start from: a fresh app brought into it, and a count of the questions it asked.
    struct State: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @MainActor @Sendable () async throws -> (AppModel, LockBox<Int>)
        var testDescription: String { name }
    }

    nonisolated static let states: [State] = [
        State(name: "trip list") { try await app() },
        State(name: "empty trip list") { try await app(trips: []) },
        State(name: "detail, loaded") { try await app(opening: "trip.seattle") },
        State(name: "detail, failed") { try await app(failing: true, opening: "trip.seattle") },
        State(name: "detail, refresh failed") { try await refreshFailed() },
        State(name: "delete alert") { try await app(opening: "trip.kyoto", then: "trip.delete") },
        State(name: "new trip, empty") { try await app(opening: "trips.add") },
        State(name: "new trip, suggestions") { try await suggestions() },
        State(name: "new trip, ready to save") { try await readyToSave() },
    ]

    @Test(arguments: states)
    func everyEnabledControlActsAndEveryDisabledOneSaysWhy(_ state: State) async throws {
        let (probe, _) = try await state.make()
        let identifiers = probe.controls.touchable.filter { $0.action != nil }.map(\.base.identifier)
        #expect(!identifiers.isEmpty)
        for identifier in identifiers {
            let (app, questions) = try await state.make()
            let control = try app.controls.resolve(identifier)
            let before = (TextRenderer.render(app.screen), questions.value, TestApp.effects(of: app))
            if !control.base.isEnabled {
                #expect(throws: DrivingError.disabled(identifier, reason: control.disabledReason)) {
                    try app.tap(identifier)
                }
                #expect(control.disabledReason != nil, "\(identifier) is disabled without saying why")
                continue
            }
            switch control.action {
            case .text: try app.type("x", into: identifier)
            default: try app.tap(identifier)
            }
            try await within(.eventually, "the app to settle after \(identifier)") { try await settle(app) }
            let after = (TextRenderer.render(app.screen), questions.value, TestApp.effects(of: app))
            #expect(after != before, "\(identifier) on \(state.name) did nothing")
        }
    }

    // MARK: - States

    private static func app(
        trips: [Trip]? = nil, failing: Bool = false, opening first: String? = nil, then second: String? = nil
    ) async throws -> (AppModel, LockBox<Int>) {
        let questions = LockBox(0)
        let app = try TestApp.make(
            trips: trips,
            fetch: { _ in
                questions.withLock { $0 += 1 }
                if failing { throw WeatherError.unreachable("the network is offline") }
                return TestApp.seattle
            },
            search: { _ in
                questions.withLock { $0 += 1 }
                return TestApp.bergenAndBerlin
            },
            leavingWorkPending:
                "each control is checked for its first effect; a search it starts is left on its debounce")
        for identifier in [first, second].compactMap(\.self) {
            try app.tap(identifier)
            try await settle(app)
        }
        return (app, questions)
    }

    private static func refreshFailed() async throws -> (AppModel, LockBox<Int>) {
        let questions = LockBox(0)
        let app = try TestApp.make(fetch: { _ in
            questions.withLock { $0 += 1 }
            if questions.value > 1 { throw WeatherError.unreachable("the network is offline") }
            return TestApp.seattle
        })
        try app.tap("trip.seattle")
        try await settle(app)
        try app.tap("weather.refresh")
        try await settle(app)
        return (app, questions)
    }

    private static func suggestions() async throws -> (AppModel, LockBox<Int>) {
        let (app, questions) = try await app()
        try await TestApp.typeAndLetTheDebouncePass("Ber", in: app, clock: try TestApp.clock(of: app))
        return (app, questions)
    }

    private static func readyToSave() async throws -> (AppModel, LockBox<Int>) {
        let (app, questions) = try await app(opening: "trips.add")
        try app.type("Lisbon", into: "newTrip.destination")
        try app.type("2026-07-01", into: "newTrip.start")
        try app.type("2026-07-05", into: "newTrip.end")
        return (app, questions)
    }
}

extension ControlScreen {
    /// The controls that can be touched now.
    fileprivate var touchable: [Control] {
        alert?.allControls ?? controls.flatMap(\.allControls)
    }
}
