import Foundation

extension String {
    /// A localization key and its arguments, written as a string literal with interpolations:
    /// `"\(count) items"` is the key `%lld items` with `count` as its argument.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable, Equatable {
        /// The key, with a placeholder for each interpolation (`%lld`, `%lf`, `%@`).
        public let key: String
        let arguments: [FormatArgument]

        /// A value with no interpolations.
        public init(stringLiteral value: String) {
            key = value
            arguments = []
        }

        /// A value from its literal parts and interpolations.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// The parts of an interpolated localization value.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [FormatArgument] = []

            /// Creates an empty interpolation.
            public init(literalCapacity: Int, interpolationCount: Int) {}

            /// Appends literal text; a `%` in it is kept as written.
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            /// Appends an integer: `%lld` in the key.
            public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
                key += "%lld"
                arguments.append(.integer(Int(clamping: value)))
            }

            /// Appends a floating-point number: `%lf` in the key.
            public mutating func appendInterpolation<Value: BinaryFloatingPoint>(_ value: Value) {
                key += "%lf"
                arguments.append(.number(Double(value)))
            }

            /// Appends a string: `%@` in the key.
            public mutating func appendInterpolation(_ value: String) {
                key += "%@"
                arguments.append(.text(value))
            }

            /// Appends any other value by its description: `%@` in the key.
            public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
                key += "%@"
                arguments.append(.text(value.description))
            }
        }
    }

    /// The string for `keyAndValue` from the app's strings tables (`Localizable.strings`,
    /// `.stringsdict` plurals, `Localizable.xcstrings`) in the language of the session whose
    /// turn is running, with its interpolations filled in; the literal itself when no table
    /// has it.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        self = Self.localized(key: keyAndValue.key, fallback: keyAndValue.key, arguments: keyAndValue.arguments,
                              table: table, bundle: bundle, locale: locale)
    }

    /// The string for `key` from the app's strings tables in the session's language, or
    /// `defaultValue` when no table has it.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        self = Self.localized(key: "\(key)", fallback: defaultValue.key, arguments: defaultValue.arguments,
                              table: table, bundle: bundle, locale: locale)
    }

    /// `format` (as `NSLocalizedString` returned it, plural rules included) filled with
    /// `arguments`, numbers written for the session's locale: what
    /// `String.localizedStringWithFormat` means in app code compiled through the source plugin.
    public static func sessionLocalizedStringWithFormat(_ format: String, _ arguments: any CVarArg...) -> String {
        PluralFormat.format(format, arguments: arguments.map(FormatArgument.init), locale: Locale.sessionCurrent)
    }

    private static func localized(key: String, fallback: String, arguments: [FormatArgument], table: String?,
                                  bundle: Bundle?, locale: Locale?) -> String {
        let target = AppResources.bundle(for: bundle)
        let session = SessionLocale.current
        let languages = locale.map { [$0.identifier] + session.preferredLanguages } ?? session.preferredLanguages
        let formatLocale = locale ?? session.locale
        guard let found = LocalizedStringTable.entry(key, table: table ?? "Localizable", bundle: target, languages: languages) else {
            return FormatString.substitute(fallback, arguments: arguments, locale: formatLocale)
        }
        switch found.entry {
        case .text(let text):
            return FormatString.substitute(text, arguments: arguments, locale: formatLocale)
        case .plural(let format, let variable, let variants):
            let registered = PluralFormat.register(format: format, variable: variable, variants: variants, language: found.language)
            return PluralFormat.format(registered, arguments: arguments, locale: formatLocale)
        }
    }
}
