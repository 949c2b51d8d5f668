import AutomationProtocol
import Foundation

/// Where the app built the control a failure is about, and that line of its source: what takes a reader from a red
/// step to the code behind the control without a search. Known only for an app asked for source places
/// (``Application/asksSourcePlaces``).
public struct Declaration: Sendable, Hashable, CustomStringConvertible, Codable {
    /// The element, as a failure names it (`button timer.reset "Reset"`).
    public var element: String
    /// Where the app built it.
    public var place: SourcePlace
    /// That line of source as it reads in the checkout, trimmed; `nil` when the runner could not read it.
    public var quote: String?
    /// The flow's last action (`tap "timer.reset"`) when the element is the control it touched, because the
    /// failure's own element is not on screen or the failure names none; `nil` when it is the failure's own.
    public var action: String?

    /// Makes a declaration.
    public init(element: String, place: SourcePlace, quote: String?, action: String? = nil) {
        self.element = element
        self.place = place
        self.quote = quote
        self.action = action
    }

    /// `button timer.reset "Reset", declared at path:line: .button(…)`; for the last
    /// action's control, `the last action, tap "timer.reset", touched button …, declared at …`.
    public var description: String {
        let declared = "\(element), declared at \(place)" + (quote.map { ": \($0)" } ?? "")
        return action.map { "the last action, \($0), touched \(declared)" } ?? declared
    }

    private enum CodingKeys: String, CodingKey { case action, element, place, quote }

    /// Reads the fields `evidence.json` holds; a place that is not `path:line` is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let place = try container.decode(String.self, forKey: .place)
        guard let read = SourcePlace(place) else {
            throw DecodingError.dataCorruptedError(
                forKey: .place, in: container, debugDescription: "'\(place)' is not path:line")
        }
        self.init(
            element: try container.decode(String.self, forKey: .element), place: read,
            quote: try container.decodeIfPresent(String.self, forKey: .quote),
            action: try container.decodeIfPresent(String.self, forKey: .action))
    }

    /// Its fields, the place as `path:line`, as `evidence.json` holds them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(action, forKey: .action)
        try container.encode(element, forKey: .element)
        try container.encode(place.description, forKey: .place)
        try container.encodeIfPresent(quote, forKey: .quote)
    }

    /// The declaration of the element `locator` means on `screen`, when the app said where it built it.
    static func of(_ locator: Locator, on screen: Screen, package: URL?) -> Declaration? {
        guard case .found(let found) = locator.resolve(in: screen) else { return nil }
        return of(found.element, package: package)
    }

    /// The declaration of `element`, when the app said where it built it, its line read in `package` (else in the
    /// package the runner runs in).
    public static func of(_ element: Element, package: URL?) -> Declaration? {
        guard let place = element.source else { return nil }
        return Declaration(
            element: TextRenderer.shortLine(for: element), place: place,
            quote: SourceQuote.line(at: place, package: package))
    }

    /// The declaration of the control the latest action among `steps` touched, on the screen it was sent on.
    static func ofLastAction(among steps: [StepLog.Step], package: URL?) -> Declaration? {
        guard let step = steps.last(where: { $0.sent != nil }), let locator = step.sent?.command.locator,
            let screen = step.sentOn?.screen, var declaration = of(locator, on: screen, package: package)
        else { return nil }
        declaration.action = step.title
        return declaration
    }

    /// The declaration with its line quoted from the package of `flowFile` (a flow's `#filePath`) when it could not
    /// be read where the runner runs: a package's flows may run from another folder than their own.
    func quoted(from flowFile: String) -> Declaration {
        guard quote == nil else { return self }
        var quoted = self
        quoted.quote = SourceQuote.line(at: place, package: nil, flowFile: flowFile)
        return quoted
    }
}
