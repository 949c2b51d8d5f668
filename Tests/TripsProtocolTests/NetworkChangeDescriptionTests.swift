import AutomationProtocol
import Testing
import TripsProtocol

/// A network change says what it does, for the MCP answer and a trace's step: two changes never read the same.
@Suite("A network change, said")
struct NetworkChangeDescriptionTests {
    @Test(arguments: [
        (NetworkChange(city: "Kyoto", condition: .offline), "Kyoto: offline"),
        (NetworkChange(condition: .normal), "every city: normal again"),
        (NetworkChange(city: "Bergen", condition: .failing(status: 503)), "Bergen: failing with HTTP 503"),
        (NetworkChange(city: "Oslo", condition: .slow(milliseconds: 800)), "Oslo: slow, 800 ms an answer"),
        (NetworkChange(condition: .silent), "every city: silent, no answer"),
    ])
    func eachChangeSaysItsPlaceAndWhat(change: NetworkChange, said: String) {
        #expect(change.description == said)
    }
}
