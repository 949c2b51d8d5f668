import Foundation

/// A walk's crawl map: the states it reached, the actions between them, the controls it touched and those it never
/// did, and the invariants that broke. Everything in it is sorted and nothing in it is a time, so that the same app
/// and seed give the same bytes (``json``).
public struct ExplorationMap: Sendable, Codable, Equatable {
    /// The walk's totals.
    public struct Counts: Sendable, Codable, Equatable {
        /// Actions tried (not counting replays).
        public var actions: Int
        /// Actions taken to reach a state: replayed from a fresh launch, or seen to lead there from where the app was.
        public var replayedActions: Int
        /// Fresh launches.
        public var launches: Int
        /// States reached.
        public var states: Int
        /// Screens reached, by name.
        public var screens: Int
        /// Controls seen, on all screens.
        public var controls: Int
        /// Controls acted on at least once.
        public var controlsReached: Int
        /// Controls seen and never acted on (disabled wherever seen, or beyond the walk's bound).
        public var controlsNeverReached: Int
        /// Invariants broken, each way once.
        public var brokenInvariants: Int
    }

    /// One state: a screen with its controls as the state key says.
    public struct State: Sendable, Codable, Equatable {
        /// Its number, in the order the walk found states.
        public var id: Int
        /// The screen's name.
        public var screen: String
        /// The state's key.
        public var key: String
        /// The shortest walk from a fresh launch to it.
        public var path: [String]
    }

    /// One action tried, from a state.
    public struct Edge: Sendable, Codable, Equatable {
        /// The state it was tried in.
        public var from: Int
        /// The action.
        public var action: String
        /// The state it led to; `nil` when it broke an invariant that ended the app's walk.
        public var to: Int?
        /// `moved`, `stayed`, `refused: CODE` or `broke: INVARIANT`.
        public var result: String
    }

    /// One control seen.
    public struct Control: Sendable, Codable, Equatable {
        /// The screen it was seen on.
        public var screen: String
        /// Its identifier.
        public var identifier: String
        /// Its role.
        public var role: String
        /// Whether the walk acted on it.
        public var reached: Bool
    }

    /// One invariant broken, and the walk that breaks it.
    public struct Broken: Sendable, Codable, Equatable {
        /// The invariant.
        public var invariant: String
        /// What happened.
        public var message: String
        /// The walk from a fresh launch on which it broke first.
        public var walk: [String]
        /// The shortest part of that walk that still breaks it the same way.
        public var shrunk: [String]
        /// The file name of the flow written for it.
        public var flow: String
    }

    /// The app's binary, by file name.
    public var app: String
    /// The walk's seed.
    public var seed: UInt64
    /// Why the walk stopped: `fixedPoint` (every state's every action tried), `actions` or `time` (a bound), or
    /// `launch` (the app did not start).
    public var stoppedBy: String
    /// The totals.
    public var counts: Counts
    /// The states, by number.
    public var states: [State]
    /// The actions tried, by state and then in the order tried.
    public var edges: [Edge]
    /// The controls, by screen, identifier and role.
    public var controls: [Control]
    /// The invariants broken, in the order found.
    public var broken: [Broken]
    /// The controls seen that no flow touches, as ``noting(_:)`` read the flows' evidence; `nil` (and left out of the
    /// JSON) when no flows were read.
    public var untouchedByFlows: [Control]?
    /// How many flows' cases ``untouchedByFlows`` was read from; `nil` when no flows were read.
    public var flowCases: Int?

    /// The map as JSON, keys sorted and indented: the same map, the same bytes.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
