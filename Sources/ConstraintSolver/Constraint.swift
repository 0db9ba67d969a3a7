/// A linear relation between variables that a ``Solver`` keeps true, or as
/// close to true as its strength demands.
///
/// A constraint reads `expression relation 0`, for example `x + 10 - y <= 0`.
/// It has identity: the solver adds and removes it by reference.
public final class Constraint {
    // The object asks for 56 bytes, which malloc serves from a 64-byte chunk (72 took 80): the
    // expression is kept in pieces (most layout constraints have one to three terms whose
    // coefficients after the first are 1 or -1, which live in the object, and only others need
    // an array), the first coefficient is a sign bit when it is 1 or -1 (nearly always: an edge
    // or a size of the constraint's first item), the strength is kept to `Float` precision, Auto
    // Layout's, and the relation, the movable flag, the signs and the index of the claiming
    // solver's record share one word.
    /// The variable of the first term; nil for an expression without terms.
    private var firstVariable: Variable?
    private var rest: LaterTerms
    /// The expression's constant.
    var constant: Double
    /// The priority of ``strength``, to `Float` precision.
    private let priority: Float
    /// The relation (bits 0–1), the movable flag (bit 2), whether the second and the third
    /// term of `LaterTerms.two` are negative (bits 3 and 4), whether the first term is
    /// negative (bit 5), whether `rest`'s array holds every term, the first too, because the
    /// first coefficient is neither 1 nor -1 (bit 6), whether `rest` is `LaterTerms.withBelow`
    /// (bit 7), and the index among the records of the solver that claimed the constraint, plus
    /// one, or 0 (bits 8–31; see `Solver.appendRecord(_:)`).
    private var bits: UInt32

    /// The terms after the first, or every term (`firstInArrayBit`).
    private enum LaterTerms {
        case none
        case one(Term)
        /// The variables of the second and third of exactly three terms, whose coefficients are
        /// 1 or -1 (the signs are in `bits`): most three-term layout constraints, an edge of one
        /// view against the origin and size of another, which then need no array.
        case two(Variable, Variable)
        /// The second term and those after it, or every term.
        case many([Term])
        /// An equality with two strengths (``init(_:strengthAbove:strengthBelow:)``): the terms
        /// after the first, or every term, and the priority that resists the expression falling
        /// below zero, to `Float` precision.
        case withBelow([Term], Float)
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
        (firstVariable, rest, signs) = Self.pieces(of: expression)
        priority = Self.storedPriority(strength)
        bits = Self.code(of: relation) | (movable ? Self.movableBit : 0) | signs
    }

