import ConstraintSolver
import Foundation

/// What Auto Layout keeps for one view, made the first time the view takes part: the flags
/// and priorities UIKit stores on every view, the constraints the view holds, its layout
/// guides, and its membership in a layout engine.
@MainActor
final class ViewLayoutState {
    /// The view, held through its handle (LifetimeHandle.swift): the view owns its state.
    var view: UIView? { viewHandle.view }
    private let viewHandle: LifetimeHandle

    // Per-view settings. The one-byte fields of the state come first, together, where they
    // leave no padding before the priorities (Swift lays stored properties out in the order
    // they are declared).
    var translatesAutoresizingMask = true
    // The update-constraints pass.
    var needsUpdateConstraints = false
    var descendantNeedsUpdateConstraints = false
    var intrinsicSizeIsStale = false
    var huggingPriorities = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionPriorities = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The member's place in its engine's list (`memberIndex`), in the four bytes the priorities
    /// leave before the next field.
    private var storedMemberIndex: Int32 = -1

    /// The constraints the view holds: what `constraints` returns.
    var installed: [NSLayoutConstraint] = []
    /// The active constraints that name the view, or one of its layout guides, as an item; each
    /// once.
    private(set) var referencing = ConstraintReferences()
    /// What few views have: their own guides, the guides UIKit makes on demand (safe area,
    /// margins, readable content, keyboard), a stack view's guides (`LayoutStateRareParts`).
    private var rareParts: LayoutStateRareParts?

    /// The view's anchors, made on first use so that each is one object.
    var anchors = AnchorCache()

    // Engine membership (LayoutEngine+Members.swift).
    /// Held through its handle (LifetimeHandle.swift).
    var engine: LayoutEngine? {
        get { engineHandle?.referent(LayoutEngine.self) }
        set {
            engineHandle = newValue?.lifetimeHandle
        }
    }
    private var engineHandle: LifetimeHandle?
    /// Whether the view was a member of an engine that is gone (LayoutEngine+Orphans.swift).
    var isMemberOfLostEngine: Bool { memberIndex >= 0 && engineHandle?.isCleared ?? true }
    var memberIndex: Int {
        get { Int(storedMemberIndex) }
        set { storedMemberIndex = Int32(newValue) }
    }
    var recordedSuperview: ObjectIdentifier?
    /// The constraints that hold an autoresizing view at its frame, or a root at its size.
    var frameConstraints: [FrameLayoutConstraint] = []
    /// The hugging and compression-resistance of the intrinsic content size, an axis each, while
    /// both priorities are optional: one equality with a strength on each side, straight in the
    /// solver, without a layout constraint object (`LayoutEngine.refreshContentSize(of:)`); held
    /// by value once the solver has it (`SolverRowPart`).
    var contentSizeRows: (horizontal: SolverRowPart, vertical: SolverRowPart) = (.absent, .absent)

    /// The four variables, made together the first time one is asked for, inline, where they
    /// took an object of their own (LayoutVariables.swift). Four references, not one optional
    /// `LayoutVariables`: reading one variable then loads and retains that one, where reading
    /// it out of the optional copied all four.
    private var storedMinX: Variable?
    private var storedMinY: Variable?
    private var storedWidth: Variable?
    private var storedHeight: Variable?

    init(view: UIView) {
        viewHandle = view.lifetimeHandle
    }

    var isMember: Bool { memberIndex >= 0 }

    private var rarePartsMade: LayoutStateRareParts {
        if let rareParts { return rareParts }
        let made = LayoutStateRareParts()
        rareParts = made
        return made
    }

    /// The guides added with `addLayoutGuide(_:)`, in order.
    var layoutGuides: [UILayoutGuide] {
        get { rareParts?.layoutGuides ?? [] }
        // In place, so that adding a guide copies none of the others.
        _modify { yield &rarePartsMade.layoutGuides }
    }

    /// Guides UIKit makes for the view on demand: the views whose guides are asked for are
    /// few, roots and the views an app pins inside their margins.
    var safeAreaGuide: UILayoutGuide? {
        get { rareParts?.safeAreaGuide }
        set { if rareParts != nil || newValue != nil { rarePartsMade.safeAreaGuide = newValue } }
    }

