import Foundation

/// An `-ios class chain` query, as WebDriverAgent reads it: segments separated by `/`, each
/// an element type (or `*`) among the previous matches' children, or among all their
/// descendants after `**/`; each may be narrowed by predicates in backticks, predicates on a
/// descendant in `$…$`, and 1-based indices (negative ones count from the end), in the order
/// written.
struct ClassChain: Equatable, Sendable {
    struct Segment: Equatable, Sendable {
        var searchesDescendants: Bool
        /// The full type name, or nil for `*`.
        var type: String?
        var filters: [Filter]
    }

    enum Filter: Equatable, Sendable {
        case predicate(ElementPredicate)
        case descendantPredicate(ElementPredicate)
        case index(Int)
    }

    struct SyntaxError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    var segments: [Segment]

    /// The chain the text describes, or a syntax error saying where it went wrong.
    static func parse(_ text: String) throws(SyntaxError) -> ClassChain {
        let characters = Array(text)
        var index = 0
        var segments: [Segment] = []
        func error(_ message: String) -> SyntaxError { Self.error(message, at: index) }
        while index < characters.count || segments.isEmpty {
            var segment = Segment(searchesDescendants: false, type: nil, filters: [])
            if characters[index...].starts(with: "**/") {
                segment.searchesDescendants = true
                index += 3
            }
            var name = ""
            while index < characters.count, characters[index] != "[", characters[index] != "/" {
                name.append(characters[index])
                index += 1
            }
            guard !name.isEmpty else { throw error("an element type or * is missing") }
            if name != "*" {
                guard name.allSatisfy({ $0.isLetter || $0.isNumber }) else { throw error("\"\(name)\" is not an element type") }
                segment.type = name.hasPrefix(ElementSnapshot.typePrefix) ? name : ElementSnapshot.typePrefix + name
            }
            while index < characters.count, characters[index] == "[" {
                index += 1
                segment.filters.append(try parseFilter(characters, &index))
            }
            segments.append(segment)
            if index < characters.count {
                guard characters[index] == "/" else { throw error("expected \"/\" or \"[\"") }
                index += 1
                guard index < characters.count else { throw error("the chain ends with \"/\"") }
            }
        }
        return ClassChain(segments: segments)
    }

    private static func error(_ message: String, at index: Int) -> SyntaxError {
        SyntaxError(description: "\(message) at character \(index + 1) of the class chain")
    }

    private static func parseFilter(_ characters: [Character], _ index: inout Int) throws(SyntaxError) -> Filter {
        guard index < characters.count else { throw error("a \"[\" is never closed", at: index) }
        let opening = characters[index]
        if opening == "`" || opening == "$" {
            let start = index + 1
            var end = start
            while end < characters.count, characters[end] != opening { end += 1 }
            guard end + 1 < characters.count, characters[end + 1] == "]" else {
                throw error("a predicate started with \(opening) is not closed with \(opening)]", at: index)
            }
            let predicate: ElementPredicate
            do throws(PredicateParser.SyntaxError) {
                predicate = try PredicateParser.parse(String(characters[start..<end]))
            } catch let inner {
                throw SyntaxError(description: "in the predicate at character \(start + 1) of the class chain: \(inner.description)")
            }
            index = end + 2
            return opening == "`" ? .predicate(predicate) : .descendantPredicate(predicate)
        }
        var digits = ""
        while index < characters.count, characters[index] != "]" {
            digits.append(characters[index])
            index += 1
        }
        guard index < characters.count else { throw error("a \"[\" is never closed", at: index) }
        guard let number = Int(digits.trimmingCharacters(in: .whitespaces)), number != 0 else {
            throw error("\"[\(digits)]\" is not an index (1, 2… or -1, -2… from the end)", at: index)
        }
        index += 1
        return .index(number)
    }

    /// The elements the chain finds below `root`, in document order; its predicates'
    /// `MATCHES` comparisons spend `budget`.
    func evaluate(from root: ElementSnapshot, budget: MatchBudget = MatchBudget()) -> [ElementSnapshot] {
        var current = [root]
        for segment in segments {
            var seen = Set<ObjectIdentifier>()
            var candidates: [ElementSnapshot] = []
            for element in current {
                for candidate in segment.searchesDescendants ? element.descendants : element.children
                where seen.insert(ObjectIdentifier(candidate)).inserted {
                    candidates.append(candidate)
                }
            }
            if let type = segment.type { candidates.removeAll { $0.type != type } }
            for filter in segment.filters {
                switch filter {
                case .predicate(let predicate):
                    candidates.removeAll { !predicate.evaluate($0, budget: budget) }
                case .descendantPredicate(let predicate):
                    candidates.removeAll { candidate in
                        !candidate.descendants.contains { predicate.evaluate($0, budget: budget) }
                    }
                case .index(let position):
                    let offset = position > 0 ? position - 1 : candidates.count + position
                    candidates = candidates.indices.contains(offset) ? [candidates[offset]] : []
                }
            }
            current = candidates
            if current.isEmpty { break }
        }
        return current
    }
}
