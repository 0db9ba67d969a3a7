import Foundation

/// An object that manages image-based content and allows you to perform animations on that
/// content: here, the layer that backs a view, holding the properties a view does not have
/// (corner radius, border, shadow, z position, anchor point).
///
/// Properties that a view has too (frame, bounds, position, opacity, hidden, masksToBounds,
/// backgroundColor) are the view's, read and written through either.
@MainActor
open class CALayer: NSObject {
    /// The view the layer backs; the layer tree is the view tree.
    weak var view: UIView?

    init(view: UIView) {
        self.view = view
    }

    /// The layer's own properties that the browser draws.
    struct Appearance: Equatable {
        var cornerRadius: CGFloat = 0
        var borderWidth: CGFloat = 0
        var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
        var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
        var shadowOpacity: Float = 0
        var shadowOffset = CGSize(width: 0, height: -3)
        var shadowRadius: CGFloat = 3
        var zPosition: CGFloat = 0
    }

    private(set) var appearance = Appearance()

    private func update<Value: Equatable>(_ keyPath: WritableKeyPath<Appearance, Value>, to value: Value, render key: RenderKey) {
        guard appearance[keyPath: keyPath] != value else { return }
        view?.willChangeRender(key)
        view?.maskedView?.willChangeRender(.mask)
        appearance[keyPath: keyPath] = value
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

    /// The point, in unit coordinates of the bounds, that the position and transform refer to.
    /// The default is (0.5, 0.5), the center.
    open var anchorPoint: CGPoint {
        get { view?.storedAnchorPoint ?? CGPoint(x: 0.5, y: 0.5) }
        set { view?.applyAnchorPoint(newValue) }
    }

    /// The layer's position in its superlayer: the view's center.
    open var position: CGPoint {
        get { view?.center ?? .zero }
        set { view?.center = newValue }
    }

    /// The layer's frame: the view's frame.
    open var frame: CGRect {
        get { view?.frame ?? .zero }
        set { view?.frame = newValue }
    }

    /// The layer's bounds: the view's bounds.
    open var bounds: CGRect {
        get { view?.bounds ?? .zero }
        set { view?.bounds = newValue }
    }

    /// The layer's opacity: the view's alpha.
    open var opacity: Float {
        get { Float(view?.alpha ?? 1) }
        set { view?.alpha = CGFloat(newValue) }
    }

    /// Whether the layer is hidden: the view's `isHidden`.
    open var isHidden: Bool {
        get { view?.isHidden ?? false }
        set { view?.isHidden = newValue }
    }

    /// Whether sublayers are clipped to the layer's bounds: the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    /// The layer's background color: the view's background color.
    open var backgroundColor: CGColor? {
        get { view?.backgroundColor?.cgColor }
        set { view?.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
    }

    /// Returns the layer's transform as an affine transform: the view's transform.
    open func affineTransform() -> CGAffineTransform {
        view?.transform ?? .identity
    }

    /// Sets the layer's transform to an affine transform: the view's transform.
    open func setAffineTransform(_ transform: CGAffineTransform) {
        view?.transform = transform
    }
}