    var marginsGuide: UILayoutGuide? {
        get { rareParts?.marginsGuide }
        set { if rareParts != nil || newValue != nil { rarePartsMade.marginsGuide = newValue } }
    }

    var readableGuide: UILayoutGuide? {
        get { rareParts?.readableGuide }
        set { if rareParts != nil || newValue != nil { rarePartsMade.readableGuide = newValue } }
    }

    var keyboardGuide: UIKeyboardLayoutGuide? {
        get { rareParts?.keyboardGuide }
        set { if rareParts != nil || newValue != nil { rarePartsMade.keyboardGuide = newValue } }
    }

    func contentSizeRow(_ axis: NSLayoutConstraint.Axis) -> SolverRowPart {
        axis == .horizontal ? contentSizeRows.horizontal : contentSizeRows.vertical
    }

    func setContentSizeRow(_ row: SolverRowPart, _ axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { contentSizeRows.horizontal = row } else { contentSizeRows.vertical = row }
    }

    /// The content-size constraints of an axis whose hugging or compression resistance is
    /// required: a required side can conflict, so it goes the way of every layout constraint.
    var contentSizeConstraints: [ContentSizeLayoutConstraint] {
        get { rareParts?.contentSizeConstraints ?? [] }
        set {
            if rareParts != nil || !newValue.isEmpty { rarePartsMade.contentSizeConstraints = newValue }
            if newValue.isEmpty, rareParts?.isEmpty == true { rareParts = nil }
        }
    }

    /// Guides a stack view arranges with, which `layoutGuides` does not list.
    var privateGuides: [UILayoutGuide] {
        get { rareParts?.privateGuides ?? [] }
        // In place, so that appending to a stack view's many guides copies nothing.
        _modify { yield &rarePartsMade.privateGuides }
    }

    /// The engine hosted by this view while it is the root of its hierarchy. A view built on its
    /// own (a stack view's row) hosts one until it is added to a hierarchy; then its box goes.
    /// The view keeps the box, not this state: the engine holds its members' states, the host's
    /// among them, so a box here would keep the engine, and every state it holds, for good once
    /// the host is gone.
    var hostedEngine: LayoutEngine? {
        get { hostedEngineBox?.engine }
        set {
            // The same engine again keeps its box, which the registry may refer to.
            if let newValue, newValue === hostedEngine { return }
            view?.hostedEngineBox = newValue.map(HostedEngine.init)
        }
    }

    /// The box `hostedEngine` is kept in, which the registry of engines outside windows refers
    /// to weakly.
    var hostedEngineBox: HostedEngine? { view?.hostedEngineBox }

    /// Lists an activated constraint that names the view. A constraint naming the view twice is
    /// listed once: it is the last one listed when it comes again.
    func noteReferencing(_ constraint: NSLayoutConstraint) {
        guard referencing.last !== constraint else { return }
        referencing.append(constraint)
    }

    /// Makes room in `installed` for a batch of `count` constraints at once, rather than
    /// doubling its way there (at least doubling, so that growth stays geometric).
    func reserveInstalled(adding count: Int) {
        let needed = installed.count + count
        if needed > installed.capacity {
            installed.reserveCapacity(Swift.max(needed, 2 * installed.capacity))
        }
    }

    func forgetReferencing(_ constraint: NSLayoutConstraint) {
        referencing.removeLast(constraint)
    }

    /// Whether the view is a member of `engine`.
    func isMember(of engine: LayoutEngine) -> Bool {
        // The handles are compared: an engine has one handle for its life, and no other engine
        // takes it, so the engine is not loaded through the member's handle.
        memberIndex >= 0 && engineHandle === engine.lifetimeHandle
    }

    /// The variables, made the first time they are asked for. A copy retains all four: a reader
    /// of one takes it with `variable(_:)`, of the solved rectangle `variablesRect`.
    var variables: LayoutVariables {
        LayoutVariables(minX: variable(.minX), minY: variable(.minY), width: variable(.width), height: variable(.height))
    }

