import Foundation
import Testing
@testable import UIKitServer

@Suite("-ios predicate string")
struct PredicateParserTests {
    private func find(_ predicate: String) throws -> [String] {
        let parsed = try PredicateParser.parse(predicate)
        return WebDriverTestTree.names(WebDriverTestTree.make().subtree.filter { parsed.evaluate($0) })
    }

    @Test func parsesComparisonsJoinedByAndOrNot() throws {
        #expect(try PredicateParser.parse("label == 'OK' AND NOT enabled == 0 OR value != nil") ==
            .or(.and(.comparison(.keyPath("label"), .equal, .string("OK"), []),
                     .not(.comparison(.keyPath("enabled"), .equal, .number(0), []))),
                .comparison(.keyPath("value"), .notEqual, .null, [])))
        #expect(try PredicateParser.parse("name BEGINSWITH[cd] \"ab\" && !(x > 1 || y <= 2)") ==
            .and(.comparison(.keyPath("name"), .beginsWith, .string("ab"), [.caseInsensitive, .diacriticInsensitive]),
                 .not(.or(.comparison(.keyPath("x"), .greater, .number(1), []),
                          .comparison(.keyPath("y"), .lessOrEqual, .number(2), [])))))
    }

    @Test func equalityMatchesTypeNameLabelAndValue() throws {
        #expect(try find("type == 'XCUIElementTypeButton'") == ["signIn", "help"])
        #expect(try find("elementType == \"XCUIElementTypeTable\"") == ["list"])
        #expect(try find("name == 'signIn'") == ["signIn"])
        #expect(try find("identifier == 'signIn'") == ["signIn"])
        #expect(try find("label = 'Sign In'") == ["signIn"])
        #expect(try find("value == 'ada@example.com'") == ["email"])
        #expect(try find("wdValue == '•••'") == ["password"])
    }

    @Test func booleanAttributesCompareWithNumbersAndBooleanLiterals() throws {
        #expect(try find("enabled == 0") == ["help"])
        #expect(try find("isEnabled == false") == ["help"])
        #expect(try find("selected == YES") == ["Row 2"])
        #expect(try find("visible == FALSE") == ["Émile"])
        #expect(try find("type == 'XCUIElementTypeButton' AND hittable == 1") == ["signIn"])
    }

    @Test func stringOperatorsHonourCaseAndDiacriticOptions() throws {
        #expect(try find("label BEGINSWITH 'Row'") == ["Row 1", "Row 2"])
        #expect(try find("label BEGINSWITH 'row'") == [])
        #expect(try find("label BEGINSWITH[c] 'row'") == ["Row 1", "Row 2"])
        #expect(try find("label ENDSWITH ' 2'") == ["Row 2"])
        #expect(try find("value CONTAINS '@example'") == ["email"])
        #expect(try find("label == 'emile'") == [])
        #expect(try find("label ==[cd] 'emile'") == ["Émile"])
        #expect(try find("label CONTAINS[d] 'mil'") == ["Émile"])
    }

    @Test func likeUsesWildcardsAndMatchesUsesWholeRegularExpressions() throws {
        #expect(try find("label LIKE 'Row ?'") == ["Row 1", "Row 2"])
        #expect(try find("label LIKE '*In'") == ["signIn"])
        #expect(try find("label LIKE 'S*n'") == ["signIn"])
        #expect(try find("label LIKE '*o*2'") == ["Row 2"])
        #expect(try find("label LIKE '?mile'") == ["Émile"])
        #expect(try find("label LIKE 'Row'") == [])
        #expect(try find("label LIKE '" + String(repeating: "*", count: 100_000) + "Help'") == ["help"])
        #expect(try find("label MATCHES 'Row [2-9]'") == ["Row 2"])
        #expect(try find("label MATCHES 'Row'") == [])
        #expect(try find("label MATCHES[c] 'sign.*'") == ["signIn"])
    }

    @Test func aBacktrackingMatchesPatternRunsOutOfItsBudgetInsteadOfHanging() throws {
        let label = String(repeating: "a", count: 60) + "!"
        let element = ElementSnapshot(type: "XCUIElementTypeStaticText", label: label)
        let predicate = try PredicateParser.parse("label MATCHES '(a|aa)+(a|aa)+b'")
        let budget = MatchBudget(limit: 0.05)
        let start = ProcessInfo.processInfo.systemUptime
        #expect(predicate.evaluate(element, budget: budget) == false)
        let elapsed = ProcessInfo.processInfo.systemUptime - start
        #expect(elapsed < 1)
        #expect(budget.failure?.hasPrefix("the MATCHES pattern \"(a|aa)+(a|aa)+b\" took more than 50 ms") == true)
    }

    @Test func aMatchesPatternOverTheSizeLimitIsRefused() throws {
        let element = ElementSnapshot(type: "XCUIElementTypeStaticText", label: "Row 1")
        let predicate = try PredicateParser.parse("label MATCHES '" + String(repeating: "R?", count: 600) + "Row 1'")
        let budget = MatchBudget()
        #expect(predicate.evaluate(element, budget: budget) == false)
        #expect(budget.failure == "the MATCHES pattern is 1205 characters long; at most 1000 are allowed")
    }

    @Test func aLocatorWhoseMatchesRunsOverItsBudgetIsAnInvalidSelector() throws {
        let root = ElementSnapshot(type: "XCUIElementTypeApplication", children: [
            ElementSnapshot(type: "XCUIElementTypeStaticText", label: String(repeating: "a", count: 60)),
        ])
        let locator = try ElementLocator(using: "-ios predicate string", value: "label MATCHES '(a|aa)+(a|aa)+b'")
        let start = ProcessInfo.processInfo.systemUptime
        #expect(throws: WebDriverError.self) { try locator.elements(from: root, includesRoot: true) }
        do {
            _ = try locator.elements(from: root, includesRoot: true)
        } catch {
            #expect(error.code == "invalid selector")
            #expect(error.status == 400)
        }
        #expect(ProcessInfo.processInfo.systemUptime - start < 2)
    }

    @Test func inChecksAListAndBetweenARange() throws {
        #expect(try find("name IN {'help', 'list', 'nothing'}") == ["help", "list"])
        #expect(try find("rect.y BETWEEN {400, 450}") == ["list", "Row 1", "Row 2"])
        #expect(try find("NOT name IN {'Demo'} AND type == 'XCUIElementTypeApplication'") == [])
    }

    @Test func numericComparisonsReadTheRect() throws {
        #expect(try find("rect.height > 44 AND rect.height < 45") == ["signIn"])
        #expect(try find("rect.y >= 444 AND type == 'XCUIElementTypeCell'") == ["Row 2", "Émile"])
        #expect(try find("wdRect.width <= 160 AND rect.x == 115") == ["signIn", "help"])
    }

    @Test func missingAttributesAreNil() throws {
        #expect(try find("type == 'XCUIElementTypeOther' AND label == nil") == ["form"])
        #expect(try find("label != NULL AND type == 'XCUIElementTypeStaticText'") == ["Welcome"])
    }

    @Test func constantsAndEscapesInStrings() throws {
        #expect(try find("TRUEPREDICATE AND type == 'XCUIElementTypeWindow'") == ["Window"])
        #expect(try find("FALSEPREDICATE") == [])
        #expect(try PredicateParser.parse(#"label == "say \"hi\"""#) == .comparison(.keyPath("label"), .equal, .string(#"say "hi""#), []))
    }

    @Test func hostilePredicatesAreRefusedBeforeTheyExhaustTheStack() throws {
        let nested = String(repeating: "(", count: 100_000) + "label == 'a'" + String(repeating: ")", count: 100_000)
        #expect(throws: PredicateParser.SyntaxError.self) { try PredicateParser.parse(nested) }
        #expect(throws: PredicateParser.SyntaxError.self) { try PredicateParser.parse(String(repeating: "NOT ", count: 100_000) + "enabled == 1") }
        let long = Array(repeating: "label == 'a'", count: 50_000).joined(separator: " OR ")
        #expect(throws: PredicateParser.SyntaxError.self) { try PredicateParser.parse(long) }
        let deepest = String(repeating: "(", count: 64) + "name == 'help'" + String(repeating: ")", count: 64)
        #expect(try find(deepest) == ["help"])
    }

    @Test(arguments: ["", "label ==", "label == 'open", "(label == 'a'", "label 'a'", "label == 'a' AND", "label ~ 'a'", "== 'a'"])
    func malformedPredicatesAreSyntaxErrors(_ text: String) {
        #expect(throws: PredicateParser.SyntaxError.self) { try PredicateParser.parse(text) }
    }
}
