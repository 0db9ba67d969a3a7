import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class ZoomLog: UIScrollViewDelegate {
    let content: UIView
    var events: [String] = []

    init(content: UIView) { self.content = content }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        events.append("willBeginZooming zooming=\(scrollView.isZooming)")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { events.append("didZoom \(scrollView.zoomScale)") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEndZooming \(scale) zooming=\(scrollView.isZooming)")
    }
}

/// Pinching a zoomable scroll view (as the page reports two fingers): the content scales about
/// the point between the fingers, the delegate hears UIKit's calls, the limits hold when the
/// fingers lift.
@MainActor
struct ZoomingTests {
    private func makeZoomable() -> (UIWindowScene, UIScrollView, UIView, ZoomLog) {
        let controller = UIViewController()
        let (scene, _) = showOnManualClock(controller, width: 320, height: 480)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scrollView.contentInsetAdjustmentBehavior = .never
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        scrollView.addSubview(content)
        scrollView.contentSize = content.frame.size
        let log = ZoomLog(content: content)
        scrollView.delegate = log
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 2
        controller.view.addSubview(scrollView)
        _ = scene.finishTurn()
        return (scene, scrollView, content, log)
    }

    @Test func testAPinchScalesTheContentAboutThePointBetweenTheFingers() throws {
        let (scene, scrollView, content, log) = makeZoomable()
        // Fingers at (100, 100) of the view, spreading; the page gives the point between them in
        // content coordinates, which move as the content scales under them.
        try scene.zoom(node: scrollView.renderNodeID, scale: 1.2, center: CGPoint(x: 100, y: 100), phase: .began)
        #expect(scrollView.contentOffset == CGPoint(x: 20, y: 20))
        try scene.zoom(node: scrollView.renderNodeID, scale: 1.5, center: CGPoint(x: 120, y: 120), phase: .changed)
        #expect(scrollView.zoomScale == 1.5)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 900, height: 900))
        #expect(scrollView.contentSize == CGSize(width: 900, height: 900))
        // The content point (100, 100) is now at (150, 150) and still under the fingers.
        #expect(scrollView.contentOffset == CGPoint(x: 50, y: 50))
        try scene.zoom(node: scrollView.renderNodeID, scale: 1.5, center: CGPoint(x: 150, y: 150), phase: .ended)
        #expect(log.events == ["willBeginZooming zooming=true", "didZoom 1.2", "didZoom 1.5", "didEndZooming 1.5 zooming=false"])
        #expect(!scrollView.isZooming)
    }

    @Test func testPastTheLimitItBouncesWhileTheFingersAreDownAndSettlesAtTheLimit() throws {
        let (scene, scrollView, _, log) = makeZoomable()
        try scene.zoom(node: scrollView.renderNodeID, scale: 3, center: .zero, phase: .began)
        // Beyond 2 the content follows at a quarter of the pace: 2 + (3 − 2) / 4.
        #expect(scrollView.zoomScale == 2.25)
        #expect(scrollView.isZoomBouncing)
        try scene.zoom(node: scrollView.renderNodeID, scale: 3, center: .zero, phase: .ended)
        #expect(scrollView.zoomScale == 2)
        #expect(log.events.last == "didEndZooming 2.0 zooming=false")
        #expect(!scrollView.isZoomBouncing)
    }

    @Test func testAScrollViewWithoutAViewToZoomRefusesAPinch() throws {
        let (scene, scrollView, _, log) = makeZoomable()
        defer { withExtendedLifetime(log) {} }
        scrollView.maximumZoomScale = 0.5
        #expect(throws: ScrollInputError.notZoomable(node: scrollView.renderNodeID)) {
            try scene.zoom(node: scrollView.renderNodeID, scale: 2, center: .zero, phase: .began)
        }
        // The page is told that a pinch zooms only when it does.
        let patch = try #require(scene.finishTurn())
        #expect(patch.operations.contains { operation in
            guard case .set(let id, let properties) = operation, id == scrollView.renderNodeID else { return false }
            return properties.contains { property in
                guard case .scroll(let scroll) = property.value else { return false }
                return !scroll.zooms
            }
        })
    }

    @Test func testTwoAutomationFingersPinchTheContent() throws {
        let (scene, scrollView, _, log) = makeZoomable()
        // Two fingers 100 points apart around (150, 150), going down one after the other, spread to 200.
        try scene.handleTouches(.began, [TouchInput(pointerID: -1, location: CGPoint(x: 100, y: 150))], timestamp: 1)
        try scene.handleTouches(.began, [TouchInput(pointerID: -2, location: CGPoint(x: 200, y: 150))], timestamp: 1.01)
        for step in 1...5 {
            let spread = 50 + CGFloat(step) * 10
            try scene.handleTouches(.moved, [TouchInput(pointerID: -1, location: CGPoint(x: 150 - spread, y: 150)),
                                             TouchInput(pointerID: -2, location: CGPoint(x: 150 + spread, y: 150))],
                                    timestamp: 1 + Double(step) * 0.02)
        }
        try scene.handleTouches(.ended, [TouchInput(pointerID: -1, location: CGPoint(x: 50, y: 150))], timestamp: 1.2)
        try scene.handleTouches(.ended, [TouchInput(pointerID: -2, location: CGPoint(x: 250, y: 150))], timestamp: 1.21)
        #expect(scrollView.zoomScale == 2)
        // The point between the fingers, (150, 150) of the content, stayed under them.
        #expect(scrollView.contentOffset == CGPoint(x: 150, y: 150))
        #expect(log.events.first == "willBeginZooming zooming=true")
        #expect(log.events.last == "didEndZooming 2.0 zooming=false")
        // The fingers did not drag the content as well.
        #expect(!scrollView.isDragging && !scrollView.isDecelerating)
    }
}
