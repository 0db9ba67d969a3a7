import ConstraintSolver
import Foundation

/// The relationship between two user interface objects that must be satisfied by the
/// constraint-based layout system: `item1.attribute1 = multiplier × item2.attribute2 + constant`,
/// where `=` may also be `≤` or `≥`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    // Stored properties are declared so that the one-byte ones share one word: a scene holds
    // hundreds of constraints, and 104 bytes are a 112-byte allocation where 152 were 160.
    // What few constraints have (a side of several terms, a custom identifier, a multiplier
    // other than 1, a solver constant besides `constant`) is in `rare`.
    /// The inline term of each side (see `AnchorTerms`): its item's handle and its attribute.
    private let firstHead: LifetimeHandle?
    private let secondHead: LifetimeHandle?
    private var storedPriority: UILayoutPriority
    /// Where the constraint is in its engine's `owned`; -1 when no engine owns it.
    var ownedIndex: Int32 = -1
    private let firstHeadAttribute: Attribute?
    private let secondHeadAttribute: Attribute?
    /// The relation between the two attributes in the constraint.
    public let relation: Relation
    // Engine bookkeeping (NSLayoutConstraint+Activation.swift, LayoutEngine*.swift).
    var engineState = EngineState.none
    private var flags: Flags = []
    /// The identifier the system gave the constraint, as its index in `SystemIdentifiers`.
    private var systemIdentifierCode: UInt8 = 0

    /// The constant added to the multiplied second attribute. Unlike the other properties, the
    /// constant can be modified after the constraint is active; the layout re-solves from
    /// where it is.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            engine?.constantDidChange(of: self)
        }
    }

    var activationStamp = 0

    /// The view whose `constraints` list the constraint, and the nearest common ancestor of its
    /// items; both held through their handles (LifetimeHandle.swift).
    @HandleReference var holder: UIView?
    @HandleReference var container: UIView?
    @HandleReference var engine: LayoutEngine?
    /// The solver constraint the constraint is in the solver as; a pair keeps its second one in
    /// `PairedLayoutConstraint` (see `solverParts`).
    var firstSolverPart: ConstraintSolver.Constraint?
    private var rare: RareParts?

    /// What few constraints have.
    private final class RareParts {
        var firstTail: [AnchorTerm] = []
        var secondTail: [AnchorTerm] = []
        var identifier: String?
        var multiplier: CGFloat = 1
        var solverBaseConstant = 0.0
    }

    private var rareParts: RareParts {
        if let rare { return rare }
        let made = RareParts()
        rare = made
        return made
    }

    private struct Flags: OptionSet {
        let rawValue: UInt8
        static let shouldBeArchived = Flags(rawValue: 1)
        static let active = Flags(rawValue: 2)
        static let reportedBreaking = Flags(rawValue: 4)
        static let system = Flags(rawValue: 8)
        static let stackArrangement = Flags(rawValue: 16)
    }

    private func flag(_ flag: Flags, _ on: Bool) {
        if on { flags.insert(flag) } else { flags.remove(flag) }
    }

    /// The handle of the first side's inline term: a system constraint's own view or guide.
    var firstHeadHandle: LifetimeHandle? { firstHead }

    /// The items of a constraint whose sides are one term each (or none for the second), as
    /// almost all are, read without making either side's `AnchorTerms`; nil when a side has
    /// several terms.
    var singleTermItems: (first: AnyObject?, second: AnyObject?, hasSecond: Bool)? {
        if let rare, !rare.firstTail.isEmpty || !rare.secondTail.isEmpty { return nil }
        guard firstHeadAttribute != nil else { return nil }
        return (firstHead?.object, secondHead?.object, secondHeadAttribute != nil)
    }

    /// The terms of the first side.
    var firstTerms: AnchorTerms {
        AnchorTerms(headHandle: firstHead, headAttribute: firstHeadAttribute, tail: rare?.firstTail ?? [])
    }

    /// The terms of the second side; none for a constant size.
    var secondTerms: AnchorTerms {
        AnchorTerms(headHandle: secondHead, headAttribute: secondHeadAttribute, tail: rare?.secondTail ?? [])
    }

    /// Whether the constraint should be archived by its owning view.
    open var shouldBeArchived: Bool {
        get { flags.contains(.shouldBeArchived) }
        set { flag(.shouldBeArchived, newValue) }
    }

    var activeFlag: Bool {
        get { flags.contains(.active) }
        set { flag(.active, newValue) }
    }

    var hasReportedBreaking: Bool {
        get { flags.contains(.reportedBreaking) }
        set { flag(.reportedBreaking, newValue) }
    }

    /// Whether the system made the constraint for its own bookkeeping (autoresizing, content
    /// size, layout guides), rather than the app; such constraints are in no view's `constraints`.
    var isSystemConstraint: Bool {
        get { flags.contains(.system) }
        set { flag(.system, newValue) }
    }

    /// The multiplier applied to the second attribute participating in the constraint.
    public var multiplier: CGFloat { rare?.multiplier ?? 1 }

    /// The name that identifies the constraint in debugging output.
    open var identifier: String? {
        get { rare?.identifier ?? SystemIdentifiers.string(for: systemIdentifierCode) }
        set {
            systemIdentifierCode = 0
            if newValue != nil || rare != nil { rareParts.identifier = newValue }
        }
    }

    /// Names a constraint the system makes with one of the few identifiers the system uses
    /// (`UISV-spacing`, `UIViewSafeAreaLayoutGuide-left`, …): kept as a byte, not a string.
    func setSystemIdentifier(_ identifier: String) {
        let found = SystemIdentifier(identifier)
        guard found.code != 0 else {
            // The table is full: the name is kept as an app's would be.
            self.identifier = identifier
            return
        }
        setSystemIdentifier(found)
    }

    /// Names a constraint the system makes with an identifier it found once.
    func setSystemIdentifier(_ identifier: SystemIdentifier) {
        guard identifier.code != 0 else { return }
        rare?.identifier = nil
        systemIdentifierCode = identifier.code
    }

    /// Whether a stack view made the constraint for its arrangement; it stays the stack view's
    /// whatever an app names it.
    var isStackArrangement: Bool {
        get { flags.contains(.stackArrangement) }
        set { flag(.stackArrangement, newValue) }
    }

    /// The constraint's identifier as a system identifier: none (code 0) when it has none or an
    /// app's own that is not one of the system's.
    var systemIdentifier: SystemIdentifier {
        guard let custom = rare?.identifier else { return SystemIdentifier(code: systemIdentifierCode) }
        return SystemIdentifier(code: SystemIdentifiers.existingCode(for: custom) ?? 0)
    }

    /// What the solver expression's constant is besides `-constant` (alignment insets, baselines).
    var solverBaseConstant: Double {
        get { rare?.solverBaseConstant ?? 0 }
        set { if newValue != 0 || rare != nil { rareParts.solverBaseConstant = newValue } }
    }

    /// The priority of the constraint. Required constraints must be satisfied; the layout
    /// satisfies lower priorities as well as it can, higher ones first. An active constraint's
    /// priority cannot change between required and optional.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set { setPriority(newValue) }
    }

    /// The active state of the constraint. Activating installs it on the nearest common ancestor
    /// of its items; both items must be in the same view hierarchy.
    open var isActive: Bool {
        get { isActiveAfterCheckingHierarchy }
        set { newValue ? activate(holder: nil) : deactivate() }
    }

    /// The second solver constraint of a pair; a single constraint has none
    /// (`PairedLayoutConstraint` keeps one).
    var secondSolverPart: ConstraintSolver.Constraint? {
        get { nil }
        set { precondition(newValue == nil, "only a paired constraint is two solver constraints") }
    }

    /// The constant the solver holds, for a pair in the solver: which of its two inequalities
    /// loosens first when it moves (`PairedLayoutConstraint` keeps it).
    var solverConstant: CGFloat {
        get { constant }
        set {}
    }

    /// The solver constraints the constraint is in the solver as; empty when it is not.
    var solverConstraints: [ConstraintSolver.Constraint] {
        guard let firstSolverPart else { return [] }
        guard let secondSolverPart else { return [firstSolverPart] }
        return [firstSolverPart, secondSolverPart]
    }

    /// Appends the solver constraints the constraint is in the solver as, without an array of
    /// their own.
    func appendSolverConstraints(to parts: inout [ConstraintSolver.Constraint]) {
        guard let firstSolverPart else { return }
        parts.append(firstSolverPart)
        if let secondSolverPart { parts.append(secondSolverPart) }
    }

    /// Makes the solver constraints of `solverParts` on `expression`.
    func makeSolverConstraints(on expression: SolverExpression) {
        let (first, second) = solverParts.makeConstraints(on: expression)
        firstSolverPart = first
        if second != nil || secondSolverPart != nil { secondSolverPart = second }
    }

    /// Forgets the solver constraints, once they are out of the solver.
    func clearSolverConstraints() {
        firstSolverPart = nil
        if secondSolverPart != nil { secondSolverPart = nil }
    }

    /// Where a constraint is in its engine.
    enum EngineState {
        case none
        /// Waiting for the next update of its engine.
        case pending
        /// In the solver.
        case installed
        /// Left out of the solver because it conflicted with required constraints.
        case broken
    }

    init(first: AnchorTerms, relation: Relation, second: AnchorTerms, multiplier: CGFloat,
         constant: CGFloat, priority: UILayoutPriority = .required) {
        firstHead = first.headHandle
        firstHeadAttribute = first.headAttribute
        secondHead = second.headHandle
        secondHeadAttribute = second.headAttribute
        self.relation = relation
        self.constant = constant
        storedPriority = priority
        super.init()
        if !first.tail.isEmpty || !second.tail.isEmpty || multiplier != 1 {
            let rare = rareParts
            rare.firstTail = first.tail
            rare.secondTail = second.tail
            rare.multiplier = multiplier
        }
    }

    convenience init(first: [AnchorTerm], relation: Relation, second: [AnchorTerm], multiplier: CGFloat,
                     constant: CGFloat, priority: UILayoutPriority = .required) {
        self.init(first: AnchorTerms(first), relation: relation, second: AnchorTerms(second), multiplier: multiplier,
                  constant: constant, priority: priority)
    }

    /// Creates a constraint that defines the relationship between the specified attributes of
    /// the given views or layout guides.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = AnchorTerms(item: view1 as AnyObject, attribute: attr1)
        let second = view2.map { AnchorTerms(item: $0 as AnyObject, attribute: attr2) } ?? .none
        self.init(first: first, relation: relation, second: attr2 == .notAnAttribute ? .none : second,
                  multiplier: multiplier, constant: c)
    }

    /// The terms of both sides, for the walks that look at every item.
    var allTerms: [AnchorTerm] { Array(firstTerms) + Array(secondTerms) }

    /// The first object participating in the constraint.
    public var firstItem: AnyObject? { firstTerms.first?.item }

    /// The second object participating in the constraint, or `nil` for a constant size.
    public var secondItem: AnyObject? { secondTerms.first?.item }

    /// The attribute of the first object participating in the constraint.
    public var firstAttribute: Attribute { firstTerms.first?.attribute ?? .notAnAttribute }

    /// The attribute of the second object participating in the constraint.
    public var secondAttribute: Attribute { secondTerms.first?.attribute ?? .notAnAttribute }

    /// The first anchor that defines the constraint.
    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(terms: firstTerms) }

    /// The second anchor that defines the constraint, or `nil` for a constant size.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondTerms.isEmpty ? nil : NSLayoutAnchor(terms: secondTerms)
    }

    /// Activates each constraint in the array, more efficiently than one at a time.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        var lookup: EngineLookup?
        for constraint in constraints { constraint.activate(holder: nil, lookup: &lookup) }
    }

    /// Deactivates each constraint in the array.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// The constraint as UIKit prints it, for example
    /// `<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { LayoutDescription.describe(self) }
    }

    // MARK: Solver form (overridden by the constraints the system makes)

    /// The name UIKit gives the constraint's class in descriptions.
    var className: String { "NSLayoutConstraint" }

    /// The relation written out, as UIKit puts it between the address and the state.
    var equationDescription: String { LayoutDescription.equation(self) }

    /// The solver constraints the constraint becomes: one per relation and priority, all on the
    /// same expression.
    ///
    /// A required equality stays one equality: the solver folds `x = c` and `x = y + c` into
    /// its variables and keeps the rest in one row each, where a pair of inequalities took two
    /// rows and two slacks and folded nothing (the catalog's first screen: a third of the
    /// solver's memory and a tenth of its time). The first move of such an equality's constant
    /// rebuilds the tableau, which then keeps it movable in place; frames and guide edges,
    /// which move often, are movable from the start (`SolverParts.movableEquality`).
    var solverParts: SolverParts {
        SolverParts(first: (relation.solverRelation, priority.strength))
    }

    /// `first − multiplier × second − constant`, with every item in the coordinate space of
    /// `container`; `nil` when an item is gone or outside the container.
    func makeSolverExpression(_ translator: LayoutTranslator, in container: UIView) -> SolverExpression? {
        translator.expression(firstTerms, minus: secondTerms, times: multiplier, minus: constant, in: container)
    }

    // MARK: Priority

    private func setPriority(_ newValue: UILayoutPriority) {
        let clamped = UILayoutPriority(min(newValue.rawValue, UILayoutPriority.required.rawValue))
        guard clamped != storedPriority else { return }
        let wasRequired = storedPriority == .required, isRequired = clamped == .required
        if activeFlag && wasRequired != isRequired {
            LayoutConstraintsLog.emit("""
                Mutating a priority from required to not on an installed constraint (or vice-versa) is not \
                supported.  You passed priority \(Int(clamped.rawValue)) and the existing priority was \
                \(Int(storedPriority.rawValue)).
                """)
            return
        }
        storedPriority = clamped
        engine?.priorityDidChange(of: self)
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: SolverRelation {
        switch self {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}

extension UILayoutPriority {
    /// The solver strength for the priority; priorities at or below zero count as the weakest.
    var strength: Strength {
        Strength(priority: Double(Swift.max(Swift.min(rawValue, 1000), 0.01)))
    }
}

/// The relations and strengths of the solver constraints a layout constraint becomes, all on
/// the same expression: one, or a pair.
struct SolverParts {
    var first: (relation: SolverRelation, strength: Strength)
    /// The strength against the expression falling below zero when `first` is an equality with
    /// a strength on each side (a content size); nil for one strength.
    var firstStrengthBelow: Strength?
    /// Whether `first` is a required equality the solver keeps movable in place
    /// (`ConstraintSolver.Constraint.isMovable`).
    var firstIsMovable = false
    var second: (relation: SolverRelation, strength: Strength)?

    init(first: (relation: SolverRelation, strength: Strength),
         second: (relation: SolverRelation, strength: Strength)? = nil) {
        self.first = first
        self.second = second
    }

    /// One required equality that the solver moves in place from its first move: frames and
    /// guide edges, which move often.
    static var movableEquality: SolverParts {
        var parts = SolverParts(first: (.equal, .required))
        parts.firstIsMovable = true
        return parts
    }

    /// One optional equality that resists the expression rising above zero with `above` and
    /// falling below it with `below`.
    init(equalityAbove above: Strength, below: Strength) {
        first = (.equal, above)
        firstStrengthBelow = below
    }

    /// The solver constraints on `expression`.
    func makeConstraints(on expression: SolverExpression) -> (ConstraintSolver.Constraint, ConstraintSolver.Constraint?) {
        let made = if let firstStrengthBelow {
            ConstraintSolver.Constraint(expression, strengthAbove: first.strength, strengthBelow: firstStrengthBelow)
        } else {
            ConstraintSolver.Constraint(expression, first.relation, strength: first.strength, movable: firstIsMovable)
        }
        guard let second else { return (made, nil) }
        return (made, ConstraintSolver.Constraint(expression, second.relation, strength: second.strength))
    }
}

/// A constraint that can be a pair of solver constraints: a content size with a required side.
/// It keeps the second one and the constant the solver holds, which a single constraint, the
/// many of every layout, needs neither of.
class PairedLayoutConstraint: NSLayoutConstraint {
    private var storedSecondSolverPart: ConstraintSolver.Constraint?
    private var storedSolverConstant: CGFloat = 0

    override var secondSolverPart: ConstraintSolver.Constraint? {
        get { storedSecondSolverPart }
        set { storedSecondSolverPart = newValue }
    }

    override var solverConstant: CGFloat {
        get { storedSolverConstant }
        set { storedSolverConstant = newValue }
    }
}
