import Foundation
import Testing

@testable import TripsMCP

/// `list_flows` reads the acceptance script's listing, and only the version it knows.
@Suite("The flow listing")
struct FlowListingTests {
    static let listing = #"""
        {"version": 1, "total": 65, "flows": [{"id": "AcceptanceTests.WeatherFlows/x()/WeatherFlows.swift:12:6",
        "suite": "Weather", "name": "A trip shows the weather where it goes", "tags": ["weather"],
        "file": "AcceptanceTests/Flows/WeatherFlows.swift", "line": 12}]}
        """#

    @Test func eachFlowIsALineWithItsSuiteTagsAndPlace() throws {
        let listing = try FlowListing.read(Data(Self.listing.utf8))
        #expect(
            listing.text == """
                1 of 65 flows:
                - Weather: A trip shows the weather where it goes [weather] AcceptanceTests/Flows/WeatherFlows.swift:12
                """)
    }

    @Test func anotherVersionIsRefusedSayingWhichItReads() {
        let newer = Self.listing.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#)
        #expect(
            throws: FlowToolError(
                "The flow listing is version 2; this trips-mcp reads version 1. Rebuild trips-mcp from this checkout.")
        ) {
            try FlowListing.read(Data(newer.utf8))
        }
    }

    @Test func aFlowIsNamedByItsNameItsIdentifierOrItsSuiteAndName() throws {
        let listing = try FlowListing.read(Data(Self.listing.utf8))
        let name = "A trip shows the weather where it goes"
        let names = try AppDriver.flowNames(
            [name, "AcceptanceTests.WeatherFlows/x()/WeatherFlows.swift:12:6", "Weather: \(name)"], in: listing)
        #expect(names == [name, name, name])
    }

    @Test func anUnknownNameAmongKnownOnesIsRefusedWithTheNearestFlow() throws {
        let listing = try FlowListing.read(Data(Self.listing.utf8))
        #expect(
            throws: FlowToolError(
                #"No flow is called "A trip shows the wether where it goes". Did you mean "A trip shows the weather "#
                    + #"where it goes"? No flow is called "Atlantis". Nothing was run; list_flows names them all."#)
        ) {
            try AppDriver.flowNames(
                ["A trip shows the weather where it goes", "A trip shows the wether where it goes", "Atlantis"],
                in: listing)
        }
    }
}
