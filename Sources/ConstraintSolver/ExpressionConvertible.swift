/// A value that can stand for a linear expression in the constraint
/// operators: ``Variable``, ``Term`` and ``Expression``.
public protocol ExpressionConvertible {
    /// The value as a linear expression.
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    /// The expression `1 × self`.
    public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
    /// The expression holding just this term.
    public var expression: Expression { Expression(self) }
}

extension Expression: ExpressionConvertible {
    /// The expression itself.
    public var expression: Expression { self }
}
