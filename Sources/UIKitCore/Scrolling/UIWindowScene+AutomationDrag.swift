import Foundation

/// An automation touch (REST, WebDriver: pointer ids below zero) that moved a scroll view, as a
/// finger does on a device: the page cannot scroll for it, so the server does.
@MainActor
final class AutomationDrag {
    @HandleReference var scrollView: UIScrollView?
    let start: CGPoint
    let startOffset: CGPoint
    var isDragging = false
    /// Recent (time, location) samples, for the release velocity.
    var samples: [(time: TimeInterval, location: CGPoint)] = []

    init(scrollView: UIScrollView, start: CGPoint, time: TimeInterval) {
        self.scrollView = scrollView
        self.start = start
        startOffset = scrollView.contentOffset
        samples = [(time, start)]
    }
}

extension UIWindowScene {
    /// How far an automation touch moves along a scroll view's scrollable axis before it drags
    /// the scroll view (and is cancelled for the content), as a pan gesture recognizer does.
    static let automationDragThreshold: CGFloat = 10

    /// Handles automation touches that drag scroll views; returns true when it took the message.
    /// A touch that begins over a scroll view is delivered as usual and watched; once it has
    /// moved far enough along an axis the view scrolls in, it is cancelled for the content and
    /// from then on moves the content; released, it lets the content decelerate (settling on a
    /// page when paging) and the delegate hears it all in UIKit's order.
    func scrollByAutomation(_ phase: UITouch.Phase, _ inputs: [TouchInput], timestamp: TimeInterval) throws(TouchInputError) -> Bool {
        guard inputs.count == 1, let input = inputs.first, input.pointerID < 0 else { return false }
        switch phase {
        case .began:
            // A finger that makes a pinch with another does not drag.
            if automationPinch?.locations[input.pointerID] != nil { return false }
            if let (_, view) = hitTest(input.location), let scrollView = view.nearestScrollView {
                automationDrags[input.pointerID] = AutomationDrag(scrollView: scrollView, start: input.location, time: timestamp)
            }
            return false
        case .moved:
            guard let drag = automationDrags[input.pointerID], let scrollView = drag.scrollView else { return false }
            drag.samples.append((timestamp, input.location))
            if drag.samples.count > 6 { drag.samples.removeFirst() }
            let translation = CGPoint(x: input.location.x - drag.start.x, y: input.location.y - drag.start.y)
            if !drag.isDragging {
                let alongX = scrollView.scrollsHorizontally && abs(translation.x) > Self.automationDragThreshold
                let alongY = scrollView.scrollsVertically && abs(translation.y) > Self.automationDragThreshold
                guard alongX || alongY, scrollView.isScrollEnabled else { return false }
                // A gesture recognizer that already recognized the touch (a long press that
                // lifted a row) keeps it: the scroll view's pan could not begin.
                let recognized = activeTouches[input.pointerID]?.gestureRecognizers?.contains { $0.state == .began || $0.state == .changed }
                if recognized == true {
                    automationDrags[input.pointerID] = nil
                    return false
                }
                // The content's touch is cancelled, as when a scroll view's pan begins.
                try handleTouchesForContent(.cancelled, input, timestamp: timestamp)
                drag.isDragging = true
                scrollView.applyUserScroll(to: scrollView.contentOffset, phase: .began, fromPage: false)
            }
            scrollView.applyUserScroll(to: offset(of: drag, in: scrollView, translation: translation), phase: .moved, fromPage: false)
            return true
        case .ended, .cancelled:
            guard let drag = automationDrags.removeValue(forKey: input.pointerID) else { return false }
            guard drag.isDragging, let scrollView = drag.scrollView else { return false }
            drag.samples.append((timestamp, input.location))
            let translation = CGPoint(x: input.location.x - drag.start.x, y: input.location.y - drag.start.y)
            let offset = offset(of: drag, in: scrollView, translation: translation)
            // Pulled down past the top by more than the threshold: the refresh control refreshes.
            let pulled = scrollView.minimumContentOffset.y - (drag.startOffset.y - translation.y)
            if phase == .ended, scrollView.scrollsVertically, pulled > UIRefreshControl.pullThreshold {
                scrollView.refreshControl?.userPulled()
            }
            let velocity = phase == .ended ? releaseVelocity(of: drag, in: scrollView) : .zero
            let decelerates = abs(velocity.x) + abs(velocity.y) > 0.05
            scrollView.applyUserScroll(to: offset, phase: .released(velocity: velocity, decelerates: decelerates), fromPage: false)
            return true
        case .stationary:
            return false
        @unknown default:
            return false
        }
    }

    func handleTouchesForContent(_ phase: UITouch.Phase, _ input: TouchInput, timestamp: TimeInterval) throws(TouchInputError) {
        guard activeTouches[input.pointerID] != nil else { return }
        let drags = automationDrags
        automationDrags = [:]
        defer { automationDrags = drags }
        try handleTouches(phase, [input], timestamp: timestamp)
    }

    /// The content follows the finger, in the directions the view scrolls in, within the range
    /// a user can scroll to.
    private func offset(of drag: AutomationDrag, in scrollView: UIScrollView, translation: CGPoint) -> CGPoint {
        scrollView.clampedContentOffset(CGPoint(
            x: drag.startOffset.x - (scrollView.scrollsHorizontally ? translation.x : 0),
            y: drag.startOffset.y - (scrollView.scrollsVertically ? translation.y : 0)))
    }

    /// The content's velocity at release, in points per millisecond (opposite to the finger's).
    private func releaseVelocity(of drag: AutomationDrag, in scrollView: UIScrollView) -> CGPoint {
        guard let first = drag.samples.first, let last = drag.samples.last, last.time > first.time else { return .zero }
        let milliseconds = (last.time - first.time) * 1000
        return CGPoint(x: scrollView.scrollsHorizontally ? -(last.location.x - first.location.x) / milliseconds : 0,
                       y: scrollView.scrollsVertically ? -(last.location.y - first.location.y) / milliseconds : 0)
    }
}

extension UIView {
    /// The nearest scroll view that holds the view (the view itself included).
    var nearestScrollView: UIScrollView? {
        var current: UIView? = self
        while let view = current {
            if let scrollView = view as? UIScrollView { return scrollView }
            current = view.storedSuperview
        }
        return nil
    }
}
