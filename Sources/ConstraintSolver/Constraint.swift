/// A linear relation between variables that a ``Solver`` keeps true, or as
/// close to true as its strength demands.
///
/// A constraint reads `expression relation 0`, for example `x + 10 - y <= 0`.
/// It has identity: the solver adds and removes it by reference.
public final class Constraint {
    /// The left-hand side, compared with zero.
    public internal(set) var expression: Expression
    /// How the expression compares with zero.
    public let relation: Relation
    /// How much the solver cares about this constraint.
    public let strength: Strength

    /// Creates the constraint `expression relation 0`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// Creates the constraint `lhs relation rhs`.
    public convenience init<L: ExpressionConvertible, R: ExpressionConvertible>(
        _ lhs: L, _ relation: Relation, _ rhs: R, strength: Strength = .required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// Creates the constraint `lhs relation rhs` for a constant right-hand side.
    public convenience init<L: ExpressionConvertible>(
        _ lhs: L, _ relation: Relation, _ rhs: Double, strength: Strength = .required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// A new constraint with the same relation and the given strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }
}

extension Constraint: CustomStringConvertible {
    /// The constraint written as `expression op 0 | priority`.
    public var description: String {
        let op: String
        switch relation {
        case .equal: op = "=="
        case .lessThanOrEqual: op = "<="
        case .greaterThanOrEqual: op = ">="
        }
        return "\(expression) \(op) 0 | \(strength.priority)"
    }
}
