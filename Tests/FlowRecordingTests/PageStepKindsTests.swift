import AutomationProtocol
import Testing

@testable import FlowRecording

/// Every kind of step a session records is written as a page's method where a page declares one for it, with the
/// step's own values in its call; the runner's query where none does.
@Suite("Page calls: every step kind")
struct PageStepKindsTests {
    static let pages = """
        import AppRunner

        struct ListPage: AppRunner.Page {
            let app: Application

            // recorded: tap cell item.* => open({label})
            func open(_ name: String) async throws -> ItemPage { ItemPage(app: app) }
            // recorded: type list.new => type(item: {text})
            func type(item: String) async throws {}
            // recorded: clear list.new => clearItem()
            func clearItem() async throws {}
            // recorded: replace list.new => replace(item: {text})
            func replace(item: String) async throws {}
            // recorded: wait list.items => waitForItems()
            func waitForItems() async throws {}
            // recorded: expect list.total label => waitForTotal({expected})
            func waitForTotal(_ total: String) async throws {}
            // recorded: expect list.add disabled => waitForAddDisabled()
            func waitForAddDisabled() async throws {}
        }

        /// Pages of the shop; every one is a `Page`.
        protocol ShopPage: Page {}

        struct ItemPage: ShopPage {
            let app: Application
        }

        extension ItemPage {
            /// Goes back to the list.
            // recorded: back => back()
            @discardableResult
            func back() async throws -> ListPage { ListPage(app: app) }
        }

        extension Page {
            // recorded: advance => wait({duration})
            func wait(_ duration: Duration) async throws {}
            // recorded: expect screen => expectScreen(matching: {snapshot})
            func expectScreen(matching name: String) async throws {}
        }
        """

    /// A flow of one step of each kind, on the list, with `pages`.
    static func flow(_ pages: PageCalls) -> String {
        let list = RecordedStep.Place(name: "list", title: "Groceries", alert: nil)
        func step(
            _ id: CommandID, _ identifier: String?, role: Role? = nil, label: String? = nil,
            _ set: (inout CommandArguments) -> Void = { _ in }
        ) -> RecordedStep {
            var arguments = CommandArguments()
            if let identifier { arguments[.element] = Locator(identifier: identifier) }
            set(&arguments)
            let target = identifier.map { RecordedStep.Target(identifier: $0, role: role ?? .textField, label: label) }
            return RecordedStep(place: list, action: .command(id, arguments, target: target))
        }
        let steps = [
            step(.wait, "list.items", role: .list),
            step(.type, "list.new") { $0[.text] = "Pears" },
            step(.clear, "list.new"),
            step(.replace, "list.new") { $0[.text] = "Plums" },
            step(.expect, "list.total", role: .staticText) {
                $0[.check] = "label"
                $0[.expected] = "$4"
            },
            step(.expect, "list.add", role: .button) { $0[.check] = "disabled" },
            step(.expect, nil) {
                $0[.check] = "screen"
                $0[.snapshot] = "list-full"
            },
            step(.advanceClock, nil) { $0[.duration] = .milliseconds(300) },
            step(.tap, "item.pears", role: .cell, label: "Pears"),
            step(.back, nil),
        ]
        return FlowWriter(
            name: FlowName(fileName: "Shop.swift"),
            launch: FlowLaunch(function: "withShop", sessionArguments: []), steps: steps, pages: pages
        ).source
    }

    @Test func everyStepKindIsItsPagesCall() {
        let pages = PageCalls(sources: [("ShopPages.swift", Self.pages)])
        #expect(pages.problems == [], "\(pages.report ?? "")")
        let body = Self.flow(pages).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let calls = [
            "try await ListPage(app: app).waitForItems()",
            #"try await ListPage(app: app).type(item: "Pears")"#,
            "try await ListPage(app: app).clearItem()",
            #"try await ListPage(app: app).replace(item: "Plums")"#,
            #"try await ListPage(app: app).waitForTotal("$4")"#,
            "try await ListPage(app: app).waitForAddDisabled()",
            #"try await page.expectScreen(matching: "list-full")"#,
            "try await page.wait(.milliseconds(300))",
            #"_ = try await ListPage(app: app).open("Pears")"#,
            "_ = try await ItemPage(app: app).back()",
        ]
        #expect(Array(body.drop { !$0.hasPrefix("try await step(") }.dropFirst().prefix(calls.count)) == calls)
    }

    @Test func withoutPagesEveryStepIsTheRunnersQuery() {
        let flow = Self.flow(.none)
        #expect(!flow.contains("Page(app: app)") && !flow.contains("try await page."), "\(flow)")
        #expect(flow.contains(#"try await app.textFields["list.new"].typeText("Pears")"#), "\(flow)")
        #expect(flow.contains("try await app.clock.advance(by: .milliseconds(300))"), "\(flow)")
        #expect(flow.contains("try await app.back()"), "\(flow)")
    }

    @Test func aCheckOrWaitAPageDoesNotDeclareIsLeftToTheQueries() {
        let pages = PageCalls(sources: [("ShopPages.swift", Self.pages)])
        let total = RecordedStep.Target(identifier: "list.total", role: .staticText, label: "$4")
        var contains = CommandArguments()
        contains[.element] = Locator(identifier: "list.total")
        contains[.check] = "label"
        contains[.expected] = "$"
        contains[.match] = "contains"
        // The method takes the total, not a match.
        #expect(pages.statement(for: .expect, contains, on: total, launched: "page") == nil)
        var gone = contains
        gone[.check] = "gone"
        gone[.expected] = nil
        gone[.match] = nil
        #expect(pages.statement(for: .expect, gone, on: total, launched: "page") == nil)
    }
}
