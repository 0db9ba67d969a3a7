import Foundation

/// A continuous gesture recognizer that interprets panning gestures that start near an edge of
/// the screen.
///
/// The touch must begin within a few points of one of `edges` (of the window, which fills the
/// browser viewport) and move away from that edge. Touches beyond the first are ignored.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges where the gesture may start. The default is none.
    open var edges: UIRectEdge = []

    /// How close to the edge the touch must begin, in points.
    static let edgeRegion: CGFloat = 20

    private var startEdges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let first = trackedTouches.first
        for touch in touches where touch !== first { ignore(touch, for: event) }
        guard let first, touches.contains(first) else { return }
        super.touchesBegan([first], with: event)
        startEdges = edgesNear(first)
        if startEdges.isEmpty { state = .failed }
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }

    override func allowsBeginning(withTranslation translation: CGPoint) -> Bool {
        let horizontal = abs(translation.x) >= abs(translation.y)
        return (startEdges.contains(.left) && horizontal && translation.x > 0)
            || (startEdges.contains(.right) && horizontal && translation.x < 0)
            || (startEdges.contains(.top) && !horizontal && translation.y > 0)
            || (startEdges.contains(.bottom) && !horizontal && translation.y < 0)
    }

    /// The enabled edges the touch began near.
    private func edgesNear(_ touch: UITouch) -> UIRectEdge {
        guard let window = touch.window else { return [] }
        let point = touch.location(in: nil), bounds = window.bounds, region = Self.edgeRegion
        var near: UIRectEdge = []
        if point.x - bounds.minX <= region { near.insert(.left) }
        if bounds.maxX - point.x <= region { near.insert(.right) }
        if point.y - bounds.minY <= region { near.insert(.top) }
        if bounds.maxY - point.y <= region { near.insert(.bottom) }
        return near.intersection(edges)
    }
}
