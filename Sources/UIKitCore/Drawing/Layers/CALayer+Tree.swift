import Foundation

/// The layer tree, as Core Animation keeps it: a view's layer has its subviews' layers among
/// its sublayers, in the subviews' order, and may have layers of its own among them; a layer of
/// its own has any layers of its own as sublayers.
///
/// A view's layer moves only with its view: given to `addSublayer(_:)` and its companions on
/// another view's layer, it is added as a subview there; given to a layer of its own, it is
/// not added (README, "Layers").
extension CALayer {
    /// The layer's superlayer: for a view's layer, its view's superview's layer.
    public var superlayer: CALayer? {
        if let view { return view.superview?.layer }
        return model?.superlayer
    }

    /// The layer's sublayers, back to front; `nil` when it has none. Setting it replaces the
    /// layers of its own; a view's subviews stay.
    public var sublayers: [CALayer]? {
        get {
            if let storedSublayers { return storedSublayers.isEmpty ? nil : storedSublayers }
            guard let subviews = view?.storedSubviews, !subviews.isEmpty else { return nil }
            return subviews.map(\.layer)
        }
        set {
            for layer in sublayers ?? [] where layer.view == nil { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    func addSublayerImplementation(_ layer: CALayer) {
        insertSublayerImplementation(layer, at: sublayerCount(without: layer))
    }

    func insertSublayerImplementation(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling !== layer, let index = sublayerIndex(of: sibling, without: layer) else {
            return addSublayer(layer)
        }
        insertSublayerImplementation(layer, at: index + 1)
    }

    func insertSublayerImplementation(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling !== layer, let index = sublayerIndex(of: sibling, without: layer) else {
            return insertSublayerImplementation(layer, at: 0)
        }
        insertSublayerImplementation(layer, at: index)
    }

    func replaceSublayerImplementation(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = sublayerIndex(of: oldLayer, without: newLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayerImplementation(newLayer, at: index)
    }

    func removeFromSuperlayerImplementation() {
        if let view { return view.removeFromSuperview() }
        guard let model, let parent = model.superlayer else { return }
        let oldRenderer = hostRenderer
        parent.storedSublayers?.removeAll { $0 === self }
        model.superlayer = nil
        parent.noteSublayersChanged()
        parent.setNeedsLayout()
        if let oldRenderer { oldRenderer.noteRemoved(self) }
    }

    // MARK: Geometry in the tree

    func hitTestImplementation(_ point: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let ownPoint = geometry.fromSuperlayer(point)
        if masksToBounds, !contains(ownPoint) { return nil }
        var local = ownPoint
        if let transform = extras?.sublayerTransform, !CATransform3DIsIdentity(transform) {
            local = fromSublayerSpace(local)
        }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(ownPoint) ? self : nil
    }

    /// Converts a point from the coordinate system of `layer` to the layer's; `nil` means the
    /// root of the layer's tree (for a view in a window, the window's layer).
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let inRoot = (layer ?? rootLayer).convertToRootSpace(point)
        return convertFromRootSpace(inRoot, rootedAt: (layer ?? rootLayer).rootLayer)
    }

    /// Converts a point from the layer's coordinate system to that of `layer` (the root's when
    /// `nil`).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        (layer ?? rootLayer).convert(point, from: self)
    }

    /// Converts a rectangle from the coordinate system of `layer` to the layer's: the box around
    /// its converted corners.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        CGRect(boundingBoxOf: rect.corners.map { convert($0, from: layer) })
    }

    /// Converts a rectangle from the layer's coordinate system to that of `layer`.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        CGRect(boundingBoxOf: rect.corners.map { convert($0, to: layer) })
    }

    // MARK: Layout

    /// Marks the layer as needing layout; a view's layer marks its view.
    public func setNeedsLayout() {
        if let view { return view.setNeedsLayout() }
        guard let model, !model.needsLayout else { return }
        model.needsLayout = true
        hostRenderer?.enqueueLayout(of: self)
    }

    /// Whether the layer is marked as needing layout.
    public func needsLayout() -> Bool {
        view?.needsLayout ?? model?.needsLayout ?? false
    }

    /// Lays out the layer now if it needs it, then its sublayers of their own that need it; a
    /// view's layer lays out its view (`layoutIfNeeded()`).
    public func layoutIfNeeded() {
        if let view { return view.layoutIfNeeded() }
        guard let model else { return }
        if model.needsLayout {
            model.needsLayout = false
            layoutSublayers()
        }
        for sublayer in storedSublayers ?? [] where sublayer.view == nil { sublayer.layoutIfNeeded() }
    }

    func layoutSublayersImplementation() {
        if let view { return view.layoutSubviews() }
        extras?.delegate?.layoutSublayers(of: self)
    }

    // MARK: Internals

    /// The scene renderer of the window the layer is in, if any.
    var hostRenderer: SceneRenderer? {
        var layer = self
        while true {
            if let view = layer.view { return view.storedWindow?.sceneRenderer }
            guard let parent = layer.model?.superlayer else { return nil }
            layer = parent
        }
    }

