import ConstraintSolver
import Foundation

/// The Auto Layout engine of one view hierarchy: one incremental solver for all the active
/// constraints whose views share a root (a window, or a hierarchy not in a window yet).
///
/// Changes are collected as they happen (activation, deactivation, constants, priorities,
/// intrinsic sizes) and reach the solver together when the engine next updates: at the
/// update-constraints step of the layout pass, or when a view that lays out its subviews needs
/// the solution. Additions go in as one batch; constants and priorities move in place, so a
/// change re-solves only what it reaches.
@MainActor
final class LayoutEngine {
    let solver = Solver()
    /// The root of the hierarchy; it holds the engine. Held through its handle
    /// (LifetimeHandle.swift).
    @HandleReference var host: UIView?

    /// The views with variables in the solver.
    var members: [ViewLayoutState] = []
    /// The members held at their frame or size by frame constraints.
    var framedMembers: [ObjectIdentifier: ViewLayoutState] = [:]
    /// The members that own system layout guides, whose insets are re-read at each update.
    var guideOwners: [ObjectIdentifier: ViewLayoutState] = [:]
    /// The stack views of the hierarchy, which check their arranged views at each update.
    var stackViews: [ObjectIdentifier: WeakStackView] = [:]

    /// Every active constraint of the engine, whatever its state, in no particular order; each
    /// knows its place (`ownedIndex`).
    private(set) var owned: [NSLayoutConstraint] = []
    var broken: [ObjectIdentifier: NSLayoutConstraint] = [:]

    var pendingAdds: [NSLayoutConstraint] = []
    var pendingRemovals: [ConstraintSolver.Constraint] = []
    /// Stack views' rows the solver holds by value, to take out at the next update.
    var pendingSlotRemovals: [ConstraintSlot] = []
    var pendingConstants: [NSLayoutConstraint] = []
    var pendingIntrinsicSizes: [ViewLayoutState] = []
    /// Content-size rows waiting to go into the solver with the next batch
    /// (`refreshContentSize(of:)`).
    var pendingContentSizeRows: [ConstraintSolver.Constraint] = []
    /// Whether the solver changed since variables were last read from it.
    var solutionIsStale = false
    var isUpdating = false
    /// `UIView.hierarchyGeneration` when the members' superviews were last checked.
    var validatedHierarchyGeneration = -1
    /// `UIView.visibilityGeneration` when every stack view last compared its arranged views.
    var checkedVisibilityGeneration = -1
    /// Whether a stack view with a proportional distribution was registered, which compares
    /// its arranged views at every update.
    var hasProportionalStackViews = false
    /// Whether a stack view's arrangement has rows not in the solver yet
    /// (LayoutEngine+Arrangement.swift).
    var hasPendingArrangementRows = false

    /// Translates constraints into solver expressions, admitting the views they name.
    lazy var translator = LayoutTranslator(engine: self)
    /// While `flush()` translates its additions: the last container whose layout direction a
    /// constraint asked for, and whether it is right to left.
    private var translatingDirection: (container: ObjectIdentifier, rightToLeft: Bool)?
    private var remembersDirections = false

    /// The distance UIKit puts between sibling views for system spacing, in points.
    static let systemSpacing: CGFloat = 8

    private var handleSlot = LifetimeHandleSlot()
    /// What references to the engine from views and constraints hold (LifetimeHandle.swift).
    var lifetimeHandle: LifetimeHandle { handleSlot.handle(of: self) }

    deinit { handleSlot.clear() }

    init(host: UIView) {
        self.host = host
        host.layoutState.hostedEngine = self
    }

    /// Whether `container` lays out right to left, remembered for the last container asked
    /// about while `flush()` translates: nothing changes a view's direction then.
    func isRightToLeftWhileTranslating(_ container: UIView) -> Bool {
        let id = ObjectIdentifier(container)
        if remembersDirections, let known = translatingDirection, known.container == id { return known.rightToLeft }
        let rightToLeft = LayoutTranslator.isRightToLeft(container)
        if remembersDirections { translatingDirection = (id, rightToLeft) }
        return rightToLeft
    }

    /// Runs `body` with directions remembered (see `isRightToLeftWhileTranslating(_:)`).
    func rememberingDirections(_ body: () -> Void) {
        let outer = remembersDirections
        remembersDirections = true
        body()
        remembersDirections = outer
        if !outer { translatingDirection = nil }
    }

    var hasPendingChanges: Bool {
        !pendingAdds.isEmpty || !pendingRemovals.isEmpty || !pendingSlotRemovals.isEmpty || !pendingConstants.isEmpty || !pendingIntrinsicSizes.isEmpty
            || !pendingContentSizeRows.isEmpty || hasPendingArrangementRows
    }

