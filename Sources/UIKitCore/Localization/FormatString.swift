import Foundation

/// printf-style format strings, filled from typed arguments: `%d`, `%ld`, `%lld`, `%u`, `%f`,
/// `%.2f`, `%@`, `%s`, `%%`, positional `%2$@`, and `%#@name@` plural placeholders.
enum FormatString {
    private struct Spec {
        let range: Range<String.Index>
        let position: Int?
        let flags: String
        let conversion: Character
        let isPlural: Bool
    }

    /// `format` with each placeholder replaced by its argument, numbers written for `locale`.
    static func substitute(_ format: String, arguments: [FormatArgument], locale: Locale) -> String {
        var result = ""
        var cursor = format.startIndex
        var next = 0
        for spec in specs(format) {
            result += format[cursor..<spec.range.lowerBound]
            cursor = spec.range.upperBound
            if spec.conversion == "%" {
                result += "%"
                continue
            }
            let index: Int
            if let position = spec.position {
                index = position - 1
            } else {
                index = next
                next += 1
            }
            guard arguments.indices.contains(index) else { continue }
            result += render(arguments[index], flags: spec.flags, conversion: spec.conversion, locale: locale)
        }
        return result + format[cursor...]
    }

    /// The argument index `placeholder` (such as `%#@items@`) takes in `format`.
    static func argumentIndex(of placeholder: String, in format: String) -> Int? {
        guard let found = format.range(of: placeholder) else { return nil }
        var index = 0
        for spec in specs(format) where spec.conversion != "%" {
            if spec.range.lowerBound == found.lowerBound { return spec.position.map { $0 - 1 } ?? index }
            if spec.position == nil { index += 1 }
        }
        return nil
    }

    /// `variant` with its first sequential placeholder made positional (`%d` → `%2$d`).
    static func numberFirstPlaceholder(_ variant: String, as position: Int) -> String {
        guard let first = specs(variant).first(where: { $0.conversion != "%" && $0.position == nil }) else { return variant }
        var result = variant
        result.insert(contentsOf: "\(position)$", at: result.index(after: first.range.lowerBound))
        return result
    }

    private static func specs(_ format: String) -> [Spec] {
        var result: [Spec] = []
        var index = format.startIndex
        while let percent = format[index...].firstIndex(of: "%") {
            var cursor = format.index(after: percent)
            guard cursor < format.endIndex else { break }
            if format[cursor] == "#", format[format.index(after: cursor)...].hasPrefix("@") {
                let nameStart = format.index(cursor, offsetBy: 2)
                if let end = format[nameStart...].firstIndex(of: "@") {
                    let range = percent..<format.index(after: end)
                    result.append(Spec(range: range, position: nil, flags: "", conversion: "@", isPlural: true))
                    index = range.upperBound
                    continue
                }
            }
            var digits = ""
            var position: Int?
            var flags = ""
            while cursor < format.endIndex, format[cursor].isNumber {
                digits.append(format[cursor])
                cursor = format.index(after: cursor)
            }
            if cursor < format.endIndex, format[cursor] == "$", let number = Int(digits) {
                position = number
                cursor = format.index(after: cursor)
            } else {
                flags = digits
            }
            while cursor < format.endIndex, "-+ 0#'.0123456789hlqzjtL".contains(format[cursor]) {
                flags.append(format[cursor])
                cursor = format.index(after: cursor)
            }
            guard cursor < format.endIndex else { break }
            let conversion = format[cursor]
            let end = format.index(after: cursor)
            result.append(Spec(range: percent..<end, position: position, flags: flags, conversion: conversion, isPlural: false))
            index = end
        }
        return result
    }

    private static func render(_ argument: FormatArgument, flags: String, conversion: Character, locale: Locale) -> String {
        let numeric = flags.filter { !"hlqzjtL".contains($0) }
        switch (argument, conversion) {
        case (.integer(let value), "d"), (.integer(let value), "i"), (.integer(let value), "u"):
            return String(format: "%\(numeric)ld", locale: locale, value)
        case (.integer(let value), "x"), (.integer(let value), "X"), (.integer(let value), "o"):
            return String(format: "%\(numeric)l\(conversion)", locale: locale, value)
        case (.number(let value), "f"), (.number(let value), "e"), (.number(let value), "g"):
            return String(format: "%\(numeric)\(conversion)", locale: locale, value)
        case (.integer(let value), "f"), (.integer(let value), "e"), (.integer(let value), "g"):
            return String(format: "%\(numeric)\(conversion)", locale: locale, Double(value))
        case (.number(let value), "d"), (.number(let value), "i"), (.number(let value), "u"):
            return String(format: "%\(numeric)ld", locale: locale, Int(value.isFinite ? value : 0))
        case (.integer(let value), _): return String(value)
        case (.number(let value), _): return String(value)
        case (.text(let text), _): return text
        }
    }
}
