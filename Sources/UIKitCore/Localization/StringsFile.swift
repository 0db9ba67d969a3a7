import Foundation

/// Reads the strings files of an `.lproj` folder: `Localizable.strings` (`"key" = "value";`,
/// UTF-8 or UTF-16) and `Localizable.stringsdict` (plural rules, a property list).
enum StringsFile {
    /// The pairs of a `.strings` file; empty when it is missing or cannot be read.
    static func strings(at url: URL) -> [String: String] {
        guard let data = try? Data(contentsOf: url), let text = decode(data) else { return [:] }
        var parser = Parser(text: Array(text.unicodeScalars))
        return parser.pairs()
    }

    /// The plural rules of a `.stringsdict` file (`NSStringLocalizedFormatKey` and one
    /// `NSStringPluralRuleType` variable per key); empty when it is missing or malformed.
    static func pluralRules(at url: URL) -> [String: LocalizedEntry] {
        guard let data = try? Data(contentsOf: url),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return [:] }
        var result: [String: LocalizedEntry] = [:]
        for (key, value) in plist {
            guard let rule = value as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else { continue }
            for (variable, spec) in rule where variable != "NSStringLocalizedFormatKey" {
                guard let spec = spec as? [String: Any], spec["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
                var variants: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    if let text = spec[category.rawValue] as? String { variants[category] = text }
                }
                result[key] = .plural(format: format, variable: variable, variants: variants)
                break
            }
        }
        return result
    }

    private static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] { return String(data: data, encoding: .utf16LittleEndian).map { String($0.dropFirst()) } }
        if bytes == [0xFE, 0xFF] { return String(data: data, encoding: .utf16BigEndian).map { String($0.dropFirst()) } }
        return String(data: data, encoding: .utf8)
    }

    /// The `.strings` grammar: comments, then `"key" = "value";` pairs (quotes optional for
    /// plain words), with `\n`, `\t`, `\"`, `\\` and `\Uxxxx` escapes.
    private struct Parser {
        let text: [Unicode.Scalar]
        var index = 0

        mutating func pairs() -> [String: String] {
            var result: [String: String] = [:]
            while true {
                skipSpaceAndComments()
                guard index < text.count, let key = token() else { return result }
                skipSpaceAndComments()
                if index < text.count, text[index] == ";" {
                    index += 1
                    result[key] = key
                    continue
                }
                guard index < text.count, text[index] == "=" else { return result }
                index += 1
                skipSpaceAndComments()
                guard let value = token() else { return result }
                skipSpaceAndComments()
                guard index < text.count, text[index] == ";" else { return result }
                index += 1
                result[key] = value
            }
        }

        private mutating func token() -> String? {
            guard index < text.count else { return nil }
            if text[index] == "\"" { return quoted() }
            var word = ""
            while index < text.count, text[index].properties.isAlphabetic || ("0"..."9").contains(text[index]) || "_.-$:/".unicodeScalars.contains(text[index]) {
                word.unicodeScalars.append(text[index])
                index += 1
            }
            return word.isEmpty ? nil : word
        }

        private mutating func quoted() -> String? {
            index += 1
            var result = ""
            while index < text.count {
                let scalar = text[index]
                index += 1
                if scalar == "\"" { return result }
                guard scalar == "\\", index < text.count else {
                    result.unicodeScalars.append(scalar)
                    continue
                }
                let escaped = text[index]
                index += 1
                switch escaped {
                case "n": result += "\n"
                case "t": result += "\t"
                case "r": result += "\r"
                case "U", "u":
                    let digits = String(String.UnicodeScalarView(text[index..<min(index + 4, text.count)]))
                    index = min(index + 4, text.count)
                    if let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) { result.unicodeScalars.append(decoded) }
                default: result.unicodeScalars.append(escaped)
                }
            }
            return nil
        }

        private mutating func skipSpaceAndComments() {
            while index < text.count {
                if text[index].properties.isWhitespace {
                    index += 1
                } else if text[index] == "/", index + 1 < text.count, text[index + 1] == "/" {
                    while index < text.count, text[index] != "\n" { index += 1 }
                } else if text[index] == "/", index + 1 < text.count, text[index + 1] == "*" {
                    index += 2
                    while index + 1 < text.count, !(text[index] == "*" && text[index + 1] == "/") { index += 1 }
                    index += 2
                } else {
                    return
                }
            }
        }
    }
}
