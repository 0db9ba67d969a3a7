import Foundation

/// An object that manages image-based content and allows you to perform animations on that
/// content.
///
/// A layer is either a view's layer or a layer of its own. A view's layer keeps the view's
/// geometry, opacity, hiding, clipping and background in the view (read and written through
/// either); a layer made with `init()` keeps its own. Both kinds hold the rest (corner radius,
/// border, shadow, z position, contents) and both take sublayers: a view's layer has its
/// subviews' layers among its sublayers, in the subviews' order.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view the layer backs, for a view's layer; held through its handle
    /// (LifetimeHandle.swift), as the view owns its layer.
    @HandleReference var view: UIView?

    /// The geometry, tree and page bookkeeping of a layer that no view backs; `nil` for a
    /// view's layer. Set once, as the layer is made.
    private(set) var model: LayerModel?

    /// The sublayers, back to front. A layer of its own keeps them here; a view's layer keeps
    /// `nil` (its sublayers are its subviews' layers) until it is given a layer of its own, and
    /// then the whole ordered list, its subviews' layers included.
    var storedSublayers: [CALayer]?

    /// The properties few layers set, made on first use.
    var extras: LayerExtras?

    init(view: UIView) {
        _view = HandleReference(wrappedValue: view)
        model = nil
        super.init()
    }

    /// Creates a layer of its own: no view backs it, its frame is zero and it has no sublayers.
    public override init() {
        model = LayerModel()
        super.init()
        becomeViewLayerIfAwaited()
    }

    /// Creates a layer of its own that copies `layer`'s properties (not its sublayers, superlayer
    /// or delegate): Core Animation uses it for presentation layers, and subclasses override it
    /// to copy their own properties.
    public init(layer: Any) {
        let model = LayerModel()
        if let other = layer as? CALayer {
            model.copyProperties(of: other)
            appearance = other.appearance
            if let otherExtras = other.extras { extras = otherExtras.copyForNewLayer() }
        }
        self.model = model
        super.init()
    }

    /// Creates a layer from an archive; with no archives here, an empty layer of its own. A
    /// view makes its layer through it (the one initializer every layer class has), from an
    /// archive that names the view.
    public required init?(coder: NSCoder) {
        if let archive = coder as? ViewLayerArchive {
            _view = HandleReference(wrappedValue: archive.view)
            model = nil
        } else {
            model = LayerModel()
        }
        super.init()
    }

    /// The view whose layer is being made by an app's layer class's `init()`, and that class.
    private static var awaitedViewLayer: (view: UIView, type: ObjectIdentifier)?

    /// A view's layer of the view's `layerClass`; a plain layer when that is not a layer class.
    /// An app's layer class that declares `init()` is made through it (the source plugin lists
    /// it, docs/selectors.md); any other through `init?(coder:)`.
    static func makeLayer(of layerClass: AnyClass, for view: UIView) -> CALayer {
        guard let layerType = layerClass as? CALayer.Type, layerType != CALayer.self else { return CALayer(view: view) }
        if let make = _SelectorTable.ownInvoker(of: layerType, "init") {
            awaitedViewLayer = (view, ObjectIdentifier(layerType))
            defer { awaitedViewLayer = nil }
            if let layer = make(view, []) as? CALayer, layer.view === view { return layer }
        }
        return layerType.init(coder: ViewLayerArchive(view: view)) ?? CALayer(view: view)
    }

    /// Becomes the awaited view's layer when this is the instance `makeLayer` asked for (not a
    /// layer its initializer makes on the way).
    private func becomeViewLayerIfAwaited() {
        guard let awaited = CALayer.awaitedViewLayer, awaited.type == ObjectIdentifier(type(of: self)) else { return }
        CALayer.awaitedViewLayer = nil
        model = nil
        view = awaited.view
    }

    /// The extras, made when first written.
    var writableExtras: LayerExtras {
        if let extras { return extras }
        let made = LayerExtras()
        extras = made
        return made
    }

    // MARK: The tree (CALayer+Tree.swift)

    /// Appends the layer to the receiver's sublayers, in front of them.
    open func addSublayer(_ layer: CALayer) {
        addSublayerImplementation(layer)
    }

    /// Inserts the layer into the receiver's sublayers at the given index (clamped to the end).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        insertSublayerImplementation(layer, at: Int(index))
    }

    /// Inserts the layer just above `sibling` among the sublayers; at the end when `sibling` is
    /// `nil` or not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insertSublayerImplementation(layer, above: sibling)
    }

    /// Inserts the layer just below `sibling` among the sublayers; at the start when `sibling`
    /// is `nil` or not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertSublayerImplementation(layer, below: sibling)
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers and removes `oldLayer`; nothing
    /// happens when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        replaceSublayerImplementation(oldLayer, with: newLayer)
    }

    /// Detaches the layer from its superlayer; a view's layer takes its view out of its superview.
    open func removeFromSuperlayer() {
        removeFromSuperlayerImplementation()
    }

    /// Whether `point`, in the layer's coordinates, is inside its bounds.
    open func contains(_ point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// The farthest descendant of the layer (the layer itself included) that contains `point`,
    /// given in the superlayer's coordinates; hidden layers and what a layer masks are skipped.
    /// Unlike a view's hit test, user interaction and alpha play no part.
    open func hitTest(_ point: CGPoint) -> CALayer? {
        hitTestImplementation(point)
    }

    /// Lays out the sublayers: the delegate's `layoutSublayers(of:)`; a view's layer runs its
    /// view's `layoutSubviews()`. Override it to position sublayers by hand.
    open func layoutSublayers() {
        layoutSublayersImplementation()
    }

    /// Reloads the content of the layer: the delegate's `display(_:)` when it has a delegate,
    /// else (and when the delegate does not implement it) a bitmap of the bounds at the
    /// contents scale drawn by `draw(in:)` becomes the contents. Override it to set `contents`
    /// yourself.
    open func display() {
        if let delegate = extras?.delegate {
            delegate.display(self)
        } else {
            displayByDrawing()
        }
    }

    /// Draws the layer's content in the context, in the layer's coordinates: the delegate's
    /// `draw(_:in:)`. Override it to draw.
    open func draw(in ctx: CGContext) {
        extras?.delegate?.draw(self, in: ctx)
    }

    /// Tells the layer that its bounds size is about to change: a text layer's lines and a
    /// gradient layer's drawing depend on it.
    func boundsSizeWillChange() {}

    /// The value of a render property of a layer of its own, or `nil` when it has its default.
    /// Subclasses that draw more (text) add their own.
    func renderValue(for key: RenderKey) -> RenderValue? {
        ownRenderValue(for: key)
    }

    // MARK: Appearance

    /// The layer's own properties that the browser draws. The border and the shadow, which few
    /// layers set, are kept out of line (`Decoration`) and copied on write: a layer that sets
    /// only a corner radius, as most do, asks for 72 bytes where it asked for 120.
    struct Appearance: Equatable {
        var cornerRadius: CGFloat = 0
        var zPosition: CGFloat = 0
        private var decorationBox: DecorationBox?

        struct Decoration: Equatable {
            var borderWidth: CGFloat = 0
            var borderColor: CGColor? = Decoration.opaqueBlack
            var shadowColor: CGColor? = Decoration.opaqueBlack
            var shadowOpacity: Float = 0
            var shadowOffset = CGSize(width: 0, height: -3)
            var shadowRadius: CGFloat = 3

            /// The default border and shadow color, one object for every layer (a `CGColor` is
            /// fixed), where each layer made two.
            private static let opaqueBlack = CGColor(gray: 0, alpha: 1)
        }

        private final class DecorationBox {
            var decoration: Decoration
            init(_ decoration: Decoration) { self.decoration = decoration }
        }

        /// The border and the shadow; their defaults while the layer set neither.
        var decoration: Decoration {
            get { decorationBox?.decoration ?? Decoration() }
            set {
                if decorationBox == nil || !isKnownUniquelyReferenced(&decorationBox) {
                    guard newValue != decoration else { return }
                    decorationBox = DecorationBox(newValue)
                } else {
                    decorationBox.unsafelyUnwrapped.decoration = newValue
                }
            }
        }

        var borderWidth: CGFloat {
            get { decoration.borderWidth }
            set { decoration.borderWidth = newValue }
        }
        var borderColor: CGColor? {
            get { decoration.borderColor }
            set { decoration.borderColor = newValue }
        }
        var shadowColor: CGColor? {
            get { decoration.shadowColor }
            set { decoration.shadowColor = newValue }
        }
        var shadowOpacity: Float {
            get { decoration.shadowOpacity }
            set { decoration.shadowOpacity = newValue }
        }
        var shadowOffset: CGSize {
            get { decoration.shadowOffset }
            set { decoration.shadowOffset = newValue }
        }
        var shadowRadius: CGFloat {
            get { decoration.shadowRadius }
            set { decoration.shadowRadius = newValue }
        }

        static func == (lhs: Appearance, rhs: Appearance) -> Bool {
            lhs.cornerRadius == rhs.cornerRadius && lhs.zPosition == rhs.zPosition
                && (lhs.decorationBox === rhs.decorationBox || lhs.decoration == rhs.decoration)
        }
    }

    private(set) var appearance = Appearance()

    private func update<Value: Equatable>(_ keyPath: WritableKeyPath<Appearance, Value>, to value: Value, render key: RenderKey) {
        guard appearance[keyPath: keyPath] != value else { return }
        willChangeRender(key)
        appearance[keyPath: keyPath] = value
    }

    /// Sets a property a layer of its own keeps itself.
    private func updateOwn<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<LayerModel, Value>, to value: Value,
                                             render key: RenderKey) {
        guard let model, model[keyPath: keyPath] != value else { return }
        willChangeRender(key)
        model[keyPath: keyPath] = value
    }

    /// Sets one of the properties few layers set.
    private func updateExtra<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<LayerExtras, Value>, to value: Value,
                                               current: Value, render key: RenderKey) {
        guard value != current else { return }
        willChangeRender(key)
        writableExtras[keyPath: keyPath] = value
    }

    /// The radius to use when drawing rounded corners for the layer's background and border.
    open var cornerRadius: CGFloat {
        get { appearance.cornerRadius }
        set { update(\.cornerRadius, to: newValue, render: .radius) }
    }

    /// The width of the layer's border, drawn inside its bounds.
    open var borderWidth: CGFloat {
        get { appearance.borderWidth }
        set { update(\.borderWidth, to: newValue, render: .border) }
    }

    /// The color of the layer's border. The default is opaque black.
    open var borderColor: CGColor? {
        get { appearance.borderColor }
        set { update(\.borderColor, to: newValue, render: .border) }
    }

    /// The color of the layer's shadow. The default is opaque black.
    open var shadowColor: CGColor? {
        get { appearance.shadowColor }
        set { update(\.shadowColor, to: newValue, render: .shadow) }
    }

    /// The opacity of the layer's shadow, from 0 to 1. The default is 0: no shadow.
    open var shadowOpacity: Float {
        get { appearance.shadowOpacity }
        set { update(\.shadowOpacity, to: newValue, render: .shadow) }
    }

    /// The offset of the layer's shadow. The default is (0, -3).
    open var shadowOffset: CGSize {
        get { appearance.shadowOffset }
        set { update(\.shadowOffset, to: newValue, render: .shadow) }
    }

    /// The blur radius used to render the layer's shadow. The default is 3.
    open var shadowRadius: CGFloat {
        get { appearance.shadowRadius }
        set { update(\.shadowRadius, to: newValue, render: .shadow) }
    }

    /// The layer's position on the z axis: siblings with a higher value are drawn in front.
    open var zPosition: CGFloat {
        get { appearance.zPosition }
        set { update(\.zPosition, to: newValue, render: .zPosition) }
    }

    /// Which of the four corners `cornerRadius` rounds. The default is all four.
    open var maskedCorners: CACornerMask {
        get { extras?.maskedCorners ?? .all }
        set { updateExtra(\.maskedCorners, to: newValue, current: maskedCorners, render: .radius) }
    }

    /// The curve of the rounded corners: `.circular` (the default) or `.continuous`, the
    /// smoother curve of iOS's own rounded rectangles.
    open var cornerCurve: CALayerCornerCurve {
        get { extras?.cornerCurve ?? .circular }
        set { updateExtra(\.cornerCurve, to: newValue, current: cornerCurve, render: .radius) }
    }

    /// The name of the layer, for finding it again. A layer of its own carries it into the
    /// page as its node's identifier (`data-identifier`), for browser automation.
    open var name: String? {
        get { extras?.name }
        set {
            guard newValue != name else { return }
            if view == nil { willChangeRender(.identifier) }
            writableExtras.name = newValue
        }
    }

    /// The layer's delegate: a view is its own layer's delegate. A layer of its own asks its
    /// delegate to lay it out (`layoutSublayers(of:)`).
    open var delegate: CALayerDelegate? {
        get { view ?? extras?.delegate }
        set { if view == nil { writableExtras.delegate = newValue } }
    }

    // MARK: Geometry shared with the view

    /// The point, in unit coordinates of the bounds, that the position and transform refer to.
    /// The default is (0.5, 0.5), the center.
    open var anchorPoint: CGPoint {
        get { view?.storedAnchorPoint ?? model?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }
        set {
            if let view { return view.applyAnchorPoint(newValue) }
            guard let model, newValue != model.anchorPoint else { return }
            willChangeRender(.frame)
            willChangeRender(.anchor)
            model.anchorPoint = newValue
        }
    }

    /// The layer's position in its superlayer: where its anchor point sits. A view's center.
    open var position: CGPoint {
        get { view?.center ?? model?.position ?? .zero }
        set {
            if let view { return view.center = newValue }
            updateOwn(\.position, to: newValue, render: .frame)
        }
    }

    /// The layer's bounds: its own coordinate system's origin and its size.
    open var bounds: CGRect {
        get { view?.bounds ?? model?.bounds ?? .zero }
        set {
            if let view { return view.bounds = newValue }
            guard let model else { return }
            setOwnSize(newValue.size)
            guard newValue.origin != model.bounds.origin else { return }
            willChangeRender(.bounds)
            model.bounds.origin = newValue.origin
        }
    }

    /// The layer's frame in its superlayer: the box around its transformed bounds. Setting it
    /// sets the position and the bounds size as for a view's frame (the transform is kept).
    open var frame: CGRect {
        get { view?.frame ?? geometry.frame }
        set {
            if let view { return view.frame = newValue }
            let geometry = geometry
            setOwnSize(geometry.boundsSize(forFrame: newValue))
            position = geometry.position(forFrame: newValue)
        }
    }

    private func setOwnSize(_ size: CGSize) {
        guard let model, size != model.bounds.size else { return }
        willChangeRender(.frame)
        boundsSizeWillChange()
        model.bounds.size = size
        // As in Core Animation, a new size lays the layer out again.
        setNeedsLayout()
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
    }

    /// The layer's transform, relative to its anchor point. A view's layer keeps an affine
    /// transform as the view's `transform`.
    open var transform: CATransform3D {
        get {
            if let view { return extras?.viewTransform3D ?? CATransform3DMakeAffineTransform(view.storedTransform) }
            return model?.transform ?? CATransform3DIdentity
        }
        set {
            if let view {
                let isAffine = CATransform3DIsAffine(newValue)
                if isAffine, extras?.viewTransform3D == nil { return view.applyTransform(CATransform3DGetAffineTransform(newValue)) }
                willChangeRender(.transform)
                writableExtras.viewTransform3D = isAffine ? nil : newValue
                view.storedTransform = CATransform3DGetAffineTransform(newValue)
                return
            }
            guard let model, newValue != model.transform else { return }
            willChangeRender(.transform)
            model.transform = newValue
        }
    }

    /// Returns the layer's transform as an affine transform (its affine part).
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets the layer's transform to an affine transform.
    open func setAffineTransform(_ transform: CGAffineTransform) {
        self.transform = CATransform3DMakeAffineTransform(transform)
    }

    /// The transform applied to the sublayers, relative to the layer's anchor point; often a
    /// perspective (`m34 = -1 / distance`) for sublayers turned in 3D.
    open var sublayerTransform: CATransform3D {
        get { extras?.sublayerTransform ?? CATransform3DIdentity }
        set { updateExtra(\.sublayerTransform, to: newValue, current: sublayerTransform, render: .sublayerTransform) }
    }

    // MARK: Appearance shared with the view

    /// The layer's opacity, from 0 to 1: a view's alpha.
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? model?.opacity ?? 1 }
        set {
            if let view { return view.alpha = CGFloat(newValue) }
            updateOwn(\.opacity, to: newValue, render: .alpha)
        }
    }

    /// Whether the layer is hidden: a view's `isHidden`.
    open var isHidden: Bool {
        get { view?.isHidden ?? model?.isHidden ?? false }
        set {
            if let view { return view.isHidden = newValue }
            updateOwn(\.isHidden, to: newValue, render: .hidden)
        }
    }

    /// Whether sublayers (and contents) are clipped to the layer's bounds and corners: a view's
    /// `clipsToBounds`.
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? model?.masksToBounds ?? false }
        set {
            if let view { return view.clipsToBounds = newValue }
            updateOwn(\.masksToBounds, to: newValue, render: .clips)
        }
    }

    /// The layer's background color: a view's background color.
    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? model?.backgroundColor }
        set {
            if let view { return view.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
            updateOwn(\.backgroundColor, to: newValue, render: .background)
        }
    }

    /// A layer whose frame and corner radius clip this layer (the mask's alpha is not applied).
    /// A view's `mask` is its mask view's layer.
    open var mask: CALayer? {
        get { view?.mask?.layer ?? extras?.mask }
        set {
            if let view, let maskView = newValue?.view { return view.mask = maskView }
            guard newValue !== extras?.mask else { return }
            willChangeRender(.mask)
            extras?.mask?.extras?.maskedLayer = nil
            writableExtras.mask = newValue
            newValue?.writableExtras.maskedLayer = self
        }
    }
}

