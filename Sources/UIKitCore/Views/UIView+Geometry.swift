import Foundation

extension UIView {
    var derivedFrame: CGRect {
        CGRect(x: storedCenter.x - storedBounds.width / 2, y: storedCenter.y - storedBounds.height / 2,
               width: storedBounds.width, height: storedBounds.height)
    }

    func applyFrame(_ newFrame: CGRect) {
        setSize(newFrame.size)
        setCenter(CGPoint(x: newFrame.midX, y: newFrame.midY))
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
        let oldSize = storedBounds.size
        storedBounds.size = size
        setNeedsLayout()
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

    /// Converts a rectangle from the view's coordinate system to that of the given view.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let origin = convert(rect.origin, to: view)
        return CGRect(origin: origin, size: rect.size)
    }

    /// Converts a rectangle from the coordinate system of the given view to that of the view.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let origin = convert(rect.origin, from: view)
        return CGRect(origin: origin, size: rect.size)
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

    func convertToSuperviewSpace(_ point: CGPoint) -> CGPoint {
        CGPoint(x: storedCenter.x + point.x - storedBounds.midX, y: storedCenter.y + point.y - storedBounds.midY)
    }

    func convertFromSuperviewSpace(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - storedCenter.x + storedBounds.midX, y: point.y - storedCenter.y + storedBounds.midY)
    }
}
