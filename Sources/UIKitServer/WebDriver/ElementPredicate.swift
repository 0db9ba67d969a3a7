import Foundation

/// An `-ios predicate string` (NSPredicate's syntax, as WebDriverAgent evaluates it on element
/// snapshots): comparisons of attributes with constants, joined by AND, OR and NOT.
indirect enum ElementPredicate: Equatable, Sendable {
    case constant(Bool)
    case not(ElementPredicate)
    case and(ElementPredicate, ElementPredicate)
    case or(ElementPredicate, ElementPredicate)
    case comparison(Expression, Operator, Expression, Options)

    /// One side of a comparison.
    enum Expression: Equatable, Sendable {
        case keyPath(String)
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case list([Expression])
    }

    enum Operator: String, Equatable, Sendable {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        case beginsWith = "BEGINSWITH"
        case endsWith = "ENDSWITH"
        case contains = "CONTAINS"
        case like = "LIKE"
        case matches = "MATCHES"
        case `in` = "IN"
        case between = "BETWEEN"
    }

    /// `[c]` (case-insensitive) and `[d]` (diacritic-insensitive).
    struct Options: OptionSet, Equatable, Sendable {
        let rawValue: Int
        static let caseInsensitive = Options(rawValue: 1)
        static let diacriticInsensitive = Options(rawValue: 2)
    }

    /// The key paths WebDriverAgent accepts, with their aliases, mapped to one attribute name.
    static let attributeAliases: [String: String] = [
        "type": "type", "elementType": "type", "wdType": "type",
        "name": "name", "identifier": "name", "wdName": "name",
        "label": "label", "wdLabel": "label",
        "value": "value", "wdValue": "value",
        "placeholderValue": "placeholderValue", "wdPlaceholderValue": "placeholderValue",
        "enabled": "enabled", "isEnabled": "enabled", "wdEnabled": "enabled",
        "visible": "visible", "isVisible": "visible", "wdVisible": "visible",
        "accessible": "accessible", "isAccessible": "accessible", "wdAccessible": "accessible",
        "selected": "selected", "isSelected": "selected", "wdSelected": "selected",
        "focused": "focused", "hasFocus": "focused", "wdFocused": "focused",
        "hittable": "hittable", "isHittable": "hittable", "wdHittable": "hittable",
        "index": "index", "wdIndex": "index",
        "rect": "rect", "frame": "rect", "wdRect": "rect",
        "rect.x": "x", "frame.x": "x", "wdRect.x": "x", "rect.origin.x": "x", "frame.origin.x": "x",
        "rect.y": "y", "frame.y": "y", "wdRect.y": "y", "rect.origin.y": "y", "frame.origin.y": "y",
        "rect.width": "width", "frame.width": "width", "wdRect.width": "width", "rect.size.width": "width",
        "frame.size.width": "width",
        "rect.height": "height", "frame.height": "height", "wdRect.height": "height", "rect.size.height": "height",
        "frame.size.height": "height",
    ]

    /// Whether the element satisfies the predicate; its `MATCHES` comparisons spend `budget`.
    func evaluate(_ element: ElementSnapshot, budget: MatchBudget = MatchBudget()) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(element, budget: budget)
        case .and(let left, let right): return left.evaluate(element, budget: budget) && right.evaluate(element, budget: budget)
        case .or(let left, let right): return left.evaluate(element, budget: budget) || right.evaluate(element, budget: budget)
        case .comparison(let left, let op, let right, let options):
            return Self.compare(Value(left, element), op, Value(right, element), options, budget)
        }
    }

    /// A resolved operand: what an attribute or a constant stands for.
    private enum Value {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case list([Value])

        init(_ expression: Expression, _ element: ElementSnapshot) {
            switch expression {
            case .string(let string): self = .string(string)
            case .number(let number): self = .number(number)
            case .bool(let bool): self = .bool(bool)
            case .null: self = .null
            case .list(let items): self = .list(items.map { Value($0, element) })
            case .keyPath(let path): self = Value.attribute(ElementPredicate.attributeAliases[path] ?? path, of: element)
            }
        }

        static func attribute(_ name: String, of element: ElementSnapshot) -> Value {
            func optional(_ string: String?) -> Value { string.map(Value.string) ?? .null }
            switch name {
            case "type": return .string(element.type)
            case "name": return optional(element.name)
            case "label": return optional(element.label)
            case "value": return optional(element.value)
            case "placeholderValue": return optional(element.placeholderValue)
            case "enabled": return .bool(element.isEnabled)
            case "visible": return .bool(element.isVisible)
            case "accessible": return .bool(element.isAccessible)
            case "selected": return .bool(element.isSelected)
            case "focused": return .bool(element.isFocused)
            case "hittable": return .bool(element.isVisible && element.isEnabled)
            case "index": return .number(Double(element.index))
            case "x": return .number(element.rect.minX)
            case "y": return .number(element.rect.minY)
            case "width": return .number(element.rect.width)
            case "height": return .number(element.rect.height)
            case "rect": return .string(ElementAttributes.rectDescription(element.rect))
            default: return .null
            }
        }

        var number: Double? {
            switch self {
            case .number(let number): number
            case .bool(let bool): bool ? 1 : 0
            case .string(let string): Double(string.trimmingCharacters(in: .whitespaces))
            case .null, .list: nil
            }
        }

        var string: String? {
            switch self {
            case .string(let string): string
            case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            case .bool(let bool): bool ? "1" : "0"
            case .null, .list: nil
            }
        }
    }

    private static func compare(_ left: Value, _ op: Operator, _ right: Value, _ options: Options, _ budget: MatchBudget) -> Bool {
        switch op {
        case .in:
            guard case .list(let items) = right else {
                guard let haystack = right.string, let needle = left.string else { return false }
                return fold(haystack, options).contains(fold(needle, options))
            }
            return items.contains { equal(left, $0, options) }
        case .between:
            guard case .list(let bounds) = right, bounds.count == 2, let value = left.number,
                  let low = bounds[0].number, let high = bounds[1].number else { return false }
            return value >= low && value <= high
        case .equal: return equal(left, right, options)
        case .notEqual: return !equal(left, right, options)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            return order(left, right, options).map { result in
                switch op {
                case .less: result < 0
                case .lessOrEqual: result <= 0
                case .greater: result > 0
                default: result >= 0
                }
            } ?? false
        case .beginsWith, .endsWith, .contains, .like, .matches:
            guard let text = left.string, let pattern = right.string else { return false }
            let (a, b) = (fold(text, options), fold(pattern, options))
            switch op {
            case .beginsWith: return a.hasPrefix(b)
            case .endsWith: return a.hasSuffix(b)
            case .contains: return a.contains(b)
            case .like: return like(a, b)
            default:
                return budget.matches(options.contains(.diacriticInsensitive) ? fold(text, .diacriticInsensitive) : text, pattern,
                                      caseInsensitive: options.contains(.caseInsensitive))
            }
        }
    }

    private static func equal(_ left: Value, _ right: Value, _ options: Options) -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.string(let a), .string(let b)): return fold(a, options) == fold(b, options)
        default:
            if let a = left.number, let b = right.number { return a == b }
            guard let a = left.string, let b = right.string else { return false }
            return fold(a, options) == fold(b, options)
        }
    }

    private static func order(_ left: Value, _ right: Value, _ options: Options) -> Int? {
        if case .string(let a) = left, case .string(let b) = right {
            let (x, y) = (fold(a, options), fold(b, options))
            return x < y ? -1 : (x == y ? 0 : 1)
        }
        guard let a = left.number, let b = right.number else { return nil }
        return a < b ? -1 : (a == b ? 0 : 1)
    }

    private static func fold(_ string: String, _ options: Options) -> String {
        var folding: String.CompareOptions = []
        if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? string : string.folding(options: folding, locale: nil)
    }

    /// `LIKE`: `*` matches any run of characters, `?` one character (matched without recursion:
    /// the last `*` seen takes one more character whenever the rest fails).
    private static func like(_ text: String, _ pattern: String) -> Bool {
        let text = Array(text), pattern = Array(pattern)
        var (t, p) = (0, 0)
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t]) {
                t += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let last = star {
                star = (last.pattern, last.text + 1)
                p = last.pattern + 1
                t = last.text + 1
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