/// The archive a view's layer is made from when the view's `layerClass` is not `CALayer`: it
/// holds the view, and no values.
private final class ViewLayerArchive: EmptyArchive {
    /// Held strongly: the archive lives only while the layer is made (a weak reference would
    /// give the view a side table; see LifetimeHandle.swift).
    let view: UIView?

    init(view: UIView) {
        self.view = view
    }
}

/// Methods your app can implement to respond to layer-related events.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Tells the delegate a layer's bounds have changed: it lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Tells the delegate to draw the layer's content in the context.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Tells the delegate to implement the display process: typically, to set the layer's
    /// `contents`.
    func display(_ layer: CALayer)
}

extension CALayerDelegate {
    public func layoutSublayers(of layer: CALayer) {}
    /// The default display draws the layer: `draw(in:)` into a bitmap that becomes its contents.
    public func display(_ layer: CALayer) { layer.displayByDrawing() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
}

/// Which corners a layer's corner radius rounds; in UIKit's coordinates (y down), `minY` is the
/// top.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)

    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle: the corners of `cornerRadius` since the first release.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as iOS draws app icons and its own rounded rectangles.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A view is its layer's delegate: laying out the layer lays out the view.
extension UIView: CALayerDelegate {
    public func layoutSublayers(of layer: CALayer) {
        if layer === storedLayer { layoutSubviews() }
    }
}
