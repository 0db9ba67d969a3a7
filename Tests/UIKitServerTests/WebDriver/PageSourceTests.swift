import Testing
@testable import UIKitServer

@Suite("WebDriver page source and XPath")
struct PageSourceTests {
    @Test func writesWebDriverAgentsElementsAndAttributeOrder() {
        let source = PageSource.xml(WebDriverTestTree.make())
        let lines = source.split(separator: "\n").map(String.init)
        #expect(lines[0] == #"<?xml version="1.0" encoding="UTF-8"?>"#)
        #expect(lines[1] == "<AppiumAUT>")
        #expect(lines[2] == #"  <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">"#)
        #expect(lines[3] == #"    <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">"#)
        #expect(lines.contains(#"        <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="ada@example.com" name="email" enabled="true" visible="true" accessible="true" x="16" y="100" width="358" height="34" index="1"/>"#))
        // Rects are rounded to whole points; indices count among siblings.
        #expect(lines.contains(#"        <XCUIElementTypeButton type="XCUIElementTypeButton" name="signIn" label="Sign In" enabled="true" visible="true" accessible="true" x="115" y="190" width="160" height="45" index="3"/>"#))
        #expect(lines.contains(#"        <XCUIElementTypeButton type="XCUIElementTypeButton" name="help" label="Help" enabled="false" visible="true" accessible="true" x="115" y="240" width="160" height="44" index="4"/>"#))
        #expect(lines.suffix(3) == ["    </XCUIElementTypeWindow>", "  </XCUIElementTypeApplication>", "</AppiumAUT>"])
    }

    @Test func escapesAttributeValues() {
        let root = ElementSnapshot(type: "XCUIElementTypeApplication", children: [
            ElementSnapshot(type: "XCUIElementTypeStaticText", label: "a < b & \"c\"\nnext\u{1}"),
        ])
        #expect(PageSource.xml(root).contains(#"label="a &lt; b &amp; &quot;c&quot;&#10;next""#))
    }

    private func xpath(_ expression: String, from root: ElementSnapshot = WebDriverTestTree.make()) throws -> [String] {
        WebDriverTestTree.names(try XPathQuery(expression: expression).evaluate(from: root))
    }

    @Test func xpathSelectsSnapshotElementsInDocumentOrder() throws {
        #expect(try xpath("//XCUIElementTypeButton") == ["signIn", "help"])
        #expect(try xpath("//XCUIElementTypeButton[@enabled='false']") == ["help"])
        #expect(try xpath("//*[@name='email']") == ["email"])
        #expect(try xpath("//XCUIElementTypeCell[last()]") == ["Émile"])
        #expect(try xpath("//XCUIElementTypeTable/XCUIElementTypeCell[2]") == ["Row 2"])
        #expect(try xpath("//XCUIElementTypeCell[starts-with(@label, 'Row')] | //XCUIElementTypeStaticText") == ["Welcome", "Row 1", "Row 2"])
        #expect(try xpath("/AppiumAUT/XCUIElementTypeApplication") == ["Demo"])
        #expect(try xpath("//XCUIElementTypeButton[@name='signIn']/..") == ["form"])
        #expect(try xpath("//XCUIElementTypeSwitch") == [])
    }

    @Test func anAttributeSelectsTheElementItBelongsTo() throws {
        #expect(try xpath("//XCUIElementTypeTextField/@value") == ["email"])
    }

    @Test func xpathFromAnElementSeesOnlyItsSubtree() throws {
        let table = WebDriverTestTree.make().subtree.first { $0.name == "list" }!
        #expect(try xpath("//XCUIElementTypeButton", from: table) == [])
        #expect(try xpath("//XCUIElementTypeCell[1]", from: table) == ["Row 1"])
    }

    @Test(arguments: ["//[", "count(//*)", "//XCUIElementTypeButton[", ""])
    func invalidOrNonNodeExpressionsAreErrors(_ expression: String) {
        #expect(throws: XPathQuery.InvalidExpression.self) { try XPathQuery(expression: expression).evaluate(from: WebDriverTestTree.make()) }
    }

    @Test func selectorsSentBySeleniumBecomeNameAndTypeLocators() throws {
        #expect(try ElementLocator(using: "css selector", value: #"[id="signIn"]"#) == .name("signIn"))
        #expect(try ElementLocator(using: "css selector", value: #"[name="sign\ in"]"#) == .name("sign in"))
        #expect(try ElementLocator(using: "css selector", value: ".XCUIElementTypeButton") == .type("XCUIElementTypeButton"))
        #expect(try ElementLocator(using: "css selector", value: #"#row\31 "#) == .name("row1"))
        #expect(try ElementLocator(using: "class name", value: "Button") == .type("XCUIElementTypeButton"))
        #expect(throws: WebDriverError.self) { try ElementLocator(using: "css selector", value: "div > p") }
        #expect(throws: WebDriverError.self) { try ElementLocator(using: "link text", value: "x") }
    }
}
