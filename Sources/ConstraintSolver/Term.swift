/// A variable multiplied by a coefficient, one summand of an ``Expression``.
public struct Term {
    /// The variable this term scales.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates the term `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

extension Term: CustomStringConvertible {
    /// The term written as `coefficient * name`.
    public var description: String { "\(coefficient) * \(variable)" }
}
