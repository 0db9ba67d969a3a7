import Foundation

/// Where a layer sits in its superlayer, as Core Animation computes it: the bounds placed with
/// their anchor point at the position, through the (affine part of the) transform. Views and
/// layers of their own share these rules.
struct LayerGeometry {
    var bounds: CGRect
    var position: CGPoint
    var anchorPoint: CGPoint
    var transform: CGAffineTransform

    /// The frame: the box around the transformed bounds.
    var frame: CGRect {
        guard !transform.isIdentity else { return untransformedFrame }
        return anchoredBoundsRect.applying(transform).offsetBy(dx: position.x, dy: position.y)
    }

    /// Where the layer sits before its transform: what the browser positions.
    var untransformedFrame: CGRect {
        anchoredBoundsRect.offsetBy(dx: position.x, dy: position.y)
    }

    /// The bounds as a rect around the anchor point, which sits at the origin.
    private var anchoredBoundsRect: CGRect {
        CGRect(x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height, width: bounds.width, height: bounds.height)
    }

    /// The bounds size that a frame setter gives, as Core Animation does: the transform is kept
    /// and the bounds take the frame's size through its inverse (a layer scaled 2× given a
    /// 200×100 frame gets 100×50 bounds). For a scale, a flip or a quarter turn the frame then
    /// reads back as set; for any other rotation, which UIKit documents as undefined, the
    /// bounds are the box around the inversely transformed frame, so the frame reads back larger.
    func boundsSize(forFrame frame: CGRect) -> CGSize {
        guard !transform.isIdentity else { return frame.size }
        var linear = transform
        linear.tx = 0
        linear.ty = 0
        // A transform that cannot be inverted (a zero scale) leaves the size as given.
        guard linear.a * linear.d - linear.b * linear.c != 0 else { return frame.size }
        return CGRect(origin: .zero, size: frame.size).applying(linear.inverted()).size
    }

    /// The position that a frame setter gives: the anchor point at the same place in the frame.
    func position(forFrame frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
    }

    /// A point in the layer's bounds to its superlayer's: relative to the anchor point, through
    /// the transform, placed at the position.
    func toSuperlayer(_ point: CGPoint) -> CGPoint {
        var local = CGPoint(x: point.x - bounds.minX - anchorPoint.x * bounds.width,
                            y: point.y - bounds.minY - anchorPoint.y * bounds.height)
        if !transform.isIdentity { local = local.applying(transform) }
        return CGPoint(x: local.x + position.x, y: local.y + position.y)
    }

    /// A point in the superlayer's bounds to the layer's.
    func fromSuperlayer(_ point: CGPoint) -> CGPoint {
        var local = CGPoint(x: point.x - position.x, y: point.y - position.y)
        if !transform.isIdentity { local = local.applying(transform.inverted()) }
        return CGPoint(x: local.x + bounds.minX + anchorPoint.x * bounds.width,
                       y: local.y + bounds.minY + anchorPoint.y * bounds.height)
    }
}

extension UIView {
    /// The view's geometry as its layer's.
    var layerGeometry: LayerGeometry {
        LayerGeometry(bounds: storedBounds, position: storedCenter, anchorPoint: storedAnchorPoint, transform: storedTransform)
    }
}

extension CALayer {
    /// The layer's geometry: its view's, or its own (the affine part of its transform).
    var geometry: LayerGeometry {
        if let view { return view.layerGeometry }
        guard let model else { return LayerGeometry(bounds: .zero, position: .zero, anchorPoint: .zero, transform: .identity) }
        return LayerGeometry(bounds: model.bounds, position: model.position, anchorPoint: model.anchorPoint,
                             transform: CATransform3DGetAffineTransform(model.transform))
    }
}
