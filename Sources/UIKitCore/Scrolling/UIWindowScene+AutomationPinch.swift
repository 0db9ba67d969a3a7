import Foundation

/// Two automation fingers (REST `actions/touches`) on a scroll view that zooms: once the
/// distance between them changes, their touches are cancelled for the content and they pinch
/// the content, as a scroll view's pinch gesture recognizer does.
@MainActor
final class AutomationPinch {
    @HandleReference var scrollView: UIScrollView?
    var locations: [Int: CGPoint]
    let startDistance: CGFloat
    var isPinching = false
    /// One finger lifted: the pinch ended, and the other finger's touches go nowhere.
    var isFinished = false
    var lastScale: CGFloat = 1
    var lastCenter: CGPoint = .zero

    init(scrollView: UIScrollView, locations: [Int: CGPoint]) {
        self.scrollView = scrollView
        self.locations = locations
        let points = Array(locations.values)
        startDistance = hypot(points[0].x - points[1].x, points[0].y - points[1].y)
    }

    var distance: CGFloat {
        let points = Array(locations.values)
        return hypot(points[0].x - points[1].x, points[0].y - points[1].y)
    }

    var midpoint: CGPoint {
        let points = Array(locations.values)
        return CGPoint(x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2)
    }
}

extension UIWindowScene {
    /// How much the distance between two fingers changes before they pinch.
    static let automationPinchThreshold: CGFloat = 10

    /// Handles automation touches that pinch a zoomable scroll view; returns true when it took
    /// the message. A second finger going down on the scroll view another automation finger is
    /// on makes a pinch of the two (the first finger no longer drags).
    func pinchByAutomation(_ phase: UITouch.Phase, _ inputs: [TouchInput], timestamp: TimeInterval) throws(TouchInputError) -> Bool {
        guard inputs.allSatisfy({ $0.pointerID < 0 }) else { return false }
        switch phase {
        case .began:
            // A pinch needs a second finger, in this batch or already down: a tap's one finger
            // costs no hit test here.
            guard inputs.count > 1 || !automationDrags.isEmpty else { return false }
            for input in inputs {
                guard automationPinch == nil, let (_, view) = hitTest(input.location), let scrollView = view.nearestScrollView,
                      scrollView.zooms else { continue }
                let other = automationDrags.first { $0.key != input.pointerID && $0.value.scrollView === scrollView && !$0.value.isDragging }
                    ?? inputs.first { $0.pointerID != input.pointerID }.map { ($0.pointerID, AutomationDrag(scrollView: scrollView,
                                                                                                              start: $0.location,
                                                                                                              time: timestamp)) }
                guard let (otherID, otherDrag) = other else { continue }
                automationDrags[otherID] = nil
                let otherLocation = otherDrag.samples.last?.location ?? otherDrag.start
                automationPinch = AutomationPinch(scrollView: scrollView, locations: [otherID: otherLocation, input.pointerID: input.location])
            }
            return false
        case .moved:
            guard let pinch = automationPinch, let scrollView = pinch.scrollView,
                  inputs.contains(where: { pinch.locations[$0.pointerID] != nil }) else { return false }
            if pinch.isFinished { return true }
            for input in inputs where pinch.locations[input.pointerID] != nil { pinch.locations[input.pointerID] = input.location }
            if !pinch.isPinching {
                guard abs(pinch.distance - pinch.startDistance) > Self.automationPinchThreshold, pinch.startDistance > 0 else { return true }
                // The fingers' touches are cancelled for the content, as when a pinch begins.
                automationPinch = nil
                defer { automationPinch = pinch }
                for (pointer, location) in pinch.locations {
                    try handleTouchesForContent(.cancelled, TouchInput(pointerID: pointer, location: location), timestamp: timestamp)
                }
                pinch.isPinching = true
                pinch.lastScale = pinch.distance / pinch.startDistance
                pinch.lastCenter = scrollView.convert(pinch.midpoint, from: nil)
                scrollView.applyUserZoom(scale: pinch.lastScale, center: pinch.lastCenter, phase: .began)
                return true
            }
            pinch.lastScale = pinch.distance / pinch.startDistance
            pinch.lastCenter = scrollView.convert(pinch.midpoint, from: nil)
            scrollView.applyUserZoom(scale: pinch.lastScale, center: pinch.lastCenter, phase: .changed)
            return true
        case .ended, .cancelled:
            guard let pinch = automationPinch, inputs.contains(where: { pinch.locations[$0.pointerID] != nil }) else { return false }
            guard pinch.isPinching else {
                // The fingers never pinched: their touches end as usual.
                automationPinch = nil
                return false
            }
            if !pinch.isFinished, let scrollView = pinch.scrollView {
                pinch.isFinished = true
                scrollView.applyUserZoom(scale: pinch.lastScale, center: pinch.lastCenter, phase: .ended)
            }
            for input in inputs { pinch.locations[input.pointerID] = nil }
            if pinch.locations.isEmpty { automationPinch = nil }
            return true
        case .stationary:
            return false
        @unknown default:
            return false
        }
    }
}
