/// A linear relation between variables that a ``Solver`` keeps true, or as
/// close to true as its strength demands.
///
/// A constraint reads `expression relation 0`, for example `x + 10 - y <= 0`.
/// It has identity: the solver adds and removes it by reference.
public final class Constraint {
    // The object asks for 72 bytes, which malloc serves from an 80-byte chunk (88 took 96): the
    // expression is kept in pieces (most layout constraints have one to three terms, which live
    // in the object, and only longer ones need an array), and the relation, the movable flag,
    // the signs of an inline third term's companions and the index of the claiming solver's
    // record share one word with the rare second strength.
    private var firstTerm: Term?
    private var rest: LaterTerms
    /// The expression's constant.
    var constant: Double
    /// How much the solver cares about this constraint; for an equality with two strengths
    /// (``init(_:strengthAbove:strengthBelow:)``), how much it resists the expression rising
    /// above zero.
    public let strength: Strength
    /// The priority that resists the expression falling below zero, for an equality made with
    /// two strengths; 0 otherwise. It is kept to `Float` precision, Auto Layout's.
    private let belowPriority: Float
    /// The relation (bits 0–1), the movable flag (bit 2), whether the second and the third
    /// term of `LaterTerms.two` are negative (bits 3 and 4), and the index among the records of
    /// the solver that claimed the constraint, plus one, or 0 (bits 5–31; see
    /// `Solver.appendRecord(_:)`).
    private var bits: UInt32

    /// The terms after the first.
    private enum LaterTerms {
        case none
        case one(Term)
        /// The variables of the second and third of exactly three terms, whose coefficients are
        /// 1 or -1 (the signs are in `bits`): most three-term layout constraints, an edge of one
        /// view against the origin and size of another, which then need no array.
        case two(Variable, Variable)
        /// The second term and those after it.
        case many([Term])
    }

    /// Creates the constraint `expression relation 0`.
    ///
    /// A `movable` required equality keeps a row of its own with a marker, so that
    /// ``Solver/setConstant(_:of:)`` moves it in place from its first move: the solver never
    /// folds it into its variables or shares its row, and the first move of an equality it
    /// folded rebuilds the tableau. For equalities that move often, such as a frame held by
    /// its autoresizing mask; other constraints ignore it.
    public init(_ expression: consuming Expression, _ relation: Relation, strength: Strength = .required, movable: Bool = false) {
        constant = expression.constant
        let signs: UInt32
        (firstTerm, rest, signs) = Self.pieces(of: expression)
        self.strength = strength
        belowPriority = 0
        bits = Self.code(of: relation) | (movable ? Self.movableBit : 0) | signs
    }

    /// Creates the optional equality `expression == 0` that resists the expression rising
    /// above zero with one strength and falling below it with another.
    ///
    /// It weighs as the two inequalities `expression <= 0` at `strengthAbove` and
    /// `expression >= 0` at `strengthBelow` together (an intrinsic content size: hugging against
    /// growing, compression resistance against shrinking), in one row of the tableau instead of
    /// two. Both strengths must be optional; `strengthBelow` is kept to `Float` precision, as
    /// Auto Layout's priorities are.
    public init(_ expression: consuming Expression, strengthAbove: Strength, strengthBelow: Strength) {
        precondition(!strengthAbove.isRequired && !strengthBelow.isRequired,
                     "an equality with two strengths is optional on both sides")
        constant = expression.constant
        let signs: UInt32
        (firstTerm, rest, signs) = Self.pieces(of: expression)
        strength = strengthAbove
        belowPriority = strengthBelow == strengthAbove ? 0 : Float(strengthBelow.priority)
        bits = Self.code(of: .equal) | signs
    }

    /// How the expression compares with zero.
    public var relation: Relation {
        switch bits & 3 {
        case 0: .equal
        case 1: .lessThanOrEqual
        default: .greaterThanOrEqual
        }
    }

    /// Whether a required equality is kept movable from the start (``init(_:_:strength:movable:)``).
    public var isMovable: Bool { bits & Self.movableBit != 0 }

