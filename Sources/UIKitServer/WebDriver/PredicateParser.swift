import Foundation

/// Parses an `-ios predicate string` into an `ElementPredicate`: comparisons (`==`, `!=`, `<`,
/// `>`, `<=`, `>=`, `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE`, `MATCHES`, `IN`, `BETWEEN`,
/// each optionally `[c]`, `[d]` or `[cd]`) joined by `AND`/`&&`, `OR`/`||` and `NOT`/`!`.
struct PredicateParser {
    struct SyntaxError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    private enum Token: Equatable {
        case word(String)
        case string(String)
        case number(Double)
        case symbol(String)
        case options(ElementPredicate.Options)
    }

    private var tokens: [Token] = []
    private var position = 0
    private var depth = 0

    /// The most tokens a predicate may have, and the deepest nesting of parentheses and NOTs:
    /// the parser and the evaluation recurse, so a hostile predicate must not exhaust the stack.
    static let maximumTokens = 2_000
    static let maximumDepth = 64

    /// The predicate the text describes, or a syntax error that says where it went wrong.
    static func parse(_ text: String) throws(SyntaxError) -> ElementPredicate {
        var parser = PredicateParser()
        parser.tokens = try tokenize(text)
        guard !parser.tokens.isEmpty else { throw SyntaxError(description: "the predicate is empty") }
        guard parser.tokens.count <= maximumTokens else {
            throw SyntaxError(description: "the predicate is longer than \(maximumTokens) tokens")
        }
        let predicate = try parser.parseOr()
        guard parser.position == parser.tokens.count else {
            throw SyntaxError(description: "unexpected \(parser.describe(parser.tokens[parser.position])) in the predicate")
        }
        return predicate
    }

    // MARK: Grammar

    private mutating func parseOr() throws(SyntaxError) -> ElementPredicate {
        var result = try parseAnd()
        while accept(word: "OR") || accept(symbol: "||") {
            result = .or(result, try parseAnd())
        }
        return result
    }

    private mutating func parseAnd() throws(SyntaxError) -> ElementPredicate {
        var result = try parseNot()
        while accept(word: "AND") || accept(symbol: "&&") {
            result = .and(result, try parseNot())
        }
        return result
    }

    private mutating func parseNot() throws(SyntaxError) -> ElementPredicate {
        if accept(word: "NOT") || accept(symbol: "!") {
            try descend()
            defer { depth -= 1 }
            return .not(try parseNot())
        }
        return try parsePrimary()
    }

    private mutating func descend() throws(SyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw SyntaxError(description: "the predicate nests deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parsePrimary() throws(SyntaxError) -> ElementPredicate {
        if accept(symbol: "(") {
            try descend()
            defer { depth -= 1 }
            let inner = try parseOr()
            guard accept(symbol: ")") else { throw SyntaxError(description: "a \"(\" is never closed") }
            return inner
        }
        if accept(word: "TRUEPREDICATE") { return .constant(true) }
        if accept(word: "FALSEPREDICATE") { return .constant(false) }
        let left = try parseExpression()
        let negated = accept(word: "NOT") || accept(symbol: "!")
        let op = try parseOperator()
        var options: ElementPredicate.Options = []
        if position < tokens.count, case .options(let given) = tokens[position] {
            options = given
            position += 1
        }
        let right = try parseExpression()
        let comparison = ElementPredicate.comparison(left, op, right, options)
        return negated ? .not(comparison) : comparison
    }

    private mutating func parseOperator() throws(SyntaxError) -> ElementPredicate.Operator {
        guard position < tokens.count else { throw SyntaxError(description: "the predicate ends before its operator") }
        let token = tokens[position]
        let op: ElementPredicate.Operator? = switch token {
        case .symbol("=="), .symbol("="): .equal
        case .symbol("!="), .symbol("<>"): .notEqual
        case .symbol("<"): .less
        case .symbol("<="), .symbol("=<"): .lessOrEqual
        case .symbol(">"): .greater
        case .symbol(">="), .symbol("=>"): .greaterOrEqual
        case .word(let word): ElementPredicate.Operator(rawValue: word.uppercased()).flatMap { [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual].contains($0) ? nil : $0 }
        default: nil
        }
        guard let op else { throw SyntaxError(description: "expected an operator, found \(describe(token))") }
        position += 1
        return op
    }

    private mutating func parseExpression() throws(SyntaxError) -> ElementPredicate.Expression {
        guard position < tokens.count else { throw SyntaxError(description: "the predicate ends where a value should be") }
        let token = tokens[position]
        position += 1
        switch token {
        case .string(let string): return .string(string)
        case .number(let number): return .number(number)
        case .symbol("{"):
            var items: [ElementPredicate.Expression] = []
            if accept(symbol: "}") { return .list(items) }
            repeat {
                items.append(try parseExpression())
            } while accept(symbol: ",")
            guard accept(symbol: "}") else { throw SyntaxError(description: "a \"{\" list is never closed") }
            return .list(items)
        case .word(let word):
            switch word.uppercased() {
            case "TRUE", "YES": return .bool(true)
            case "FALSE", "NO": return .bool(false)
            case "NIL", "NULL": return .null
            default: return .keyPath(word)
            }
        default:
            throw SyntaxError(description: "expected a value, found \(describe(token))")
        }
    }

    private mutating func accept(word: String) -> Bool {
        guard position < tokens.count, case .word(let found) = tokens[position], found.uppercased() == word else { return false }
        position += 1
        return true
    }

    private mutating func accept(symbol: String) -> Bool {
        guard position < tokens.count, tokens[position] == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .word(let word): "\"\(word)\""
        case .string(let string): "the string \"\(string)\""
        case .number(let number): "the number \(number)"
        case .symbol(let symbol): "\"\(symbol)\""
        case .options: "an option such as [c]"
        }
    }

