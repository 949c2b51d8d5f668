import Foundation

/// The flows of the acceptance suite as `scripts/acceptance/main.py list` prints them: the selected ones, with the
/// suite's whole count.
struct FlowListing: Decodable, Sendable, Equatable {
    /// The listing's format; ``supportedVersion`` is the one read here.
    var version: Int
    /// How many flows the suite has, selected or not.
    var total: Int
    /// The flows selected, in the suite's order.
    var flows: [Flow]

    /// The listing format this server reads.
    static let supportedVersion = 1

    /// One flow: a Swift Testing `@Test` in `AcceptanceTests/`.
    struct Flow: Decodable, Sendable, Equatable {
        /// Swift Testing's identifier.
        var id: String
        /// Its suite's display name (suites within suites joined with " / ").
        var suite: String
        /// Its display name.
        var name: String
        /// Its tags, its suites' included.
        var tags: [String]
        /// Where it is declared, from the package's root.
        var file: String?
        /// The line of its `@Test`.
        var line: Int?

        /// `file:line`, or the identifier when the listing gave no place.
        var place: String {
            guard let file else { return id }
            return line.map { "\(file):\($0)" } ?? file
        }
    }

    /// The listing in `data`, or why it cannot be read.
    static func read(_ data: Data) throws(FlowToolError) -> FlowListing {
        let listing: FlowListing
        do {
            listing = try JSONDecoder().decode(FlowListing.self, from: data)
        } catch {
            throw FlowToolError("The flow listing could not be read (\(error)).")
        }
        guard listing.version == supportedVersion else {
            throw FlowToolError(
                "The flow listing is version \(listing.version); this trips-mcp reads version \(supportedVersion). "
                    + "Rebuild trips-mcp from this checkout.")
        }
        return listing
    }

    /// The answer's text: a line per flow, `suite: name [tags] file:line`, under the counts.
    var text: String {
        var lines = ["\(flows.count) of \(total) flows:"]
        for flow in flows {
            let tags = flow.tags.isEmpty ? "" : " [\(flow.tags.joined(separator: ", "))]"
            lines.append("- \(flow.suite): \(flow.name)\(tags) \(flow.place)")
        }
        return lines.joined(separator: "\n")
    }
}
