/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are values. A variable may occur in several terms; the solver
/// adds their coefficients up.
public struct Expression {
    // Most expressions of a layout have one to four terms: the first three live in the value, so
    // building one and handing it to a constraint allocates nothing. An expression of four or
    // more terms also keeps them from the second on in an array, which a constraint then
    // shares: it keeps its first term and that array.
    @usableFromInline package private(set) var firstTerm: Term?
    @usableFromInline package private(set) var secondTerm: Term?
    /// The third term of an expression of exactly three; nil otherwise.
    @usableFromInline package private(set) var thirdTerm: Term?
    /// The terms from the second on, for an expression of four or more; empty otherwise.
    @usableFromInline package private(set) var tail: [Term]
    /// The summand that involves no variable.
    public var constant: Double

    /// Every initializer ends here, with each stored property given once. This one and those a
    /// layout builds expressions with are inlinable, so a caller in another module builds the
    /// value in place: called across the module boundary, an initializer built the value, copied
    /// it out (retaining every term's variable) and destroyed the original (releasing them).
    @inlinable
    init(_ first: Term?, _ second: Term?, _ third: Term?, _ tail: [Term], _ constant: Double) {
        firstTerm = first
        secondTerm = second
        thirdTerm = third
        self.tail = tail
        self.constant = constant
    }

    /// Creates the expression `terms[0] + terms[1] + … + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.init(nil, nil, nil, [], constant)
        self.terms = terms
    }

    /// Creates the expression holding just `constant`.
    public init(_ constant: Double) {
        self.init(nil, nil, nil, [], constant)
    }

    /// Creates the expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init(Term(variable))
    }

    /// Creates the expression holding the single term `term`.
    public init(_ term: Term) {
        self.init(term, nil, nil, [], 0)
    }

    /// Creates the expression of at most two terms.
    @inlinable
    package init(first: Term?, second: Term?, constant: Double) {
        self.init(first, second, nil, [], constant)
    }

    /// Creates the expression `first + second + third + constant`.
    @inlinable
    package init(first: Term, second: Term, third: Term, constant: Double) {
        self.init(first, second, third, [], constant)
    }

    /// Creates the expression `first + tail[0] + tail[1] + … + constant` of four or more terms.
    package init(first: Term, tail: [Term], constant: Double) {
        precondition(tail.count >= 3, "an expression's tail holds three terms or more")
        self.init(first, tail[0], nil, tail, constant)
    }

    /// The summands that involve variables, in the order they were given.
    public var terms: [Term] {
        get {
            var terms: [Term] = []
            terms.reserveCapacity(termCount)
            for k in 0..<termCount { terms.append(term(k)) }
            return terms
        }
        set {
            firstTerm = newValue.first
            secondTerm = newValue.count > 1 ? newValue[1] : nil
            thirdTerm = newValue.count == 3 ? newValue[2] : nil
            tail = newValue.count > 3 ? Array(newValue[1...]) : []
        }
    }

    /// The expression taken apart: its first three terms and its array of the terms from the
    /// second on (of four or more), moved out rather than copied.
    package consuming func takeTerms() -> (first: Term?, second: Term?, third: Term?, tail: [Term]) {
        (firstTerm.take(), secondTerm.take(), thirdTerm.take(), Self.take(&tail))
    }

    private static func take(_ array: inout [Term]) -> [Term] {
        var taken: [Term] = []
        swap(&taken, &array)
        return taken
    }

    /// The number of terms.
    package var termCount: Int {
        guard secondTerm != nil else { return firstTerm == nil ? 0 : 1 }
        guard tail.isEmpty else { return 1 + tail.count }
        return thirdTerm == nil ? 2 : 3
    }

    /// The term at `k`, in the order they were given.
    @inline(__always)
    package func term(_ k: Int) -> Term {
        switch k {
        case 0: firstTerm.unsafelyUnwrapped
        case 1: secondTerm.unsafelyUnwrapped
        case 2 where tail.isEmpty: thirdTerm.unsafelyUnwrapped
        default: tail[k - 1]
        }
    }

    /// Adds `term` after the others.
    @inline(__always)
    package mutating func append(_ term: Term) {
        if firstTerm == nil {
            firstTerm = term
        } else if secondTerm == nil {
            secondTerm = term
        } else if let third = thirdTerm {
            tail = [secondTerm.unsafelyUnwrapped, third, term]
            thirdTerm = nil
        } else if tail.isEmpty {
            thirdTerm = term
        } else {
            tail.append(term)
        }
    }

    /// Replaces the term at `k`.
    package mutating func setTerm(_ k: Int, _ term: Term) {
        switch k {
        case 0: firstTerm = term
        case 1:
            secondTerm = term
            if !tail.isEmpty { tail[0] = term }
        case 2 where tail.isEmpty: thirdTerm = term
        default: tail[k - 1] = term
        }
    }

    /// The value of the expression when each variable has its current
    /// ``Variable/value``.
    public var value: Double {
        var sum = constant
        for k in 0..<termCount {
            let term = term(k)
            sum += term.coefficient * term.variable.value
        }
        return sum
    }
}

extension Expression: CustomStringConvertible {
    /// The expression written as a sum of terms and the constant.
    public var description: String {
        (terms.map(\.description) + ["\(constant)"]).joined(separator: " + ")
    }
}