    /// Creates the optional equality `expression == 0` that resists the expression rising
    /// above zero with one strength and falling below it with another.
    ///
    /// It weighs as the two inequalities `expression <= 0` at `strengthAbove` and
    /// `expression >= 0` at `strengthBelow` together (an intrinsic content size: hugging against
    /// growing, compression resistance against shrinking), in one row of the tableau instead of
    /// two. Both strengths must be optional; like every strength, they are kept to `Float`
    /// precision, as Auto Layout's priorities are.
    public init(_ expression: consuming Expression, strengthAbove: Strength, strengthBelow: Strength) {
        precondition(!strengthAbove.isRequired && !strengthBelow.isRequired,
                     "an equality with two strengths is optional on both sides")
        constant = expression.constant
        priority = Self.storedPriority(strengthAbove)
        let below = Self.storedPriority(strengthBelow)
        var (variable, later, signs) = Self.pieces(of: expression)
        if below != priority {
            (later, signs) = Self.withBelow(later, signs: signs, below: below)
            signs |= Self.twoStrengthsBit
        }
        (firstVariable, rest) = (variable, later)
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

    /// How much the solver cares about this constraint; for an equality with two strengths
    /// (``init(_:strengthAbove:strengthBelow:)``), how much it resists the expression rising
    /// above zero. It is kept to `Float` precision, Auto Layout's: a priority below 1000 stays
    /// below it.
    public var strength: Strength { Strength(storedPriority: priority) }

    /// How much the solver resists the expression falling below zero: ``strength``, except for
    /// an equality made with two strengths.
    public var strengthBelow: Strength {
        guard hasTwoStrengths, case .withBelow(_, let below) = rest else { return strength }
        return Strength(storedPriority: below)
    }

    /// The relation (0 equal, 1 less than or equal, 2 greater than or equal) and, in bit 2,
    /// the movable flag: how a batch's memo key writes them.
    var relationAndMovableCode: UInt32 { bits & 7 }

    /// Whether the constraint is an equality with a different strength on each side.
    var hasTwoStrengths: Bool { bits & Self.twoStrengthsBit != 0 }

    /// The constraint's index among the records of the solver that claimed it, or -1 (see
    /// `Solver.appendRecord(_:)`).
    var claimedRecord: Int32 {
        get { Int32(bitPattern: bits >> Self.recordShift) - 1 }
        set {
            precondition(newValue >= -1 && newValue < Self.recordLimit, "a solver holds fewer than 2^24 - 1 constraints")
            bits = bits & Self.flagBits | UInt32(newValue + 1) << Self.recordShift
        }
    }

    private static let movableBit: UInt32 = 4
    private static let secondIsNegativeBit: UInt32 = 8
    private static let thirdIsNegativeBit: UInt32 = 16
    private static let firstIsNegativeBit: UInt32 = 32
    private static let firstInArrayBit: UInt32 = 64
    private static let twoStrengthsBit: UInt32 = 128
    private static let flagBits: UInt32 = 255
    private static let recordShift: UInt32 = 8
    private static let recordLimit: Int32 = (1 << 24) - 1

    private static func code(of relation: Relation) -> UInt32 {
        switch relation {
        case .equal: 0
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: 2
        }
    }

    /// `strength`'s priority to `Float` precision, still in `0 < p ≤ 1000`, and below 1000 when
    /// it was.
    private static func storedPriority(_ strength: Strength) -> Float {
        let rounded = Float(strength.priority)
        if rounded >= 1000 && !strength.isRequired { return Float(1000).nextDown }
        return rounded > 0 ? rounded : .leastNonzeroMagnitude
    }

    /// The expression's first variable, the rest of its terms, and the sign bits: the first
    /// coefficient's, and those of `LaterTerms.two`; or, when the first coefficient is neither
    /// 1 nor -1, every term in the array and `firstInArrayBit`.
    private static func pieces(of expression: consuming Expression) -> (Variable?, LaterTerms, UInt32) {
        let (first, second, third, tail) = expression.takeTerms()
        guard let first else { return (nil, .none, 0) }
        let firstBits: UInt32
        if first.coefficient == 1 {
            firstBits = 0
        } else if first.coefficient == -1 {
            firstBits = firstIsNegativeBit
        } else {
            var all: [Term] = []
            all.reserveCapacity(1 + (tail.isEmpty ? (second == nil ? 0 : third == nil ? 1 : 2) : tail.count))
            all.append(first)
            if !tail.isEmpty {
                all += tail
            } else if let second {
                all.append(second)
                if let third { all.append(third) }
            }
            return (first.variable, .many(all), firstInArrayBit)
        }
        guard let second else { return (first.variable, .none, firstBits) }
        guard let third else { return (first.variable, tail.isEmpty ? .one(second) : .many(tail), firstBits) }
        guard let secondSign = sign(of: second.coefficient), let thirdSign = sign(of: third.coefficient) else {
            return (first.variable, .many([second, third]), firstBits)
        }
        return (first.variable, .two(second.variable, third.variable),
                firstBits | (secondSign ? secondIsNegativeBit : 0) | (thirdSign ? thirdIsNegativeBit : 0))
    }

    /// `rest` and `signs` as `pieces(of:)` made them, made `LaterTerms.withBelow` with `below`,
    /// and the sign bits that still apply.
    private static func withBelow(_ rest: LaterTerms, signs: UInt32, below: Float) -> (LaterTerms, UInt32) {
        let unitSigns = signs & (firstIsNegativeBit | firstInArrayBit)
        switch rest {
        case .none: return (.withBelow([], below), unitSigns)
        case .one(let second): return (.withBelow([second], below), unitSigns)
        case .two(let second, let third):
            let terms = [Term(second, signs & secondIsNegativeBit != 0 ? -1 : 1),
                         Term(third, signs & thirdIsNegativeBit != 0 ? -1 : 1)]
            return (.withBelow(terms, below), unitSigns)
        case .many(let terms), .withBelow(let terms, _): return (.withBelow(terms, below), unitSigns)
        }
    }

    /// Whether `coefficient` is -1 (true) or 1 (false); nil for any other, -0 and NaN included.
    private static func sign(of coefficient: Double) -> Bool? {
        coefficient == 1 ? false : coefficient == -1 ? true : nil
    }

    /// The left-hand side, compared with zero.
    public var expression: Expression {
        let count = termCount
        switch count {
        case 0: return Expression(first: nil, second: nil, constant: constant)
        case 1, 2: return Expression(first: term(0), second: count == 2 ? term(1) : nil, constant: constant)
        case 3: return Expression(first: term(0), second: term(1), third: term(2), constant: constant)
        default:
            var tail: [Term] = []
            tail.reserveCapacity(count - 1)
            for k in 1..<count { tail.append(term(k)) }
            return Expression(first: term(0), tail: tail, constant: constant)
        }
    }

    /// The expression's constant (the constant of ``expression``, without making the expression).
    public var expressionConstant: Double { constant }

    /// The number of terms of the expression.
    var termCount: Int {
        guard firstVariable != nil else { return 0 }
        let offset = bits & Self.firstInArrayBit != 0 ? 0 : 1
        switch rest {
        case .none: return 1
        case .one: return 2
        case .two: return 3
        case .many(let terms), .withBelow(let terms, _): return offset + terms.count
        }
    }

    /// The expression's term at `k`, in the order they were given.
    @inline(__always)
    func term(_ k: Int) -> Term {
        if bits & Self.firstInArrayBit != 0 {
            switch rest {
            case .many(let terms), .withBelow(let terms, _): return terms[k]
            default: preconditionFailure("every term is in the array")
            }
        }
        if k == 0 { return Term(firstVariable.unsafelyUnwrapped, bits & Self.firstIsNegativeBit != 0 ? -1 : 1) }
        switch rest {
        case .one(let term): return term
        // Each case binds only the variable it returns: binding both retained and released both.
        case .two(let second, _) where k == 1:
            return Term(second, bits & Self.secondIsNegativeBit != 0 ? -1 : 1)
        case .two(_, let third):
            return Term(third, bits & Self.thirdIsNegativeBit != 0 ? -1 : 1)
        case .many(let terms), .withBelow(let terms, _): return terms[k - 1]
        case .none: preconditionFailure("no term at \(k)")
        }
    }

    /// Calls `body` with each term's variable and coefficient, in order, without making the
    /// terms: what keeping the constraint by value reads (`SlotStore`).
    @inline(__always)
    func forEachTerm(_ body: (Variable, Double) -> Void) {
        switch rest {
        case .many(let terms), .withBelow(let terms, _):
            if bits & Self.firstInArrayBit == 0, let first = firstVariable {
                body(first, bits & Self.firstIsNegativeBit != 0 ? -1 : 1)
            }
            for term in terms { body(term.variable, term.coefficient) }
            return
        default:
            break
        }
        guard let first = firstVariable else { return }
        body(first, bits & Self.firstIsNegativeBit != 0 ? -1 : 1)
        switch rest {
        case .one(let term):
            body(term.variable, term.coefficient)
        case .two(let second, let third):
            body(second, bits & Self.secondIsNegativeBit != 0 ? -1 : 1)
            body(third, bits & Self.thirdIsNegativeBit != 0 ? -1 : 1)
        default:
            break
        }
    }

    /// The coefficient of the expression's term at `k`, read without its variable.
    @inline(__always)
    func coefficient(_ k: Int) -> Double {
        if bits & Self.firstInArrayBit == 0 {
            if k == 0 { return bits & Self.firstIsNegativeBit != 0 ? -1 : 1 }
            if case .two = rest { return bits & (k == 1 ? Self.secondIsNegativeBit : Self.thirdIsNegativeBit) != 0 ? -1 : 1 }
        }
        return term(k).coefficient
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
