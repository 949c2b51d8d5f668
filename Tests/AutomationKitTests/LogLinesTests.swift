import AutomationKit
import Testing

/// The log lines waiting for the endpoint's next message: each taken once, in order, and at most the latest of them,
/// the rest counted.
struct LogLinesTests {
    @Test func eachLineIsTakenOnceInTheOrderItWasSaid() {
        let lines = LogLines()
        lines.add("first")
        lines.add("second")
        #expect(lines.take() == ["first", "second"])
        #expect(lines.take().isEmpty)
    }

    @Test func linesBeyondTheLimitAreCountedInTheFirstLineTaken() {
        let lines = LogLines()
        for number in 1...(LogLines.kept + 5) { lines.add("line \(number)") }
        let taken = lines.take()
        #expect(taken.first == "(5 earlier lines not kept)")
        #expect(taken.count == LogLines.kept + 1 && taken.last == "line \(LogLines.kept + 5)")
    }
}