    /// Gives back the room the solver holds beyond what its constraints need, and packs what
    /// only changes use, once a turn that changed the solver is over: a scene keeps its engine
    /// for every later turn, most of them changing no constraint.
    func compactIfChanged() {
        guard !isUpdating, !solver.isCompact else { return }
        solver.compact(sharingStorageWith: Self.sharedSolverStorage)
        // The engine's own lists grow by doubling too. (Fitting each member's list of the
        // constraints naming it gave back 0.6 KB of a catalog session for 1 % of its creation.)
        owned = owned.fitted()
        members = members.fitted()
    }

    /// The arrays that the compacted solvers of the process's scenes hold alike, kept once:
    /// scenes of one app that show the same screen at the same size share most of their
    /// solver's storage (24 KB of a catalog session's 188 KB).
    static let sharedSolverStorage = SolverStorageSharing()

    /// What empty solvers became from the batches they were given, so that an engine whose
    /// first batch equals another's (a scene of the same app building the same screen at the
    /// same size) takes that outcome rather than placing the batch again: most of a catalog
    /// creation's solver work.
    static let solverBatchMemo = SolverBatchMemo()

    /// Asks for a layout pass from the top of the hierarchy, where the engine updates, unless
    /// the engine is updating already.
    func requestLayout() {
        guard !isUpdating, let host else { return }
        host.layoutRoot.setNeedsLayout()
    }

    // MARK: Owned constraints

    func isOwning(_ constraint: NSLayoutConstraint) -> Bool {
        let index = Int(constraint.ownedIndex)
        return index >= 0 && index < owned.count && owned[index] === constraint
    }

    func own(_ constraint: NSLayoutConstraint) {
        guard !isOwning(constraint) else { return }
        constraint.ownedIndex = Int32(owned.count)
        owned.append(constraint)
    }

    /// Lets go of a constraint the engine owns; false when it owns no such constraint.
    func disown(_ constraint: NSLayoutConstraint) -> Bool {
        guard isOwning(constraint) else { return false }
        let index = Int(constraint.ownedIndex)
        let last = owned.removeLast()
        if index < owned.count {
            owned[index] = last
            last.ownedIndex = Int32(index)
        }
        constraint.ownedIndex = -1
        return true
    }

    /// Hands every owned constraint over, for an engine that takes this one's over.
    func takeOwned() -> [NSLayoutConstraint] {
        defer { owned = [] }
        for constraint in owned { constraint.ownedIndex = -1 }
        return owned
    }

    // MARK: Finding the engine of a view

    /// The engine of the hierarchy `view` is in; made when `create` is true and there is none.
    ///
    /// Views remember their engine. When the hierarchy changed since (a hierarchy with an engine
    /// was added to another, or part of one was removed), the engines are reconciled here: merged
    /// into the root's engine, re-hosted at the new root, or split.
    static func engine(for view: UIView, create: Bool) -> LayoutEngine? {
        engine(for: view, ifNone: create ? .make : .find)
    }

    /// What `engine(for:ifNone:)` does when the hierarchy has no engine.
    enum AbsentEngine {
        /// Returns nil; a hierarchy whose constraints wait for an engine gets one, though.
        case find
        /// Makes one.
        case make
        /// Returns nil, and marks the hierarchy outside windows as having constraints that wait
        /// for an engine (LayoutEngine+Parking.swift); a window gets one.
        case park
    }

    /// The engine of the hierarchy `view` is in. Views remember their engine; when the hierarchy
    /// changed since, the engines are reconciled here (see `engine(for:create:)`). Constraints
    /// that waited for an engine go into the one returned.
    static func engine(for view: UIView, ifNone absent: AbsentEngine) -> LayoutEngine? {
        let root = view.layoutRoot
        let hosted = root.autoLayout?.hostedEngine
        let found: LayoutEngine
        if let remembered = view.autoLayout?.engine, remembered !== hosted {
            found = reconcile(remembered, root: root)
        } else if let hosted {
            found = hosted
        } else {
            switch absent {
            case .find where !root.parksLayout:
                return nil
            case .park where !(root is UIWindow):
                root.parksLayout = true
                return nil
            default:
                break
            }
            let made = LayoutEngine(host: root)
            if root.mayHoldOrphanedLayout, root.holdsOrphanedLayout { made.adoptOrphans(in: root) }
            found = made
        }
        if root.parksLayout { found.adoptParked(in: root) }
        return found
    }

    /// The engine of the hierarchy whose root is `root`, made if there is none.
    static func engine(forRoot root: UIView) -> LayoutEngine {
        let engine = root.autoLayout?.hostedEngine ?? LayoutEngine(host: root)
        if root.parksLayout { engine.adoptParked(in: root) }
        return engine
    }

