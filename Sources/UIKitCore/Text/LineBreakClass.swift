/// The line breaking classes of Unicode Standard Annex #14 that the line breaker tells apart,
/// after its rule LB1: ambiguous and unknown characters are alphabetic, conditional Japanese
/// starters (small kana, the prolonged sound mark) are ideographic as CSS `line-break: auto`
/// has them in browsers, Hangul syllables are ideographic, and South East Asian letters (which
/// need a dictionary) are alphabetic.
enum LineBreakClass: UInt8, Sendable {
    case mandatory          // BK, and CR, LF, NL
    case space              // SP
    case zeroWidthSpace     // ZW
    case wordJoiner         // WJ
    case glue               // GL
    case breakAfter         // BA
    case breakBefore        // BB
    case breakBoth          // B2
    case hyphen             // HY
    case closePunctuation   // CL
    case closeParenthesis   // CP
    case exclamation        // EX
    case inseparable        // IN
    case nonstarter         // NS
    case openPunctuation    // OP
    case quotation          // QU
    case infixSeparator     // IS
    case numeric            // NU
    case postfixNumeric     // PO
    case prefixNumeric      // PR
    case symbol             // SY
    case alphabetic         // AL (and AI, XX, SA, SG)
    case hebrewLetter       // HL
    case ideographic        // ID (and CJ, H2, H3, JL, JV, JT)
    case emojiBase          // EB
    case emojiModifier      // EM
    case regionalIndicator  // RI
    case combiningMark      // CM
    case zeroWidthJoiner    // ZWJ