    /// The view whose layer is the nearest ancestor of this one (the layer's own view for a
    /// view's layer), if any.
    var hostView: UIView? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.view { return view }
            layer = current.model?.superlayer
        }
        return nil
    }

    /// Records that the sublayers were added, removed or reordered.
    func noteSublayersChanged() {
        if let view { return view.noteSubviewsChanged() }
        guard let model else { return }
        model.renderChildrenChanged = true
        enqueueForCommit()
    }

    private func sublayerCount(without layer: CALayer) -> Int {
        (sublayers ?? []).count { $0 !== layer }
    }

    /// The index of `sibling` among the sublayers once `layer` is taken out of them.
    private func sublayerIndex(of sibling: CALayer, without layer: CALayer) -> Int? {
        (sublayers ?? []).filter { $0 !== layer }.firstIndex { $0 === sibling }
    }

    func insertSublayerImplementation(_ layer: CALayer, at index: Int) {
        guard layer !== self, !isDescendant(of: layer) else { return }
        if let layerView = layer.view {
            guard let view else { return }
            insertViewLayer(of: layerView, into: view, at: index)
            return
        }
        guard let model = layer.model else { return }
        layer.removeFromSuperlayer()
        materializeSublayers()
        storedSublayers!.insert(layer, at: min(max(index, 0), storedSublayers!.count))
        model.superlayer = self
        noteSublayersChanged()
        setNeedsLayout()
        if model.needsLayout || model.needsDisplay { hostRenderer?.enqueueLayout(of: layer) }
    }

    /// A view's layer given to another view's layer: its view becomes a subview there, at the
    /// place among the sublayers that `index` names.
    private func insertViewLayer(of subview: UIView, into view: UIView, at index: Int) {
        let others = (sublayers ?? []).filter { $0 !== subview.layer }
        let clamped = min(max(index, 0), others.count)
        let subviewIndex = others[..<clamped].count { $0.view?.storedSuperview === view && $0.view !== subview }
        view.insertSubviewImplementation(subview, at: subviewIndex)
        guard var list = storedSublayers else { return }
        list.removeAll { $0 === subview.layer }
        list.insert(subview.layer, at: min(clamped, list.count))
        if list.map(ObjectIdentifier.init) != storedSublayers!.map(ObjectIdentifier.init) {
            storedSublayers = list
            noteSublayersChanged()
        }
    }

    /// A view's layer starts keeping its sublayers itself: its subviews' layers, in order.
    private func materializeSublayers() {
        guard storedSublayers == nil else { return }
        storedSublayers = view?.storedSubviews.map(\.layer) ?? []
    }

    private func isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    private var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    /// The point in the coordinates the root layer is placed in.
    private func convertToRootSpace(_ point: CGPoint) -> CGPoint {
        var result = point
        var layer: CALayer? = self
        while let current = layer {
            result = current.geometry.toSuperlayer(result)
            layer = current.superlayer
            if let parent = layer, let transform = parent.extras?.sublayerTransform, !CATransform3DIsIdentity(transform) {
                result = parent.toSublayerSpace(result, inverse: false)
            }
        }
        return result
    }

    /// A point given in the space `root` is placed in, converted to the layer's; the root's own
    /// coordinates when the layer is in another tree.
    private func convertFromRootSpace(_ point: CGPoint, rootedAt root: CALayer) -> CGPoint {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer {
            chain.append(current)
            layer = current.superlayer
        }
        var result = point
        for layer in chain.reversed() {
            result = layer.geometry.fromSuperlayer(result)
            if layer !== self, let transform = layer.extras?.sublayerTransform, !CATransform3DIsIdentity(transform) {
                result = layer.fromSublayerSpace(result)
            }
        }
        return result
    }

    /// A sublayer's point (in the layer's bounds) through the sublayer transform, which applies
    /// about the anchor point; z and perspective are ignored.
    private func toSublayerSpace(_ point: CGPoint, inverse: Bool) -> CGPoint {
        var affine = CATransform3DGetAffineTransform(sublayerTransform)
        if inverse { affine = affine.inverted() }
        let bounds = self.bounds
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        let moved = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y).applying(affine)
        return CGPoint(x: moved.x + anchor.x, y: moved.y + anchor.y)
    }

    private func fromSublayerSpace(_ point: CGPoint) -> CGPoint {
        toSublayerSpace(point, inverse: true)
    }
}

/// Keeping a view's layer's sublayers in step with its subviews, once it keeps them itself.
extension UIView {
    /// Puts a subview's layer among the sublayers where the subview now is among the subviews:
    /// just below the next subview's layer, or in front of everything when it is the last.
    func placeSublayer(of subview: UIView) {
        guard var list = storedLayer?.storedSublayers, let index = storedSubviews.firstIndex(where: { $0 === subview }) else {
            return
        }
        let layer = subview.layer
        list.removeAll { $0 === layer }
        if index + 1 < storedSubviews.count, let next = list.firstIndex(where: { $0 === storedSubviews[index + 1].storedLayer }) {
            list.insert(layer, at: next)
        } else {
            list.append(layer)
        }
        storedLayer!.storedSublayers = list
    }

    /// Takes a former subview's layer out of the sublayers.
    func removeSublayer(of subview: UIView) {
        guard let layer = subview.storedLayer else { return }
        storedLayer?.storedSublayers?.removeAll { $0 === layer }
    }

    /// Swaps two subviews' layers among the sublayers.
    func exchangeSublayers(of first: UIView, _ second: UIView) {
        guard var list = storedLayer?.storedSublayers,
              let i = list.firstIndex(where: { $0 === first.storedLayer }),
              let j = list.firstIndex(where: { $0 === second.storedLayer }) else { return }
        list.swapAt(i, j)
        storedLayer!.storedSublayers = list
    }
}
