import Foundation
import Observation
import Testing
import TripsTestKit

/// A model whose one value a waiter watches.
@MainActor
@Observable
final class Flag {
    var isSet = false
}

/// The ways a test can wait for `flag.isSet`.
enum WaitStrategy: String, CaseIterable, Sendable {
    /// The test kit's `expect`: re-checks on every Observation change, no timer but its deadline.
    case expect
    /// The classic XCTest wait helper: re-checks on every turn of the main queue (`DispatchQueue.main.async`).
    case mainQueuePolling
    /// A loop that sleeps 10 ms between checks.
    case sleepLoop10ms

    /// How the report names it.
    var title: String {
        switch self {
        case .expect: "TripsTestKit expect (Observation)"
        case .mainQueuePolling: "main-queue polling (classic XCTest wait helper)"
        case .sleepLoop10ms: "10 ms sleep loop"
        }
    }

    /// Waits until the flag is set.
    @MainActor
    func wait(for flag: Flag) async {
        switch self {
        case .expect:
            await TripsTestKit.expect(timeout: .seconds(10)) { flag.isSet }
        case .mainQueuePolling:
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                @MainActor func check() {
                    if flag.isSet {
                        continuation.resume()
                    } else {
                        DispatchQueue.main.async { MainActor.assumeIsolated { check() } }
                    }
                }
                check()
            }
        case .sleepLoop10ms:
            while !flag.isSet {
                try? await Task.sleep(for: .milliseconds(10))
            }
        }
    }
}
