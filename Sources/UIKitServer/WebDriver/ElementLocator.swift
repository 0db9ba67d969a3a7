import Foundation

/// A WebDriver locator (`using` and `value`) decoded once: the strategies Appium's XCUITest
/// driver offers, and the CSS selectors Selenium sends for `By.ID`, `By.NAME` and
/// `By.CLASS_NAME`.
enum ElementLocator: Equatable {
    /// `accessibility id`, `id`, `name`, `[id="…"]`, `[name="…"]`, `#…`: the element's name.
    case name(String)
    /// `class name`, `.…`: the XCUIElementType.
    case type(String)
    case xpath(String)
    case predicate(ElementPredicate)
    case classChain(ClassChain)

    /// Decodes the strategy and its value; an unknown strategy or a selector that does not
    /// parse is an `invalid selector` error (`invalid argument` for an unknown strategy).
    init(using strategy: String, value: String) throws(WebDriverError) {
        switch strategy {
        case "accessibility id", "id", "name":
            self = .name(value)
        case "class name":
            self = .type(Self.fullType(value))
        case "xpath":
            self = .xpath(value)
        case "-ios predicate string":
            do throws(PredicateParser.SyntaxError) {
                self = .predicate(try PredicateParser.parse(value))
            } catch {
                throw .invalidSelector("the predicate \"\(value)\" is not valid: \(error.description)")
            }
        case "-ios class chain":
            do throws(ClassChain.SyntaxError) {
                self = .classChain(try ClassChain.parse(value))
            } catch {
                throw .invalidSelector("the class chain \"\(value)\" is not valid: \(error.description)")
            }
        case "css selector":
            self = try Self.css(value)
        default:
            throw .invalidArgument("the locator strategy \"\(strategy)\" is not supported; use accessibility id, id, name, "
                                   + "class name, xpath, -ios predicate string, -ios class chain, or css selector")
        }
    }

    /// The elements it finds below `root` (itself included when `includesRoot`), in document order.
    func elements(from root: ElementSnapshot, includesRoot: Bool) throws(WebDriverError) -> [ElementSnapshot] {
        let candidates = includesRoot ? root.subtree : root.descendants
        switch self {
        case .name(let name): return candidates.filter { $0.name == name }
        case .type(let type): return candidates.filter { $0.type == type }
        case .predicate(let predicate):
            let budget = MatchBudget()
            let found = candidates.filter { predicate.evaluate($0, budget: budget) }
            if let failure = budget.failure { throw .invalidSelector(failure) }
            return found
        case .classChain(let chain):
            let budget = MatchBudget()
            let found = chain.evaluate(from: root, budget: budget)
            if let failure = budget.failure { throw .invalidSelector(failure) }
            return found
        case .xpath(let expression):
            do throws(XPathQuery.InvalidExpression) {
                let found = try XPathQuery(expression: expression).evaluate(from: root)
                return includesRoot ? found : found.filter { $0 !== root }
            } catch {
                throw .invalidSelector(error.description)
            }
        }
    }

    private static func fullType(_ name: String) -> String {
        name.hasPrefix(ElementSnapshot.typePrefix) ? name : ElementSnapshot.typePrefix + name
    }

    /// The three selector forms Selenium writes: `[id="x"]`, `[name="x"]` and `.x` (with CSS
    /// escapes), and `#x`.
    private static func css(_ selector: String) throws(WebDriverError) -> ElementLocator {
        let text = selector.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("."), let name = unescape(text.dropFirst()) { return .type(fullType(name)) }
        if text.hasPrefix("#"), let name = unescape(text.dropFirst()) { return .name(name) }
        for attribute in ["id", "name"] where text.hasPrefix("[\(attribute)=") && text.hasSuffix("]") {
            let quoted = text.dropFirst(attribute.count + 2).dropLast()
            guard let quote = quoted.first, quote == "\"" || quote == "'", quoted.count >= 2, quoted.last == quote,
                  let name = unescape(quoted.dropFirst().dropLast()) else { break }
            return .name(name)
        }
        throw .invalidSelector("only the CSS selectors [id=\"…\"], [name=\"…\"], #… and .… are supported, not \(selector)")
    }

    /// Removes CSS backslash escapes (`\.` is `.`, `\31 ` is `1`).
    private static func unescape(_ text: Substring) -> String? {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            guard character == "\\" else {
                result.append(character)
                continue
            }
            guard index < text.endIndex else { return nil }
            var hex = ""
            while index < text.endIndex, hex.count < 6, text[index].isHexDigit {
                hex.append(text[index])
                index = text.index(after: index)
            }
            if hex.isEmpty {
                result.append(text[index])
                index = text.index(after: index)
            } else {
                guard let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) else { return nil }
                result.unicodeScalars.append(scalar)
                if index < text.endIndex, text[index] == " " { index = text.index(after: index) }
            }
        }
        return result.isEmpty ? nil : result
    }
}
