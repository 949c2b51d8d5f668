/// What the server tells a model about driving its app, in `initialize`'s and `server/discover`'s `instructions`:
/// what the app's profile says of it (``DrivenApp/instructions``), then what every app's tools share.
enum Instructions {
    /// The instructions for `app`.
    static func text(for app: DrivenApp) -> String {
        app.instructions + "\n" + shared
    }

    /// What every app's tools share.
    static let shared = """
        Its screens are trees of accessibility elements, each line `role identifier "label" value …`.
        - Identifiers are stable references: the same element keeps its identifier on every screen and after going \
        back. Name elements by `identifier`; use a `locator` object only to pick among elements by role, label or \
        position: any of role, identifier, label and value ({"equals"|"contains"|"matches": text}), within (a \
        locator), relation (descendants or children), match (unique, first, last or an index), such as \
        {"role":"cell","label":{"contains":"Oslo"},"within":{"identifier":"list.results"}}. A tool that acts on an \
        element takes `identifier` or `locator`, one of them.
        - The actions are tap, type, clear, replace (a text field's whole text) and back (the alert, or one screen \
        back). Every action waits for the app to settle, then answers with what changed since you were last shown that \
        screen, by identifier: + an element added (and where), - one removed, ~ only the fields that changed. A \
        screen you were shown before comes back as its changes, or, unchanged, named by its hash ("as last shown, \
        unchanged"); a screen you were never shown comes whole. Each answer names its screen and the hash of what it \
        shows, or says "no change" when nothing on it changed. An acting tool's `show: "screen"` answers with the \
        whole screen instead; snapshot shows it whole too (within, depth and find show part of it).
        - Wait, never sleep: wait_for waits until a condition holds (exists, gone, label, value, enabled, disabled) \
        and fails at once, with the screen, when the app is settled and it cannot come true.
        - On the driver's clock the app's time moves only when you call advance_clock.
        - batch runs several actions and waits in one call; relaunch starts a fresh app (same data by default); \
        record_flow writes everything done since launch as a Swift Testing flow.
        - list_flows and run_flows build the package and list or run its flows; run_flows answers each failure's \
        message (expected and actual), step, screen changes and evidence. debug_flow opens this session's app where \
        a flow failed (or before a step), replayed exactly; every tool then works on it. log reads the app's own \
        log, each line with where the app said it. repair_flow patches a flow whose identifier or label the app \
        renamed, as run_flows proposes, never weakening an expectation. The loop: run_flows, debug_flow, fix the \
        app (or repair_flow), run_flows again. explore walks every state of the app on apps of its own and answers \
        a compact map and, for each broken invariant, the shortest flow that shows it.
        """
}
