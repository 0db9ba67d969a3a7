/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are values. A variable may occur in several terms; the solver
/// adds their coefficients up.
public struct Expression {
    /// The summands that involve variables.
    public var terms: [Term]
    /// The summand that involves no variable.
    public var constant: Double

    /// Creates the expression `terms[0] + terms[1] + … + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression holding just `constant`.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// Creates the expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the expression holding the single term `term`.
    public init(_ term: Term) {
        self.init([term])
    }

    /// The value of the expression when each variable has its current
    /// ``Variable/value``.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }
}

extension Expression: CustomStringConvertible {
    /// The expression written as a sum of terms and the constant.
    public var description: String {
        (terms.map(\.description) + ["\(constant)"]).joined(separator: " + ")
    }
}