    /// The class of a code point: printable ASCII, Latin-1, general punctuation and the CJK
    /// blocks by table, everything else from its general category.
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            self = Self.ascii[Int(value)]
        } else if let special = Self.special(value) {
            self = special
        } else {
            self = Self.fromProperties(scalar)
        }
    }

    // Printable ASCII as UAX #14 classes it.
    private static let ascii: [LineBreakClass] = (0..<0x80).map { value -> LineBreakClass in
        switch UInt8(value) {
        case 0x0A, 0x0B, 0x0C, 0x0D: .mandatory
        case 0x20: .space
        case 0x09: .breakAfter
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .numeric
        case UInt8(ascii: "!"), UInt8(ascii: "?"): .exclamation
        case UInt8(ascii: "\""), UInt8(ascii: "'"): .quotation
        case UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "\\"): .prefixNumeric
        case UInt8(ascii: "%"): .postfixNumeric
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): .openPunctuation
        case UInt8(ascii: ")"), UInt8(ascii: "]"): .closeParenthesis
        case UInt8(ascii: "}"): .closePunctuation
        case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: ";"): .infixSeparator
        case UInt8(ascii: "-"): .hyphen
        case UInt8(ascii: "/"): .symbol
        case UInt8(ascii: "|"): .breakAfter
        case 0x00..<0x20, 0x7F: .combiningMark
        default: .alphabetic
        }
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private static func special(_ value: UInt32) -> LineBreakClass? {
        switch value {
        // Latin-1 Supplement
        case 0x85: return .mandatory
        case 0xA0: return .glue
        case 0xA1, 0xBF: return .openPunctuation
        case 0xA2, 0xB0: return .postfixNumeric
        case 0xA3, 0xA4, 0xA5, 0xB1: return .prefixNumeric
        case 0xAB, 0xBB: return .quotation
        case 0xAD: return .breakAfter
        case 0xB4: return .breakBefore
        // General Punctuation
        case 0x2000...0x2006, 0x2008...0x200A: return .breakAfter
        case 0x2007, 0x2011, 0x202F: return .glue
        case 0x200B: return .zeroWidthSpace
        case 0x200C: return .combiningMark
        case 0x200D: return .zeroWidthJoiner
        case 0x2010, 0x2012, 0x2013: return .breakAfter
        case 0x2014: return .breakBoth
        case 0x2018, 0x2019, 0x201B, 0x201C, 0x201D, 0x201F, 0x2039, 0x203A: return .quotation
        case 0x201A, 0x201E, 0x2045, 0x207D, 0x208D: return .openPunctuation
        case 0x2046, 0x207E, 0x208E: return .closePunctuation
        case 0x2024, 0x2025, 0x2026: return .inseparable
        case 0x2027, 0x2056, 0x2058...0x205B, 0x205D...0x205F: return .breakAfter
        case 0x2028, 0x2029: return .mandatory
        case 0x2030...0x2037: return .postfixNumeric
        case 0x203C, 0x203D, 0x2047...0x2049: return .nonstarter
        case 0x2044: return .infixSeparator
        case 0x2060...0x2064: return .wordJoiner
        case 0x20A0...0x20CF:
            return [0x20A7, 0x20B6, 0x20BB, 0x20BE, 0x20C0].contains(value) ? .postfixNumeric : .prefixNumeric
        case 0x2103, 0x2109: return .postfixNumeric
        case 0x2116: return .prefixNumeric
        // CJK Symbols and Punctuation
        case 0x3000: return .breakAfter
        case 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301E, 0x301F:
            return .closePunctuation
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D:
            return .openPunctuation
        case 0x3005, 0x301C, 0x303B, 0x303C: return .nonstarter
        case 0x302A...0x302F, 0x3099, 0x309A: return .combiningMark
        // Kana iteration marks, the double hyphen, the middle dot and voiced sound marks are
        // nonstarters; small kana and the prolonged sound mark are ideographic (CJ as ID).
        case 0x309B...0x309E, 0x30A0, 0x30FB, 0x30FD, 0x30FE, 0xFF9E, 0xFF9F: return .nonstarter
        // Ideographs, kana, Hangul and the other CJK blocks
        case 0x1100...0x115F, 0x2E80...0x2FFF, 0x3003, 0x3006, 0x3007, 0x3012, 0x3013, 0x3020...0x3029,
             0x3030...0x303A, 0x303D...0x303F, 0x3040...0x30FF, 0x3100...0x31EF, 0x3200...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0x20000...0x3FFFD:
            return Self.cjkCompatibilityForm(value) ?? .ideographic
        // Halfwidth and Fullwidth Forms
        case 0xFF01, 0xFF1F: return .exclamation
        case 0xFF04, 0xFFE1, 0xFFE5, 0xFFE6: return .prefixNumeric
        case 0xFF05, 0xFFE0: return .postfixNumeric
        case 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62: return .openPunctuation
        case 0xFF09, 0xFF0C, 0xFF0E, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF63, 0xFF64: return .closePunctuation
        case 0xFF1A, 0xFF1B, 0xFF65: return .nonstarter
        case 0xFF00...0xFFEF: return .ideographic
        // Variation selectors and tags attach to what they follow.
        case 0xFE00...0xFE0F, 0xE0000...0xE0FFF: return .combiningMark
        case 0xFEFF: return .wordJoiner
        case 0xFFFC: return .breakBefore
        // Emoji
        case 0x1F1E6...0x1F1FF: return .regionalIndicator
        case 0x1F3FB...0x1F3FF: return .emojiModifier
        case 0x1F466...0x1F469, 0x1F46E, 0x1F470...0x1F478, 0x1F47C, 0x1F481...0x1F483, 0x1F485...0x1F487,
             0x1F574, 0x1F575, 0x1F57A, 0x1F590, 0x1F595, 0x1F596, 0x1F645...0x1F647, 0x1F64B...0x1F64F,
             0x1F6A3, 0x1F6B4...0x1F6B6, 0x1F6C0, 0x1F6CC, 0x1F90C, 0x1F90F, 0x1F918...0x1F91F, 0x1F926,
             0x1F930...0x1F939, 0x1F93C...0x1F93E, 0x1F977, 0x1F9B5, 0x1F9B6, 0x1F9B8, 0x1F9B9, 0x1F9BB,
             0x1F9CD...0x1F9CF, 0x1F9D1...0x1F9DD, 0x261D, 0x26F9, 0x270A...0x270D, 0x1F385, 0x1F3C2...0x1F3C4,
             0x1F3C7, 0x1F3CA...0x1F3CC, 0x1F442, 0x1F443, 0x1F446...0x1F450:
            return .emojiBase
        case 0x1F000...0x1FAFF, 0x1FC00...0x1FFFD: return .ideographic
        default: return nil
        }
    }

    private static func cjkCompatibilityForm(_ value: UInt32) -> LineBreakClass? {
        switch value {
        case 0xFE35, 0xFE37, 0xFE39, 0xFE3B, 0xFE3D, 0xFE3F, 0xFE41, 0xFE43, 0xFE47: .openPunctuation
        case 0xFE36, 0xFE38, 0xFE3A, 0xFE3C, 0xFE3E, 0xFE40, 0xFE42, 0xFE44, 0xFE48: .closePunctuation
        default: nil
        }
    }

    private static func fromProperties(_ scalar: Unicode.Scalar) -> LineBreakClass {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .control, .format: return .combiningMark
        case .decimalNumber: return .numeric
        case .openPunctuation: return .openPunctuation
        case .closePunctuation: return .closePunctuation
        case .initialPunctuation, .finalPunctuation: return .quotation
        case .dashPunctuation: return .breakAfter
        case .spaceSeparator: return .breakAfter
        case .lineSeparator, .paragraphSeparator: return .mandatory
        case .currencySymbol: return .prefixNumeric
        default:
            if (0x0590...0x05FF).contains(scalar.value), properties.isAlphabetic { return .hebrewLetter }
            if properties.isEmojiPresentation { return .ideographic }
            return .alphabetic
        }
    }
}
