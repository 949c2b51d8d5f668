import Testing

@testable import FlowRecording

/// What a page file declares that the recorder cannot use is said, with the file and line, never left unused in
/// silence.
@Suite("Page calls: what the recorder cannot use")
struct PageProblemsTests {
    /// The problems in one file, `Pages.swift`, as `line: reason`.
    private func problems(_ source: String) -> [String] {
        PageCalls(sources: [("Pages.swift", source)]).problems.map { "\($0.line): \($0.message)" }
    }

    @Test func aDeclarationOverATypeThatIsNoPageIsReported() {
        let source = """
            struct BasketPage {
                let app: Application
                // recorded: tap basket.checkout => checkOut()
                func checkOut() async throws {}
            }
            """
        let calls = PageCalls(sources: [("Pages.swift", source)])
        #expect(calls.declarations == [])
        #expect(
            calls.problems == [PageProblem(file: "Pages.swift", line: 3, reason: .notAPage("BasketPage"))])
        #expect(
            calls.report == """
                The pages declare 1 thing the recorder cannot use:
                - Pages.swift:3: BasketPage is not a Page: the recorder calls only the methods of a type that \
                conforms to AppRunner's `Page` (`struct BasketPage: Page`), or of an extension of `Page`; this \
                declaration is not used.
                """)
    }

    @Test func aPageByConformanceInAnExtensionOrByARefinedProtocolIsAPage() {
        let source = """
            protocol ShopPage: Sendable, AppRunner.Page {}
            struct BasketPage { let app: Application }
            extension BasketPage: Page {
                // recorded: tap basket.checkout => checkOut()
                func checkOut() async throws {}
            }
            final class ReceiptPage: ShopPage {
                let app: Application
                // recorded: wait receipt.total => waitForTotal()
                func waitForTotal() async throws {}
            }
            """
        let calls = PageCalls(sources: [("Pages.swift", source)])
        #expect(calls.problems == [])
        #expect(calls.declarations.map(\.page) == ["BasketPage", "ReceiptPage"])
    }

    @Test func aDeclarationItCannotReadIsReported() {
        let source = """
            struct ListPage: Page {
                let app: Application
                // recorded: tap list.add -> add()
                func add() {}
                // recorded: tap button list.add enabled => add()
                func addAgain() {}
                // recorded: tap list.add =>
                func addOnceMore() {}
                // recorded: type list.new => type({label}, {colour})
                func type(_ text: String) {}
                // recorded: advance 300ms => wait()
                func wait() {}
            }
            """
        #expect(
            problems(source) == [
                "3: cannot read `// recorded: tap list.add -> add()`: it has no ` => CALL`.",
                "5: cannot read `// recorded: tap button list.add enabled => add()`: a `tap` step reads "
                    + "`tap [ROLE] PATTERN => CALL`.",
                "7: cannot read `// recorded: tap list.add =>`: it has no ` => CALL`.",
                "9: cannot read `// recorded: type list.new => type({label}, {colour})`: a `type` step has no "
                    + "{colour}; it has {label}, {text}.",
                "11: cannot read `// recorded: advance 300ms => wait()`: `advance` acts on no element, so it takes "
                    + "no words before `=>`.",
            ])
    }

    @Test func aCommandTheRecorderDoesNotRecordIsReported() {
        let source = """
            struct ListPage: Page {
                let app: Application
                // recorded: swipe list.row => swipe()
                func swipe() {}
                // recorded: show list => show()
                func show() {}
            }
            """
        let found = problems(source)
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("3: `swipe` is no step the recorder records; it records tap, type, ") == true)
        // `show` is a command, but one a flow never repeats.
        #expect(found.last?.hasPrefix("5: `show` is no step the recorder records") == true)
    }

    @Test func aDeclarationOverNoMethodAndAPageProtocolOfItsOwnAreReported() {
        let source = """
            protocol Page: Sendable {
                var app: Application { get }
            }
            struct ListPage: Page {
                let app: Application
                // recorded: tap list.add => add()
                // (a comment between: the declaration is for no method)
                func add() {}
                // recorded: tap list.clear => clear()
                var clear: Int { 0 }
            }
            // recorded: tap list.add => add()
            func add() {}
            """
        #expect(
            PageCalls(sources: [("Pages.swift", source)]).problems.map { "\($0.line) \($0.reason)" } == [
                "1 rivalPage", "6 noMethod", "9 noMethod", "12 noMethod",
            ])
    }

    @Test func bracesInStringsAndCommentsOpenNoType() {
        let source = """
            struct ListPage: Page {
                let app: Application
                static let shape = "}"  // and a } here
                /* } */
                // recorded: tap list.add => add()
                func add() {}
            }
            struct Helper {
                static let text = \"\"\"
                    }
                    \"\"\"
                // recorded: tap list.more => more()
                func more() {}
            }
            """
        #expect(problems(source).map { $0.prefix(24) } == ["12: Helper is not a Page"])
    }
}
