import Foundation

/// One argument of a localized format, as `String(localized:)` interpolation and
/// `String.localizedStringWithFormat` pass them.
enum FormatArgument: Sendable, Equatable {
    case integer(Int)
    case number(Double)
    case text(String)

    init(_ value: Any) {
        switch value {
        case let value as Int: self = .integer(value)
        case let value as Int32: self = .integer(Int(value))
        case let value as Int64: self = .integer(Int(value))
        case let value as UInt: self = .integer(Int(clamping: value))
        case let value as Double: self = .number(value)
        case let value as Float: self = .number(Double(value))
        case let value as CGFloat: self = .number(Double(value))
        default: self = .text(String(describing: value))
        }
    }

    var count: Int? {
        switch self {
        case .integer(let value): return value
        case .number(let value): return value.isFinite ? Int(value) : nil
        case .text: return nil
        }
    }
}

/// Plural rules at work: a `.stringsdict` entry's format remembered as the lookup returns it,
/// then resolved by the count given to the format, as `String.localizedStringWithFormat` does.
enum PluralFormat {
    private struct Rule {
        let variable: String?
        let variants: [PluralCategory: String]
        let language: String
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var rules: [String: Rule] = [:]

    /// Remembers a plural entry and returns the format that stands for it (`%#@items@`, or a
    /// String Catalog's `other` variant).
    static func register(format: String, variable: String?, variants: [PluralCategory: String], language: String) -> String {
        let text = format.isEmpty ? (variants[.other] ?? "") : format
        lock.withLock { rules[text] = Rule(variable: variable, variants: variants, language: language) }
        return text
    }

    /// `format` with its plural placeholder (if it is a remembered plural format) replaced by
    /// the variant for the count argument, then its placeholders replaced by `arguments`.
    static func format(_ format: String, arguments: [FormatArgument], locale: Locale) -> String {
        let language = SessionLocale.languageCode(of: locale.identifier)
        guard let rule = lock.withLock({ rules[format] }) else {
            return FormatString.substitute(format, arguments: arguments, locale: locale)
        }
        let ruleLanguage = SessionLocale.languageCode(of: rule.language)
        guard let variable = rule.variable else {
            let count = arguments.lazy.compactMap(\.count).first ?? 0
            let variant = variant(rule.variants, count: count, language: ruleLanguage.isEmpty ? language : ruleLanguage)
            return FormatString.substitute(variant, arguments: arguments, locale: locale)
        }
        let placeholder = "%#@\(variable)@"
        let position = FormatString.argumentIndex(of: placeholder, in: format)
        let count = (position.flatMap { arguments.indices.contains($0) ? arguments[$0].count : nil }) ?? arguments.lazy.compactMap(\.count).first ?? 0
        let chosen = variant(rule.variants, count: count, language: ruleLanguage)
        // The variant's own `%d` takes the plural's argument: number it explicitly.
        let numbered = position.map { FormatString.numberFirstPlaceholder(chosen, as: $0 + 1) } ?? chosen
        let expanded = format.replacingOccurrences(of: placeholder, with: numbered)
        return FormatString.substitute(expanded, arguments: arguments, locale: locale)
    }

    private static func variant(_ variants: [PluralCategory: String], count: Int, language: String) -> String {
        if count == 0, let zero = variants[.zero] { return zero }
        let category = PluralCategory.cardinal(count, language: language)
        return variants[category] ?? variants[.other] ?? ""
    }
}