    /// How much the solver resists the expression falling below zero: ``strength``, except for
    /// an equality made with two strengths.
    public var strengthBelow: Strength {
        belowPriority == 0 ? strength : Strength(priority: Double(belowPriority))
    }

    /// The relation (0 equal, 1 less than or equal, 2 greater than or equal) and, in bit 2,
    /// the movable flag: how a batch's memo key writes them.
    var relationAndMovableCode: UInt32 { bits & 7 }

    /// Whether the constraint is an equality with a different strength on each side.
    var hasTwoStrengths: Bool { belowPriority != 0 }

    /// The constraint's index among the records of the solver that claimed it, or -1 (see
    /// `Solver.appendRecord(_:)`).
    var claimedRecord: Int32 {
        get { Int32(bitPattern: bits >> Self.recordShift) - 1 }
        set {
            precondition(newValue >= -1 && newValue < Self.recordLimit, "a solver holds fewer than 2^27 - 1 constraints")
            bits = bits & Self.flagBits | UInt32(newValue + 1) << Self.recordShift
        }
    }

    private static let movableBit: UInt32 = 4
    private static let secondIsNegativeBit: UInt32 = 8
    private static let thirdIsNegativeBit: UInt32 = 16
    private static let flagBits: UInt32 = 31
    private static let recordShift: UInt32 = 5
    private static let recordLimit: Int32 = (1 << 27) - 1

    private static func code(of relation: Relation) -> UInt32 {
        switch relation {
        case .equal: 0
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: 2
        }
    }

    /// The expression's first term and the rest, sharing the expression's array of them, and
    /// the sign bits of `LaterTerms.two`.
    private static func pieces(of expression: consuming Expression) -> (Term?, LaterTerms, UInt32) {
        let (first, second, third, tail) = expression.takeTerms()
        guard let second else { return (first, .none, 0) }
        guard let third else { return (first, tail.isEmpty ? .one(second) : .many(tail), 0) }
        guard let secondSign = sign(of: second.coefficient), let thirdSign = sign(of: third.coefficient) else {
            return (first, .many([second, third]), 0)
        }
        return (first, .two(second.variable, third.variable),
                (secondSign ? secondIsNegativeBit : 0) | (thirdSign ? thirdIsNegativeBit : 0))
    }

    /// Whether `coefficient` is -1 (true) or 1 (false); nil for any other, -0 and NaN included.
    private static func sign(of coefficient: Double) -> Bool? {
        coefficient == 1 ? false : coefficient == -1 ? true : nil
    }

    /// The left-hand side, compared with zero.
    public var expression: Expression {
        switch rest {
        case .none: Expression(first: firstTerm, second: nil, constant: constant)
        case .one(let second): Expression(first: firstTerm, second: second, constant: constant)
        case .two: Expression(first: firstTerm.unsafelyUnwrapped, second: term(1), third: term(2), constant: constant)
        case .many(let terms) where terms.count == 2:
            Expression(first: firstTerm.unsafelyUnwrapped, second: terms[0], third: terms[1], constant: constant)
        case .many(let terms): Expression(first: firstTerm.unsafelyUnwrapped, tail: terms, constant: constant)
        }
    }

    /// The expression's constant (the constant of ``expression``, without making the expression).
    public var expressionConstant: Double { constant }

    /// The number of terms of the expression.
    var termCount: Int {
        guard firstTerm != nil else { return 0 }
        switch rest {
        case .none: return 1
        case .one: return 2
        case .two: return 3
        case .many(let terms): return 1 + terms.count
        }
    }

    /// The expression's term at `k`, in the order they were given.
    @inline(__always)
    func term(_ k: Int) -> Term {
        if k == 0 { return firstTerm.unsafelyUnwrapped }
        switch rest {
        case .one(let term): return term
        // Each case binds only the variable it returns: binding both retained and released both.
        case .two(let second, _) where k == 1:
            return Term(second, bits & Self.secondIsNegativeBit != 0 ? -1 : 1)
        case .two(_, let third):
            return Term(third, bits & Self.thirdIsNegativeBit != 0 ? -1 : 1)
        case .many(let terms): return terms[k - 1]
        case .none: preconditionFailure("no term at \(k)")
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
