import Testing

/// At a terminal a screen taller than the terminal goes through the pager; a piped session never pages, even when
/// its output is a terminal.
@Suite("The pager", .timeLimit(.minutes(3)))
struct PagerTests {
    @Test func aTallScreenIsPagedAtATerminalAndNeverWhenPiped() async throws {
        try await ProcessRunner.terminalStory("pty_pager.py") { result, _ in
            #expect(result.status == 0, "\(result.output)\(result.errors)")
            for check in [
                "ok: the tall list goes through TRIPS_PAGER", "ok: a screen that fits is not paged",
                "ok: --no-pager: the tall list is printed as it is",
                "ok: an empty TRIPS_PAGER: the tall list is printed as it is",
                "ok: q leaves less, and the shell goes on",
                "ok: a piped session prints the whole list, never paged",
                "ok: a piped session at a terminal prints the whole list, never paged",
            ] {
                #expect(result.output.contains(check), "\(check)")
            }
        }
    }
}
