// Arithmetic that builds linear expressions, so that `x + 10`, `2 * y` and
// `(a + b) / 2` read as they would on paper.

/// The sum of two linear expressions.
public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    var sum = lhs.expression
    let r = rhs.expression
    for k in 0..<r.termCount { sum.append(r.term(k)) }
    sum.constant += r.constant
    return sum
}

/// A linear expression plus a constant.
public func + <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    var e = lhs.expression
    e.constant += rhs
    return e
}

/// A constant plus a linear expression.
public func + <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    rhs + lhs
}

/// The difference of two linear expressions.
public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs + (-rhs)
}

/// A linear expression minus a constant.
public func - <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs + (-rhs)
}

/// A constant minus a linear expression.
public func - <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    (-rhs) + lhs
}

/// The negation of a linear expression.
public prefix func - <E: ExpressionConvertible>(operand: E) -> Expression {
    operand * -1
}

/// A linear expression scaled by a constant.
public func * <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    var e = lhs.expression
    for k in 0..<e.termCount {
        let term = e.term(k)
        e.setTerm(k, Term(term.variable, term.coefficient * rhs))
    }
    e.constant *= rhs
    return e
}

/// A constant times a linear expression.
public func * <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    rhs * lhs
}

/// A linear expression divided by a constant.
public func / <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs * (1 / rhs)
}
