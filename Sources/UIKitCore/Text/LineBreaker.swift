/// Where a line may end, by the rules browsers apply to `white-space: pre-wrap` text with
/// `word-break: normal` and `line-break: auto`: after every run of spaces, by a table of its
/// own between two printable ASCII characters (before "(", "[", "{" and "<" after most
/// punctuation, and after "-" and "?"), and by Unicode Standard Annex #14 elsewhere, so CJK
/// text breaks between ideographs and kana but not before closing punctuation.
enum LineBreaker {
    /// What may happen between a character and the one before it.
    enum Opportunity: UInt8, Sendable {
        case prohibited
        case allowed
        case mandatory
    }

    /// The opportunity before each index of `scalars`; index 0 is always `.prohibited`.
    static func opportunities(in scalars: [Unicode.Scalar]) -> [Opportunity] {
        guard !scalars.isEmpty else { return [] }
        let classes = scalars.map(LineBreakClass.init)
        var result = [Opportunity](repeating: .prohibited, count: scalars.count)
        for index in 1..<scalars.count {
            result[index] = opportunity(before: index, in: scalars, classes: classes)
        }
        return result
    }

    private static func opportunity(before index: Int, in scalars: [Unicode.Scalar],
                                    classes: [LineBreakClass]) -> Opportunity {
        let last = scalars[index - 1].value
        let current = scalars[index].value
        if last == 0x0A || (last == 0x0D && current != 0x0A) { return .mandatory }
        if isBreakableSpace(current) { return .prohibited }
        // A soft hyphen that starts the text (or the line) offers no break: it would leave a
        // line holding only a hyphen.
        if last == 0xAD, index == 1 { return .prohibited }
        if isBreakableSpace(last) { return .allowed }
        if last < 0x21 || current < 0x21 { return .prohibited }
        if last == 0x2D, current < 0x80, isASCIIDigit(current) {
            // "-" before a digit may be a minus sign; "ABCD-1234" and "1234-5678" may break.
            let beforeHyphen = index >= 2 ? scalars[index - 2].value : 0
            return isASCIIDigit(beforeHyphen) || isASCIILetter(beforeHyphen) ? .allowed : .prohibited
        }
        if last < 0x80, current < 0x80 {
            return asciiAllowsBreak(after: last, before: current) ? .allowed : .prohibited
        }
        return unicodeAllowsBreak(before: index, in: scalars, classes: classes) ? .allowed : .prohibited
    }

    private static func isBreakableSpace(_ value: UInt32) -> Bool {
        value == 0x20 || value == 0x09 || value == 0x0A
    }

    private static func isASCIIDigit(_ value: UInt32) -> Bool { (0x30...0x39).contains(value) }

    private static func isASCIILetter(_ value: UInt32) -> Bool {
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }

    // Between two printable ASCII characters browsers ignore UAX #14: they break before an
    // opening bracket after most punctuation, and after "-" and "?" before most characters.
    private static let breaksBeforeOpeningBracket = Set("!\"#%&)*+,.:;=>\\]|}~".unicodeScalars.map(\.value))
    private static let openingBrackets = Set("([{<".unicodeScalars.map(\.value))
    private static let notAfterHyphen = Set("!$),./0123456789:;?]}".unicodeScalars.map(\.value))
    private static let notAfterQuestionMark = Set("!\"'),./:;?]}\u{7F}".unicodeScalars.map(\.value))

    private static func asciiAllowsBreak(after last: UInt32, before current: UInt32) -> Bool {
        switch last {
        case 0x2D: return !notAfterHyphen.contains(current)
        case 0x3F: return !notAfterQuestionMark.contains(current)
        default: return breaksBeforeOpeningBracket.contains(last) && openingBrackets.contains(current)
        }
    }

