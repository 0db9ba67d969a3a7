import Foundation

/// A rectangular area that can interact with Auto Layout: use guides to stand for space or to
/// group views, without adding views to the hierarchy.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// A string used to identify the layout guide, for debugging.
    open var identifier: String = ""

    /// The view that owns this layout guide; set by `addLayoutGuide(_:)`.
    public internal(set) var owningView: UIView? {
        get { owningViewReference }
        set { owningViewReference = newValue }
    }
    /// Held through its handle (LifetimeHandle.swift).
    @HandleReference private var owningViewReference: UIView?
    private var handleSlot = LifetimeHandleSlot()

    deinit { handleSlot.clear() }

    /// The handle through which anchors and constraints refer to this guide without keeping it
    /// (LifetimeHandle.swift).
    final var lifetimeHandle: LifetimeHandle { handleSlot.handle(of: self) }

    /// The constraints that place a guide UIKit makes (safe area, margins, readable content,
    /// keyboard) in its owning view.
    var systemConstraints: [NSLayoutConstraint] = []
    private var storedVariables: LayoutVariables?
    private var anchors = AnchorCache()

    /// Creates a layout guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        super.init()
    }

    /// The guide's frame in its owning view's coordinate system, as the layout engine last
    /// solved it.
    open var layoutFrame: CGRect {
        guard let owningView, let engine = LayoutEngine.engine(for: owningView, create: false) else { return .zero }
        engine.solveIfNeeded()
        return variables.rect
    }

    /// A layout anchor representing the leading edge of the guide's frame.
    public var leadingAnchor: NSLayoutXAxisAnchor { anchor(.leading, NSLayoutXAxisAnchor.init(terms:)) }
    /// A layout anchor representing the trailing edge of the guide's frame.
    public var trailingAnchor: NSLayoutXAxisAnchor { anchor(.trailing, NSLayoutXAxisAnchor.init(terms:)) }
    /// A layout anchor representing the left edge of the guide's frame.
    public var leftAnchor: NSLayoutXAxisAnchor { anchor(.left, NSLayoutXAxisAnchor.init(terms:)) }
    /// A layout anchor representing the right edge of the guide's frame.
    public var rightAnchor: NSLayoutXAxisAnchor { anchor(.right, NSLayoutXAxisAnchor.init(terms:)) }
    /// A layout anchor representing the top edge of the guide's frame.
    public var topAnchor: NSLayoutYAxisAnchor { anchor(.top, NSLayoutYAxisAnchor.init(terms:)) }
    /// A layout anchor representing the bottom edge of the guide's frame.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchor(.bottom, NSLayoutYAxisAnchor.init(terms:)) }
    /// A layout anchor representing the width of the guide's frame.
    public var widthAnchor: NSLayoutDimension { anchor(.width, NSLayoutDimension.init(terms:)) }
    /// A layout anchor representing the height of the guide's frame.
    public var heightAnchor: NSLayoutDimension { anchor(.height, NSLayoutDimension.init(terms:)) }
    /// A layout anchor representing the horizontal center of the guide's frame.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchor(.centerX, NSLayoutXAxisAnchor.init(terms:)) }
    /// A layout anchor representing the vertical center of the guide's frame.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchor(.centerY, NSLayoutYAxisAnchor.init(terms:)) }

    /// Whether the constraints on the guide leave its frame ambiguous.
    public var hasAmbiguousLayout: Bool {
        hasAmbiguousLayout(along: .horizontal) || hasAmbiguousLayout(along: .vertical)
    }

    /// The constraints that affect the guide's frame along the given axis: those that name the
    /// guide, the ones the system made for it, and those that place the items it is constrained to.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutEngine.constraintsAffectingLayout(of: self, along: axis)
    }

    func hasAmbiguousLayout(along axis: NSLayoutConstraint.Axis) -> Bool {
        guard let owningView, let engine = LayoutEngine.engine(for: owningView, create: false) else { return false }
        let edges: [LayoutEdge] = axis == .horizontal ? [.minX, .width] : [.minY, .height]
        return edges.contains { engine.isAmbiguous(variables: variables, edge: $0) }
    }

    var variables: LayoutVariables {
        if let storedVariables { return storedVariables }
        let made = LayoutVariables()
        storedVariables = made
        return made
    }

    private func anchor<Anchor: AnyObject>(_ attribute: NSLayoutConstraint.Attribute,
                                           _ make: (AnchorTerms) -> Anchor) -> Anchor {
        anchors.anchor(attribute) { make(AnchorTerms(handle: lifetimeHandle, attribute: attribute)) }
    }
}