    // MARK: Tokens

    private static func tokenize(_ text: String) throws(SyntaxError) -> [Token] {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        func peek(_ offset: Int = 0) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while let character = peek() {
            if character.isWhitespace {
                index += 1
            } else if character == "\"" || character == "'" {
                var string = ""
                index += 1
                while true {
                    guard let next = peek() else { throw SyntaxError(description: "a string is never closed") }
                    index += 1
                    if next == character { break }
                    if next == "\\", let escaped = peek() {
                        index += 1
                        switch escaped {
                        case "n": string.append("\n")
                        case "t": string.append("\t")
                        default: string.append(escaped)
                        }
                    } else {
                        string.append(next)
                    }
                }
                tokens.append(.string(string))
            } else if character == "[", let close = characters[index...].firstIndex(of: "]"),
                      let options = optionsToken(String(characters[(index + 1)..<close])) {
                tokens.append(.options(options))
                index = close + 1
            } else if character.isNumber || (character == "-" && peek(1)?.isNumber == true && !(tokens.last.map(isOperand) ?? false)) {
                var literal = String(character)
                index += 1
                while let next = peek(), next.isNumber || next == "." || next == "e" || next == "E" {
                    literal.append(next)
                    index += 1
                }
                guard let number = Double(literal) else { throw SyntaxError(description: "\(literal) is not a number") }
                tokens.append(.number(number))
            } else if character.isLetter || character == "_" || character == "$" || character == "@" {
                var word = ""
                while let next = peek(), next.isLetter || next.isNumber || next == "_" || next == "." || next == "$" || next == "@" {
                    word.append(next)
                    index += 1
                }
                tokens.append(.word(word))
            } else if let symbol = ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].first(where: { matches($0, characters, at: index) }) {
                tokens.append(.symbol(symbol))
                index += 2
            } else if "=<>!(){},".contains(character) {
                tokens.append(.symbol(String(character)))
                index += 1
            } else {
                throw SyntaxError(description: "unexpected character \"\(character)\" in the predicate")
            }
        }
        return tokens
    }

    private static func isOperand(_ token: Token) -> Bool {
        switch token {
        case .string, .number: true
        case .word(let word): ElementPredicate.Operator(rawValue: word.uppercased()) == nil && !["AND", "OR", "NOT"].contains(word.uppercased())
        case .symbol(let symbol): symbol == ")" || symbol == "}"
        case .options: false
        }
    }

    private static func matches(_ symbol: String, _ characters: [Character], at index: Int) -> Bool {
        let expected = Array(symbol)
        guard index + expected.count <= characters.count else { return false }
        return Array(characters[index..<(index + expected.count)]) == expected
    }

    private static func optionsToken(_ text: String) -> ElementPredicate.Options? {
        let letters = text.lowercased()
        guard !letters.isEmpty, letters.allSatisfy({ "cdn".contains($0) }) else { return nil }
        var options: ElementPredicate.Options = []
        if letters.contains("c") { options.insert(.caseInsensitive) }
        if letters.contains("d") { options.insert(.diacriticInsensitive) }
        return options
    }
}