    /// One of the variables, made with the others the first time one is asked for.
    @inline(__always)
    func variable(_ edge: LayoutEdge) -> Variable {
        if storedMinX == nil { makeVariables() }
        switch edge {
        case .minX: return storedMinX.unsafelyUnwrapped
        case .minY: return storedMinY.unsafelyUnwrapped
        case .width: return storedWidth.unsafelyUnwrapped
        case .height: return storedHeight.unsafelyUnwrapped
        }
    }

    private func makeVariables() {
        let made = LayoutVariables()
        (storedMinX, storedMinY, storedWidth, storedHeight) = (made.minX, made.minY, made.width, made.height)
    }

    /// Whether the solution moved the view's rectangle since the engine last asked, or the
    /// view became a member since (`markRectUnseen()`): a view whose rectangle did not move
    /// needs no new frame. Asking clears it. The solver flags each variable whose value it
    /// changes (`Variable.valueChanged`), so the state keeps no copy of the rectangle.
    func takeRectChange() -> Bool {
        let minX = variable(.minX), minY = variable(.minY), width = variable(.width), height = variable(.height)
        guard minX.valueChanged || minY.valueChanged || width.valueChanged || height.valueChanged else { return false }
        (minX.valueChanged, minY.valueChanged, width.valueChanged, height.valueChanged) = (false, false, false, false)
        return true
    }

    /// Makes the next `takeRectChange()` true: the view just joined an engine.
    func markRectUnseen() {
        guard let storedMinX else { return }  // New variables start flagged.
        storedMinX.valueChanged = true
    }

    /// The rectangle of the last solution written to the variables (`LayoutVariables.rect`).
    var variablesRect: CGRect {
        CGRect(x: variable(.minX).value, y: variable(.minY).value,
               width: variable(.width).value, height: variable(.height).value)
    }

    /// Calls `body` with every guide the view owns whose frame the engine solves, in the order
    /// `allGuides` lists them, without making the list.
    func forEachGuide(_ body: (UILayoutGuide) -> Void) {
        guard let rareParts else { return }
        for guide in rareParts.layoutGuides { body(guide) }
        for guide in rareParts.privateGuides { body(guide) }
        if let guide = rareParts.safeAreaGuide { body(guide) }
        if let guide = rareParts.marginsGuide { body(guide) }
        if let guide = rareParts.readableGuide { body(guide) }
        if let guide = rareParts.keyboardGuide { body(guide) }
    }

    /// Every guide the view owns whose frame the engine solves.
    var allGuides: [UILayoutGuide] {
        var guides: [UILayoutGuide] = []
        forEachGuide { guides.append($0) }
        return guides
    }
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var layoutState: ViewLayoutState {
        if let autoLayout { return autoLayout }
        let state = ViewLayoutState(view: self)
        autoLayout = state
        return state
    }

    /// The topmost ancestor of the view, or the view itself.
    var layoutRoot: UIView {
        var root = self
        while let superview = root.storedSuperview { root = superview }
        return root
    }
}

/// The parts of a view's layout state that few views have, in a box of their own
/// (`ViewLayoutState.rareParts`): a screen's views mostly have none of them.
@MainActor
final class LayoutStateRareParts {
    var layoutGuides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    var privateGuides: [UILayoutGuide] = []
    var contentSizeConstraints: [ContentSizeLayoutConstraint] = []

    var isEmpty: Bool {
        layoutGuides.isEmpty && safeAreaGuide == nil && marginsGuide == nil && readableGuide == nil
            && keyboardGuide == nil && privateGuides.isEmpty
            && contentSizeConstraints.isEmpty
    }
}

/// A view's hosted engine, in a box of its own so that the list of engines whose host joined a
/// hierarchy (`LayoutEngine.joinedHosts`) can refer to it weakly without referring weakly to the
/// engine: the first weak reference to an object gives it a side table, and every retain and
/// release of the engine, thousands as a screen is built, would then take the runtime's slow
/// path. The box holds the engine strongly, so a reader that loaded the box keeps the engine
/// alive as a weak load of the engine did; it lives as long as the view hosts the engine.
@MainActor
final class HostedEngine {
    let engine: LayoutEngine
    init(_ engine: LayoutEngine) { self.engine = engine }
}
