import Foundation

/// The layer tree of views' layers: a view's layer has its subviews' layers as sublayers, in
/// the same order, and its superview's layer as superlayer, as on a device. Layers are made by
/// views only here; standalone layers and `addSublayer(_:)` are not there yet (README).
extension CALayer {
    /// The layer's superlayer: its view's superview's layer.
    public var superlayer: CALayer? { view?.superview?.layer }

    /// The layer's sublayers, back to front: its view's subviews' layers; `nil` when it has none.
    public var sublayers: [CALayer]? {
        guard let subviews = view?.subviews, !subviews.isEmpty else { return nil }
        return subviews.map(\.layer)
    }

    /// Whether `point`, in the layer's coordinates, is inside its bounds.
    public func contains(_ point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// The farthest descendant of the layer (the layer itself included) that contains `point`,
    /// given in the superlayer's coordinates; hidden layers and what a layer masks are skipped.
    /// Unlike a view's hit test, user interaction and alpha play no part.
    public func hitTest(_ point: CGPoint) -> CALayer? {
        guard let view, !view.isHidden else { return nil }
        let local = view.convertFromSuperviewSpace(point)
        if masksToBounds, !contains(local) { return nil }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// Converts a point from the coordinate system of `layer` (the root's when `nil`) to the layer's.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        view?.convert(point, from: layer?.view) ?? point
    }

    /// Converts a point from the layer's coordinate system to that of `layer` (the root's when `nil`).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        view?.convert(point, to: layer?.view) ?? point
    }

    /// Converts a rectangle from the coordinate system of `layer` to the layer's.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        view?.convert(rect, from: layer?.view) ?? rect
    }

    /// Converts a rectangle from the layer's coordinate system to that of `layer`.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        view?.convert(rect, to: layer?.view) ?? rect
    }

    /// Marks the layer as needing layout: its view's `setNeedsLayout()`.
    public func setNeedsLayout() {
        view?.setNeedsLayout()
    }

    /// Whether the layer is marked as needing layout.
    public func needsLayout() -> Bool {
        view?.needsLayout ?? false
    }

    /// Lays out the layer now if it needs it: its view's `layoutIfNeeded()`, which runs
    /// `layoutSubviews()` (the view is the layer's delegate for layout).
    public func layoutIfNeeded() {
        view?.layoutIfNeeded()
    }
}
