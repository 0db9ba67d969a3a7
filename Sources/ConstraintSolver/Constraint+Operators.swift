// Relational operators that build required constraints, so that
// `x + 10 <= y * 2` reads as it would on paper. Use
// ``Constraint/withStrength(_:)`` or ``Constraint/init(_:_:_:strength:)``
// for optional ones.

/// The required constraint `lhs == rhs`.
public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .equal, rhs)
}

/// The required constraint `lhs == rhs` for a constant right-hand side.
public func == <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .equal, rhs)
}

/// The required constraint `lhs == rhs` for a constant left-hand side.
public func == <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(rhs, .equal, lhs)
}

/// The required constraint `lhs <= rhs`.
public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}

/// The required constraint `lhs <= rhs` for a constant right-hand side.
public func <= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}

/// The required constraint `lhs <= rhs` for a constant left-hand side.
public func <= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(rhs, .greaterThanOrEqual, lhs)
}

/// The required constraint `lhs >= rhs`.
public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}

/// The required constraint `lhs >= rhs` for a constant right-hand side.
public func >= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}

/// The required constraint `lhs >= rhs` for a constant left-hand side.
public func >= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(rhs, .lessThanOrEqual, lhs)
}