    static func reconcile(_ remembered: LayoutEngine, root: UIView) -> LayoutEngine {
        if let hosted = root.autoLayout?.hostedEngine {
            if remembered.host.map({ $0.layoutRoot === root }) ?? true {
                hosted.absorb(remembered)
            } else {
                hosted.adopt(subtreeOf: root, from: remembered)
            }
            return hosted
        }
        if let oldHost = remembered.host, oldHost.superview == nil, oldHost !== root {
            let fresh = LayoutEngine(host: root)
            fresh.adopt(subtreeOf: root, from: remembered)
            return fresh
        }
        remembered.rehost(at: root)
        return remembered
    }

    /// Makes `root` the engine's host, when its old host was added to `root`'s hierarchy.
    func rehost(at root: UIView) {
        if let old = host, old.autoLayout?.hostedEngine === self { old.autoLayout?.hostedEngine = nil }
        host = root
        root.layoutState.hostedEngine = self
        requestLayout()
    }

    // MARK: Hierarchies outside windows

    /// The engines whose host joined another hierarchy since the last layout pass, in the order
    /// they joined: the pass merges each into the engine of its new root (a window's, or the
    /// engine of a hierarchy outside windows). Only these are looked at, so a pass costs the
    /// same however many hierarchies outside windows the server's scenes keep, and scenes
    /// built the same way merge the same way, whatever addresses their engines got.
    private static var joinedHosts: [WeakEngine] = []

    /// Notes that a view hosting an engine was added to a superview.
    static func hostDidJoin(_ box: HostedEngine) {
        joinedHosts.append(WeakEngine(box))
    }

    /// Moves the engines of hierarchies that were added to another hierarchy into the engine of
    /// their new root.
    static func adoptAttachedEngines() {
        guard !joinedHosts.isEmpty else { return }
        let joined = joinedHosts
        joinedHosts = []
        for entry in joined {
            guard let engine = entry.engine, let host = engine.host, host.superview != nil else { continue }
            let root = host.layoutRoot
            let reconciled = reconcile(engine, root: root)
            if root.parksLayout { reconciled.adoptParked(in: root) }
        }
    }

    /// Orders constraints as they were activated, for logs and debugging output.
    static func sortedByActivation(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        return constraints.filter { seen.insert(ObjectIdentifier($0)).inserted }
            .sorted { $0.activationStamp < $1.activationStamp }
    }

    private static var lastStamp = 0

    static func nextStamp() -> Int {
        lastStamp += 1
        return lastStamp
    }
}

/// A weak reference to an engine whose host joined a hierarchy (`LayoutEngine.joinedHosts`):
/// to the box its host keeps it in (`HostedEngine`), so that the engine itself gets no side table.
@MainActor
struct WeakEngine {
    /// Weak, not through a handle (LifetimeHandle.swift): the list is shared by every scene,
    /// and a scene whose last reference goes on another thread is freed there.
    private weak var box: HostedEngine?
    init(_ box: HostedEngine) { self.box = box }

    /// The engine, while its host still hosts it.
    var engine: LayoutEngine? { box?.engine }
}

/// A weak reference to a stack view an engine checks at each update, with the stack view's
/// arrangement while it is rows (LayoutEngine+Arrangement.swift).
@MainActor
struct WeakStackView {
    /// Held through its handle (LifetimeHandle.swift).
    @HandleReference var stackView: UIStackView?
    /// Its arrangement, while it has no layout constraints (LayoutEngine+Arrangement.swift).
    var rows: [ArrangementRow] = []
    /// What each of `rows` states, at the same index: an array that stack views built the same
    /// way share (`ArrangementShapeSharing`).
    var shapes: [ArrangementRowShape] = []
    /// `sequence` (bits 0–62) and `isProportional` (bit 63), in one word: an entry of the
    /// registry then takes 32 bytes.
    private var sequenceAndFlag: UInt64

    /// Whether its distribution was proportional when its arrangement was last built: its
    /// arranged views' sizes, not only their visibility, then change the arrangement.
    var isProportional: Bool {
        get { sequenceAndFlag >> 63 != 0 }
        set { sequenceAndFlag = sequence | (newValue ? 1 << 63 : 0) }
    }

    /// When the engine first registered it, among the stack views of every engine: pending
    /// rows go to the solver in this order, so a scene built the same way solves the same
    /// way, whatever addresses its stack views got.
    var sequence: UInt64 { sequenceAndFlag & ~(1 << 63) }

    init(stackView: UIStackView, isProportional: Bool) {
        self.stackView = stackView
        sequenceAndFlag = Self.nextSequence | (isProportional ? 1 << 63 : 0)
        Self.nextSequence = (Self.nextSequence &+ 1) & ~(1 << 63)
    }

    private static var nextSequence: UInt64 = 0
}
