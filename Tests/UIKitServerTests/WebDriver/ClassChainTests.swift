import Testing
@testable import UIKitServer

@Suite("-ios class chain")
struct ClassChainTests {
    private func find(_ chain: String) throws -> [String] {
        WebDriverTestTree.names(try ClassChain.parse(chain).evaluate(from: WebDriverTestTree.make()))
    }

    @Test func parsesSegmentsPredicatesAndIndices() throws {
        let chain = try ClassChain.parse("**/XCUIElementTypeCell[`label BEGINSWITH 'Row'`][-1]/Button[$name == 'x'$]")
        #expect(chain.segments == [
            .init(searchesDescendants: true, type: "XCUIElementTypeCell",
                  filters: [.predicate(.comparison(.keyPath("label"), .beginsWith, .string("Row"), [])), .index(-1)]),
            .init(searchesDescendants: false, type: "XCUIElementTypeButton",
                  filters: [.descendantPredicate(.comparison(.keyPath("name"), .equal, .string("x"), []))]),
        ])
    }

    @Test func childSegmentsStepOneLevelAndDescendantSegmentsAnyNumber() throws {
        #expect(try find("XCUIElementTypeWindow") == ["Window"])
        #expect(try find("XCUIElementTypeButton") == [])
        #expect(try find("XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeButton") == ["signIn", "help"])
        #expect(try find("**/XCUIElementTypeButton") == ["signIn", "help"])
        #expect(try find("**/XCUIElementTypeTable/*") == ["Row 1", "Row 2", "Émile"])
    }

    @Test func indicesCountFromOneAndNegativeOnesFromTheEnd() throws {
        #expect(try find("**/XCUIElementTypeCell[1]") == ["Row 1"])
        #expect(try find("**/XCUIElementTypeCell[2]") == ["Row 2"])
        #expect(try find("**/XCUIElementTypeCell[-1]") == ["Émile"])
        #expect(try find("**/XCUIElementTypeCell[4]") == [])
        #expect(try find("XCUIElementTypeWindow/*[2]/XCUIElementTypeCell[-2]") == ["Row 2"])
    }

    @Test func predicatesAndIndicesApplyInTheOrderWritten() throws {
        #expect(try find("**/XCUIElementTypeCell[`label BEGINSWITH 'Row'`][-1]") == ["Row 2"])
        #expect(try find("**/XCUIElementTypeCell[-1][`label BEGINSWITH 'Row'`]") == [])
        #expect(try find("**/XCUIElementTypeButton[`enabled == 1`]") == ["signIn"])
    }

    @Test func descendantPredicatesKeepAncestorsOfAMatch() throws {
        #expect(try find("**/XCUIElementTypeOther[$name == 'signIn'$]") == ["form"])
        #expect(try find("XCUIElementTypeWindow/*[$type == 'XCUIElementTypeCell'$]") == ["list"])
    }

    @Test func typesMayOmitTheirPrefix() throws {
        #expect(try find("**/Button[1]") == ["signIn"])
    }

    @Test(arguments: ["", "/", "**/", "XCUIElementTypeButton/", "**/XCUIElementTypeButton[0]", "**/XCUIElementTypeButton[x]",
                      "**/XCUIElementTypeButton[`label == 'a'", "**/XCUIElementTypeButton[`label ==`]", "**/Bu tton"])
    func malformedChainsAreSyntaxErrors(_ text: String) {
        #expect(throws: ClassChain.SyntaxError.self) { try ClassChain.parse(text) }
    }
}
