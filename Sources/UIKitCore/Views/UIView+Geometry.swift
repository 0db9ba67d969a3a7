import Foundation

extension UIView {
    /// The frame: the bounds placed at the center (the layer's position) around the anchor
    /// point, through the transform.
    var derivedFrame: CGRect { layerGeometry.frame }

    /// Where the view sits in its superview before its transform: what the browser positions.
    var untransformedFrame: CGRect { layerGeometry.untransformedFrame }

    /// Sets the bounds size and the position as Core Animation does (`LayerGeometry`).
    func applyFrame(_ newFrame: CGRect) {
        let geometry = layerGeometry
        setSize(geometry.boundsSize(forFrame: newFrame))
        setCenter(geometry.position(forFrame: newFrame))
    }

    func applyTransform(_ transform: CGAffineTransform) {
        guard transform != storedTransform else { return }
        willChangeRender(.transform)
        storedTransform = transform
    }

    func applyAnchorPoint(_ anchorPoint: CGPoint) {
        guard anchorPoint != storedAnchorPoint else { return }
        willChangeRender(.frame)
        willChangeRender(.anchor)
        storedAnchorPoint = anchorPoint
    }

    func applyBounds(_ newBounds: CGRect) {
        setSize(newBounds.size)
        guard newBounds.origin != storedBounds.origin else { return }
        willChangeRender(.bounds)
        storedBounds.origin = newBounds.origin
    }

    func setCenter(_ newCenter: CGPoint) {
        guard newCenter != storedCenter else { return }
        willChangeRender(.frame)
        storedCenter = newCenter
    }

    private func setSize(_ size: CGSize) {
        guard size != storedBounds.size else { return }
        willChangeRender(.frame)
        storedLayer?.boundsSizeWillChange()
        let oldSize = storedBounds.size
        storedBounds.size = size
        sizeDidChange(from: oldSize)
        // A new size lays out the view and its superview again, as on a device.
        setNeedsLayout()
        storedSuperview?.setNeedsLayoutImplementation()
        autoresizeSubviews(from: oldSize)
    }

    /// Converts a point from the view's coordinate system to that of the given view
    /// (the window's when `view` is `nil`).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = convertToRootSpace(point)
        guard let view else { return storedWindow.map { $0.convertFromRootSpace(inRoot) } ?? inRoot }
        return view.convertFromRootSpace(inRoot)
    }

    /// Converts a point from the coordinate system of the given view (the window's when `view`
    /// is `nil`) to that of the view.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? storedWindow else { return point }
        return convertFromRootSpace(source.convertToRootSpace(point))
    }

    /// Converts a rectangle from the view's coordinate system to that of the given view: the
    /// smallest rectangle that holds the converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(boundingBoxOf: rect.corners.map { convert($0, to: view) })
    }

    /// Converts a rectangle from the coordinate system of the given view to that of the view.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(boundingBoxOf: rect.corners.map { convert($0, from: view) })
    }

    /// The point in the coordinates that the view's topmost ancestor (a window, usually) is placed
    /// in: the screen's, for a window.
    func convertToRootSpace(_ point: CGPoint) -> CGPoint {
        var current: UIView? = self
        var result = point
        while let view = current {
            result = view.convertToSuperviewSpace(result)
            current = view.storedSuperview
        }
        return result
    }

    func convertFromRootSpace(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current {
            chain.append(view)
            current = view.storedSuperview
        }
        return chain.reversed().reduce(point) { $1.convertFromSuperviewSpace($0) }
    }

    /// A point in the view's bounds to its superview's.
    func convertToSuperviewSpace(_ point: CGPoint) -> CGPoint {
        layerGeometry.toSuperlayer(point)
    }

    func convertFromSuperviewSpace(_ point: CGPoint) -> CGPoint {
        layerGeometry.fromSuperlayer(point)
    }
}
