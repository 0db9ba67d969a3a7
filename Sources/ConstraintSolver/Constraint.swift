/// A linear relation between variables that a ``Solver`` keeps true, or as
/// close to true as its strength demands.
///
/// A constraint reads `expression relation 0`, for example `x + 10 - y <= 0`.
/// It has identity: the solver adds and removes it by reference.
public final class Constraint {
    // The expression is kept in pieces: most layout constraints have one or two terms, which
    // live in the object; only the terms after them need an array of their own.
    private var firstTerm: Term?
    private var secondTerm: Term?
    private var laterTerms: [Term]
    /// The expression's constant.
    var constant: Double
    /// How the expression compares with zero.
    public let relation: Relation
    /// Whether a required equality is kept movable from the start (``init(_:_:strength:movable:)``).
    public let isMovable: Bool
    /// The constraint's index among the records of the solver that claimed it, or -1 (see
    /// `Solver.appendRecord(_:)`); it fills the room after `relation` and `isMovable`.
    var claimedRecord: Int32 = -1
    /// How much the solver cares about this constraint; for an equality with two strengths
    /// (``init(_:strengthAbove:strengthBelow:)``), how much it resists the expression rising
    /// above zero.
    public let strength: Strength
    /// How much the solver resists the expression falling below zero: ``strength``, except for
    /// an equality made with two strengths.
    public let strengthBelow: Strength

    /// Creates the constraint `expression relation 0`.
    ///
    /// A `movable` required equality keeps a row of its own with a marker, so that
    /// ``Solver/setConstant(_:of:)`` moves it in place from its first move: the solver never
    /// folds it into its variables or shares its row, and the first move of an equality it
    /// folded rebuilds the tableau. For equalities that move often, such as a frame held by
    /// its autoresizing mask; other constraints ignore it.
    public init(_ expression: consuming Expression, _ relation: Relation, strength: Strength = .required, movable: Bool = false) {
        (firstTerm, secondTerm, laterTerms) = (expression.firstTerm, expression.secondTerm, expression.laterTerms)
        constant = expression.constant
        self.relation = relation
        self.strength = strength
        strengthBelow = strength
        isMovable = movable
    }

    /// Creates the optional equality `expression == 0` that resists the expression rising above
    /// zero with one strength and falling below it with another.
    ///
    /// It weighs as the two inequalities `expression <= 0` at `strengthAbove` and
    /// `expression >= 0` at `strengthBelow` together (an intrinsic content size: hugging against
    /// growing, compression resistance against shrinking), in one row of the tableau instead of
    /// two. Both strengths must be optional.
    public init(_ expression: consuming Expression, strengthAbove: Strength, strengthBelow: Strength) {
        precondition(!strengthAbove.isRequired && !strengthBelow.isRequired,
                     "an equality with two strengths is optional on both sides")
        (firstTerm, secondTerm, laterTerms) = (expression.firstTerm, expression.secondTerm, expression.laterTerms)
        constant = expression.constant
        relation = .equal
        strength = strengthAbove
        self.strengthBelow = strengthBelow
        isMovable = false
    }

    /// Whether the constraint is an equality with a different strength on each side.
    var hasTwoStrengths: Bool { strengthBelow != strength }

    /// The left-hand side, compared with zero.
    public internal(set) var expression: Expression {
        get {
            var expression = Expression(constant)
            for k in 0..<termCount { expression.append(term(k)) }
            return expression
        }
        set {
            (firstTerm, secondTerm, laterTerms) = (newValue.firstTerm, newValue.secondTerm, newValue.laterTerms)
            constant = newValue.constant
        }
    }

    /// The number of terms of the expression.
    var termCount: Int {
        secondTerm == nil ? (firstTerm == nil ? 0 : 1) : 2 + laterTerms.count
    }

    /// The expression's term at `k`, in the order they were given.
    @inline(__always)
    func term(_ k: Int) -> Term {
        switch k {
        case 0: firstTerm.unsafelyUnwrapped
        case 1: secondTerm.unsafelyUnwrapped
        default: laterTerms[k - 2]
        }
    }

    /// Creates the constraint `lhs relation rhs`.
    public convenience init<L: ExpressionConvertible, R: ExpressionConvertible>(
        _ lhs: L, _ relation: Relation, _ rhs: R, strength: Strength = .required, movable: Bool = false
    ) {
        self.init(lhs - rhs, relation, strength: strength, movable: movable)
    }

    /// Creates the constraint `lhs relation rhs` for a constant right-hand side.
    public convenience init<L: ExpressionConvertible>(
        _ lhs: L, _ relation: Relation, _ rhs: Double, strength: Strength = .required, movable: Bool = false
    ) {
        self.init(lhs - rhs, relation, strength: strength, movable: movable)
    }

    /// A new constraint with the same relation and the given strength (on both sides).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, movable: isMovable)
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
        guard hasTwoStrengths else { return "\(expression) \(op) 0 | \(strength.priority)" }
        return "\(expression) \(op) 0 | above \(strength.priority), below \(strengthBelow.priority)"
    }
}