    // UAX #14 rules LB7 to LB31 for a position that follows no space.
    // swiftlint:disable:next cyclomatic_complexity
    private static func unicodeAllowsBreak(before index: Int, in scalars: [Unicode.Scalar],
                                           classes: [LineBreakClass]) -> Bool {
        let after = classes[index]
        if classes[index - 1] == .zeroWidthJoiner { return false }                         // LB8a
        if after == .combiningMark || after == .zeroWidthJoiner { return false }          // LB9
        let (before, baseIndex) = resolvedClass(before: index, classes: classes)
        if before == .zeroWidthSpace { return true }                                       // LB8
        if after == .zeroWidthSpace { return false }                                       // LB7
        if before == .wordJoiner || after == .wordJoiner { return false }                  // LB11
        if before == .glue { return false }                                                // LB12
        if after == .glue, ![.space, .breakAfter, .hyphen].contains(before) { return false } // LB12a
        if [.closePunctuation, .closeParenthesis, .exclamation, .infixSeparator, .symbol].contains(after) {
            return false                                                                   // LB13
        }
        if before == .openPunctuation { return false }                                     // LB14
        if before == .quotation, after == .openPunctuation { return false }                // LB15
        if [.closePunctuation, .closeParenthesis].contains(before), after == .nonstarter { return false } // LB16
        if before == .breakBoth, after == .breakBoth { return false }                      // LB17
        if before == .quotation || after == .quotation { return false }                    // LB19
        if isWordInitialHyphen(at: baseIndex, in: scalars, classes: classes),
           [.alphabetic, .hebrewLetter].contains(after) { return false }                  // LB20a
        if [.breakAfter, .hyphen, .nonstarter].contains(after) || before == .breakBefore { return false } // LB21
        if [.hyphen, .breakAfter].contains(before), baseIndex > 0,
           resolvedClass(before: baseIndex, classes: classes).0 == .hebrewLetter { return false } // LB21a
        if before == .symbol, after == .hebrewLetter { return false }                      // LB21b
        if after == .inseparable { return false }                                          // LB22
        let letters: [LineBreakClass] = [.alphabetic, .hebrewLetter]
        if letters.contains(before), after == .numeric { return false }                    // LB23
        if before == .numeric, letters.contains(after) { return false }
        let ideographs: [LineBreakClass] = [.ideographic, .emojiBase, .emojiModifier]
        if before == .prefixNumeric, ideographs.contains(after) { return false }           // LB23a
        if ideographs.contains(before), after == .postfixNumeric { return false }
        if [.prefixNumeric, .postfixNumeric].contains(before), letters.contains(after) { return false } // LB24
        if letters.contains(before), [.prefixNumeric, .postfixNumeric].contains(after) { return false }
        if isInNumber(before: index, before: before, after: after, scalars: scalars, classes: classes) {
            return false                                                                   // LB25
        }
        if letters.contains(before), letters.contains(after) { return false }              // LB28
        if before == .infixSeparator, letters.contains(after) { return false }             // LB29
        if [.alphabetic, .hebrewLetter, .numeric].contains(before), after == .openPunctuation,
           scalars[index].value < 0x2E80 { return false }                                  // LB30
        if before == .closeParenthesis, [.alphabetic, .hebrewLetter, .numeric].contains(after) { return false }
        if before == .regionalIndicator, after == .regionalIndicator {                     // LB30a
            var count = 0
            var position = index - 1
            while position >= 0, classes[position] == .regionalIndicator {
                count += 1
                position -= 1
            }
            return count % 2 == 0
        }
        if before == .emojiBase, after == .emojiModifier { return false }                  // LB30b
        return true                                                                        // LB31
    }

    /// The class before `index` once combining marks take their base's class (LB9), and the
    /// index of that base; a mark with no base counts as alphabetic (LB10).
    private static func resolvedClass(before index: Int, classes: [LineBreakClass]) -> (LineBreakClass, Int) {
        var position = index - 1
        while position >= 0, classes[position] == .combiningMark || classes[position] == .zeroWidthJoiner {
            position -= 1
        }
        guard position >= 0 else { return (.alphabetic, 0) }
        let base = classes[position]
        if position < index - 1, [.space, .mandatory, .zeroWidthSpace].contains(base) { return (.alphabetic, position) }
        return (base, position)
    }

    // LB20a: a hyphen or dash at the start of a word (after the start of the text, a space,
    // a break or glue) is not broken from the letters after it.
    private static func isWordInitialHyphen(at index: Int, in scalars: [Unicode.Scalar],
                                            classes: [LineBreakClass]) -> Bool {
        let value = scalars[index].value
        guard classes[index] == .hyphen || value == 0x2010 || value == 0x2013 else { return false }
        guard index > 0 else { return true }
        return [.space, .mandatory, .zeroWidthSpace, .glue].contains(classes[index - 1])
    }

    // LB25, as a number's regular expression: (PR|PO) × (OP|HY)? NU; (OP|HY|IS) × NU;
    // NU (NU|SY|IS)* × (NU|SY|IS|CL|CP); NU (NU|SY|IS)* (CL|CP)? × (PO|PR).
    private static func isInNumber(before index: Int, before: LineBreakClass, after: LineBreakClass,
                                   scalars: [Unicode.Scalar], classes: [LineBreakClass]) -> Bool {
        let next = index + 1 < classes.count ? classes[index + 1] : nil
        switch (before, after) {
        case (.prefixNumeric, .numeric), (.postfixNumeric, .numeric),
             (.openPunctuation, .numeric), (.hyphen, .numeric), (.infixSeparator, .numeric):
            return true
        case (.prefixNumeric, .openPunctuation), (.prefixNumeric, .hyphen),
             (.postfixNumeric, .openPunctuation), (.postfixNumeric, .hyphen):
            return next == .numeric
        case (_, .numeric), (_, .symbol), (_, .infixSeparator), (_, .closePunctuation), (_, .closeParenthesis):
            return followsNumber(endingAt: index - 1, classes: classes)
        case (.closePunctuation, .postfixNumeric), (.closePunctuation, .prefixNumeric),
             (.closeParenthesis, .postfixNumeric), (.closeParenthesis, .prefixNumeric):
            return followsNumber(endingAt: index - 2, classes: classes)
        case (_, .postfixNumeric), (_, .prefixNumeric):
            return followsNumber(endingAt: index - 1, classes: classes)
        default:
            return false
        }
    }

    // Whether the characters up to `end` are a number: NU followed by (NU|SY|IS)*.
    private static func followsNumber(endingAt end: Int, classes: [LineBreakClass]) -> Bool {
        var position = end
        while position >= 0 {
            switch classes[position] {
            case .numeric: return true
            case .symbol, .infixSeparator, .combiningMark, .zeroWidthJoiner: position -= 1
            default: return false
            }
        }
        return false
    }
}
