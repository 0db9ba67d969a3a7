import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class ScrollLog: UIScrollViewDelegate {
    var events: [String] = []
    var newTarget: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll \(Int(scrollView.contentOffset.y.rounded()))")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        events.append("willBeginDragging dragging=\(scrollView.isDragging)")
    }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging v=\((velocity.y * 1000).rounded() / 1000) target=\(Int(targetContentOffset.pointee.y.rounded()))")
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging decelerate=\(decelerate) dragging=\(scrollView.isDragging)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        events.append("willBeginDecelerating")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        events.append("didEndDecelerating decelerating=\(scrollView.isDecelerating)")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        events.append("didEndScrollingAnimation")
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        events.append("didChangeAdjustedContentInset \(Int(scrollView.adjustedContentInset.top))")
    }
}

@MainActor
private final class LayoutCountingScrollView: UIScrollView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// A scroll view that, like a table, makes its rows only when they come near the visible area.
@MainActor
private final class LazyRowsScrollView: UIScrollView {
    var rows: [Int: UIView] = [:]
    override func layoutSubviews() {
        super.layoutSubviews()
        let first = max(0, Int(bounds.minY / 50) - 1), last = min(199, Int(bounds.maxY / 50) + 1)
        for index in first...max(first, last) where rows[index] == nil {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 50, width: bounds.width, height: 50))
            row.accessibilityIdentifier = "row\(index)"
            rows[index] = row
            addSubview(row)
        }
        for (index, row) in rows where index < first || index > last {
            row.removeFromSuperview()
            rows[index] = nil
        }
    }
}

/// UIScrollView: the offset as the bounds origin, insets, layout guides, and scrolls by the
/// user (as the page reports them), by the app and by automation, with the delegate told in
/// UIKit's order.
@MainActor
struct ScrollViewTests {
    private func makeScene() -> (UIWindowScene, UIView) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "scroll-\(UUID())",
                                                      display: SceneDisplay(width: 320, height: 480, scale: 2, style: .light))
        scene.clock = .manual()
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        return (scene, controller.view)
    }

    private func tallScrollView(in root: UIView, log: ScrollLog) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.delegate = log
        scrollView.accessibilityIdentifier = "scroller"
        root.addSubview(scrollView)
        return scrollView
    }

    @Test func testTheContentOffsetIsTheBoundsOriginAndMovingItScrollsAndLaysOut() {
        let scrollView = LayoutCountingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = ScrollLog()
        scrollView.delegate = log
        scrollView.layoutIfNeeded()
        let layouts = scrollView.layouts
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 30))
        #expect(log.events == ["didScroll 30"])
        scrollView.bounds.origin = CGPoint(x: 0, y: 45)
        #expect(scrollView.contentOffset.y == 45)
        #expect(log.events == ["didScroll 30", "didScroll 45"])
        scrollView.contentOffset = CGPoint(x: 0, y: 45)
        #expect(log.events.count == 2)
        scrollView.layoutIfNeeded()
        #expect(scrollView.layouts == layouts + 1)
        // A subview at y = 50 in the content is at y = 5 in the scroll view's superview.
        let child = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        scrollView.addSubview(child)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.addSubview(scrollView)
        #expect(child.convert(CGPoint.zero, to: container) == CGPoint(x: 0, y: 5))
    }

    @Test func testUnderANavigationBarTheContentStartsBelowIt() throws {
        let (scene, _) = makeScene()
        let log = ScrollLog()
        let content = UIViewController()
        let scrollView = UIScrollView()
        scrollView.delegate = log
        content.view = scrollView
        let navigation = UINavigationController(rootViewController: content)
        let window = try #require(scene.windows.first)
        window.rootViewController = navigation
        _ = scene.finishTurn()
        let top = scrollView.safeAreaInsets.top
        #expect(top > 0)
        #expect(scrollView.adjustedContentInset.top == top)
        #expect(scrollView.contentOffset.y == -top)
        #expect(log.events.contains("didChangeAdjustedContentInset \(Int(top))"))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset.top == 0)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func testScrollableAxesAddsTheSafeAreaOnlyWhereTheContentScrolls() {
        let (_, root) = makeScene()
        let scrollView = UIScrollView(frame: root.bounds)
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        root.addSubview(scrollView)
        root.layoutIfNeeded()
        let safeTop = scrollView.safeAreaInsets.top
        #expect(scrollView.adjustedContentInset.top == 5)
        scrollView.contentSize = CGSize(width: 10, height: 5000)
        #expect(scrollView.adjustedContentInset.top == 5 + safeTop)
        scrollView.contentInsetAdjustmentBehavior = .always
        scrollView.contentSize = .zero
        #expect(scrollView.adjustedContentInset.top == 5 + safeTop)
    }

    @Test func testTheContentLayoutGuideSetsTheContentSizeAndTheFrameGuideStaysPut() {
        let (scene, root) = makeScene()
        let scrollView = UIScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.widthAnchor.constraint(equalToConstant: 300),
            scrollView.heightAnchor.constraint(equalToConstant: 400),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        _ = scene.finishTurn()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1500))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1500))
        #expect(badge.frame == CGRect(x: 270, y: 10, width: 20, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        _ = scene.finishTurn()
        // Pinned to the frame, the badge moves with the offset: it stays put on screen.
        #expect(badge.frame == CGRect(x: 270, y: 210, width: 20, height: 20))
        #expect(content.frame.minY == 0)
    }

    @Test func testConstraintsToAScrollViewsOwnEdgesSizeItsContent() {
        let (scene, root) = makeScene()
        let scrollView = UIScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.widthAnchor.constraint(equalToConstant: 300),
            scrollView.heightAnchor.constraint(equalToConstant: 400),
            // The classic way: edges to the scroll view's edges, width to its width.
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])
        _ = scene.finishTurn()
        #expect(scrollView.frame == CGRect(x: 0, y: 20, width: 300, height: 400))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1200))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1200))
        scrollView.contentOffset.y = 500
        _ = scene.finishTurn()
        // The content stays at the content's origin while it scrolls.
        #expect(content.frame.minY == 0)
    }

    @Test func testAUserDragThatDeceleratesIsToldInUIKitsOrder() throws {
        let (scene, root) = makeScene()
        let log = ScrollLog()
        let scrollView = tallScrollView(in: root, log: log)
        let node = scrollView.renderNodeID
        try scene.scroll(node: node, to: CGPoint(x: 0, y: 10), phase: .began)
        #expect(scrollView.isDragging && scrollView.isTracking)
        try scene.scroll(node: node, to: CGPoint(x: 0, y: 40), phase: .moved)
        try scene.scroll(node: node, to: CGPoint(x: 0, y: 60), phase: .released(velocity: CGPoint(x: 0, y: 1), decelerates: true))
        #expect(!scrollView.isDragging && !scrollView.isTracking && scrollView.isDecelerating)
        try scene.scroll(node: node, to: CGPoint(x: 0, y: 300), phase: .moved)
        try scene.scroll(node: node, to: CGPoint(x: 0, y: 520), phase: .ended)
        #expect(!scrollView.isDecelerating)
        // 1 point per millisecond at the normal rate (0.998) comes to rest 499 points further.
        #expect(log.events == [
            "willBeginDragging dragging=true", "didScroll 10", "didScroll 40", "didScroll 60",
            "willEndDragging v=1.0 target=559", "didEndDragging decelerate=true dragging=false", "willBeginDecelerating",
            "didScroll 300", "didScroll 520", "didEndDecelerating decelerating=false",
        ])
    }

    @Test func testAUserScrollIsNotSentBackToThePageButADelegatesNewTargetIs() throws {
        let (scene, root) = makeScene()
        let log = ScrollLog()
        let scrollView = tallScrollView(in: root, log: log)
        _ = scene.finishTurn()
        let node = scrollView.renderNodeID
        try scene.scroll(node: node, to: CGPoint(x: 0, y: 120), phase: .began)
        #expect(scene.finishTurn() == nil)
        log.newTarget = CGPoint(x: 0, y: 400)
        try scene.scroll(node: node, to: CGPoint(x: 0, y: 150), phase: .released(velocity: .zero, decelerates: false))
        #expect(scrollView.contentOffset.y == 400)
        #expect(scene.finishTurn()?.operations == [.set(id: node, properties: [
            RenderProperty(.offset, .scrollOffset(x: 0, y: 400, animated: true)),
        ])])
        #expect(log.events.suffix(4) == [
            "willEndDragging v=0.0 target=150", "didEndDragging decelerate=true dragging=false", "willBeginDecelerating",
            "didScroll 400",
        ])
        // The page scrolls there smoothly; the deceleration ends on the scene's clock.
        #expect(scrollView.isDecelerating)
        scene.clock.advance(by: 0.3)
        #expect(log.events.last == "didEndDecelerating decelerating=false")
    }

    @Test func testAnAnimatedOffsetEndsItsAnimationOnTheSceneClock() {
        let (scene, root) = makeScene()
        let log = ScrollLog()
        let scrollView = tallScrollView(in: root, log: log)
        _ = scene.finishTurn()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset.y == 300)
        #expect(scene.finishTurn()?.operations == [.set(id: scrollView.renderNodeID, properties: [
            RenderProperty(.offset, .scrollOffset(x: 0, y: 300, animated: true)),
        ])])
        #expect(log.events == ["didScroll 300"])
        scene.clock.advance(by: 0.29)
        #expect(log.events == ["didScroll 300"])
        scene.clock.advance(by: 0.02)
        #expect(log.events == ["didScroll 300", "didEndScrollingAnimation"])
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        scene.clock.advance(by: 1)
        #expect(log.events.count == 2)
        scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        #expect(scene.finishTurn()?.operations == [.set(id: scrollView.renderNodeID, properties: [
            RenderProperty(.offset, .scrollOffset(x: 0, y: 10, animated: false)),
        ])])
    }

    /// An automation swipe: pointer ids below zero, as REST's touch scripts use.
    private func swipe(_ scene: UIWindowScene, from start: CGPoint, by delta: CGPoint, steps: Int = 10) throws {
        let pointer = -1_001
        try scene.handleTouches(.began, [TouchInput(pointerID: pointer, location: start)], timestamp: 10)
        for step in 1...steps {
            let point = CGPoint(x: start.x + delta.x * CGFloat(step) / CGFloat(steps), y: start.y + delta.y * CGFloat(step) / CGFloat(steps))
            try scene.handleTouches(.moved, [TouchInput(pointerID: pointer, location: point)], timestamp: 10 + Double(step) * 0.01)
        }
        try scene.handleTouches(.ended, [TouchInput(pointerID: pointer, location: CGPoint(x: start.x + delta.x, y: start.y + delta.y))],
                                timestamp: 10 + Double(steps) * 0.01)
    }

    @Test func testAnAutomationSwipeDragsTheScrollViewAndLetsItDecelerate() throws {
        let (scene, root) = makeScene()
        let log = ScrollLog()
        let scrollView = tallScrollView(in: root, log: log)
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Tap") { _ in taps += 1 })
        button.frame = CGRect(x: 0, y: 280, width: 320, height: 44)
        scrollView.addSubview(button)
        _ = scene.finishTurn()
        try swipe(scene, from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: -200))
        // The finger moved 200 points in 0.1 s: 2 points per millisecond, which at the normal
        // rate carries the content 998 points further (clamped to the end, 1600).
        #expect(Array(log.events.prefix(3)) == ["willBeginDragging dragging=true", "didScroll 20", "didScroll 40"])
        #expect(log.events.suffix(5) == ["didScroll 200", "willEndDragging v=2.0 target=1198",
                                         "didEndDragging decelerate=true dragging=false", "willBeginDecelerating", "didScroll 1198"])
        #expect(abs(scrollView.contentOffset.y - 1198) < 0.001)
        #expect(scrollView.isDecelerating)
        scene.clock.advance(by: 0.3)
        #expect(log.events.last == "didEndDecelerating decelerating=false")
        // The button the touch began on was highlighted, then cancelled: no tap.
        #expect(taps == 0 && !button.isHighlighted)
    }

    @Test func testARefreshControlSitsAboveTheContentAndInsetsItWhileRefreshing() throws {
        let (scene, root) = makeScene()
        let scrollView = tallScrollView(in: root, log: ScrollLog())
        let control = UIRefreshControl()
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        scrollView.refreshControl = control
        _ = scene.finishTurn()
        #expect(control.superview === scrollView)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        #expect(scrollView.adjustedContentInset.top == 0)
        // Begun by the app: no value changed; the content at rest moves down to show it.
        control.beginRefreshing()
        #expect(control.isRefreshing && changes == 0)
        #expect(scrollView.adjustedContentInset.top == 60)
        #expect(scrollView.contentOffset.y == -60)
        let patch = try #require(scene.finishTurn())
        #expect(patch.operations.contains { operation in
            guard case .set(let id, let properties) = operation, id == scrollView.renderNodeID else { return false }
            return properties.contains { property in
                guard property.key == .scroll, case .scroll(let scroll) = property.value else { return false }
                return scroll.inset[0] == 60 && !scroll.refreshes
            }
        })
        control.endRefreshing()
        #expect(!control.isRefreshing)
        #expect(scrollView.adjustedContentInset.top == 0)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func testPullingTheContentDownPastTheTopRefreshesOnce() throws {
        let (scene, root) = makeScene()
        let scrollView = tallScrollView(in: root, log: ScrollLog())
        let control = UIRefreshControl()
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        scrollView.refreshControl = control
        _ = scene.finishTurn()
        // A short pull does nothing.
        try swipe(scene, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 50))
        scene.clock.advance(by: 1)
        #expect(changes == 0 && !control.isRefreshing)
        try swipe(scene, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 150))
        #expect(changes == 1 && control.isRefreshing)
        scene.clock.advance(by: 1)
        #expect(scrollView.contentOffset.y == -60)
        // Pulled again while it refreshes: nothing more.
        try swipe(scene, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 150))
        #expect(changes == 1)
        // The page's pull, by node.
        control.endRefreshing()
        try scene.pullToRefresh(node: scrollView.renderNodeID)
        #expect(changes == 2)
        let plain = UIScrollView(frame: CGRect(x: 0, y: 400, width: 320, height: 80))
        root.addSubview(plain)
        #expect(throws: ScrollInputError.noRefreshControl(node: plain.renderNodeID)) {
            try scene.pullToRefresh(node: plain.renderNodeID)
        }
    }

    @Test func testAnAutomationSwipeOnAPagingViewSettlesOnTheNextPage() throws {
        let (scene, root) = makeScene()
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        pager.contentInsetAdjustmentBehavior = .never
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 960, height: 200)
        root.addSubview(pager)
        _ = scene.finishTurn()
        try swipe(scene, from: CGPoint(x: 250, y: 100), by: CGPoint(x: -120, y: 0))
        #expect(pager.contentOffset == CGPoint(x: 320, y: 0))
        try swipe(scene, from: CGPoint(x: 250, y: 100), by: CGPoint(x: -120, y: 0))
        #expect(pager.contentOffset == CGPoint(x: 640, y: 0))
        // A slow, short drag back comes to rest on the same page.
        try swipe(scene, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 40, y: 0), steps: 20)
        #expect(pager.contentOffset == CGPoint(x: 640, y: 0))
    }

    @Test func testScrollRectToVisibleMovesAsLittleAsNeeded() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 150, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset.y == 70)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset.y == 70)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 20, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset.y == 20)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 900)
    }

    @Test func testAutomationDragsAsAUserAndClampsToTheScrollableRange() throws {
        let (scene, root) = makeScene()
        let log = ScrollLog()
        let scrollView = tallScrollView(in: root, log: log)
        _ = scene.finishTurn()
        let reached = try scene.scroll(identifier: "scroller", to: CGPoint(x: 0, y: 5000))
        #expect(reached == CGPoint(x: 0, y: 1600))
        // Unlike the page's own scroll, automation's is sent to the page.
        #expect(scene.finishTurn()?.operations == [.set(id: scrollView.renderNodeID, properties: [
            RenderProperty(.offset, .scrollOffset(x: 0, y: 1600, animated: false)),
        ])])
        #expect(log.events == [
            "willBeginDragging dragging=true", "didScroll 1600", "willEndDragging v=0.0 target=1600",
            "didEndDragging decelerate=false dragging=false",
        ])
        try scene.scroll(identifier: "scroller", direction: .up)
        #expect(scrollView.contentOffset.y == 1200)
        #expect(throws: ScrollInputError.noView(identifier: "nothing")) { try scene.scroll(identifier: "nothing", direction: .down) }
        let label = UILabel()
        label.accessibilityIdentifier = "label"
        root.addSubview(label)
        #expect(throws: ScrollInputError.notScrollable(identifier: "label", className: "UILabel")) {
            try scene.scroll(identifier: "label", direction: .down)
        }
    }

    @Test func testScrollingToAViewThatExistsOnlyNearTheVisibleAreaFindsIt() throws {
        let (scene, root) = makeScene()
        let scrollView = LazyRowsScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 320, height: 200 * 50)
        scrollView.accessibilityIdentifier = "rows"
        root.addSubview(scrollView)
        _ = scene.finishTurn()
        #expect(scrollView.rows[150] == nil)
        try scene.scroll(identifier: "rows", toVisible: "row150")
        let row = try #require(scrollView.rows[150])
        let visible = scrollView.bounds
        #expect(visible.contains(row.frame))
        try scene.scroll(identifier: "rows", toVisible: "row3")
        #expect(scrollView.bounds.contains(try #require(scrollView.rows[3]).frame))
        #expect(throws: ScrollInputError.neverVisible(identifier: "row999", in: "rows")) {
            try scene.scroll(identifier: "rows", toVisible: "row999")
        }
    }

    @Test func testTheNodeScrollsWithItsContentSizeAndInsets() throws {
        let (scene, root) = makeScene()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        scrollView.contentSize = CGSize(width: 200, height: 900)
        scrollView.showsHorizontalScrollIndicator = false
        root.addSubview(scrollView)
        let node = try #require(scene.snapshot().root.children.first?.children.first?.children.first)
        #expect(node.properties.contains(RenderProperty(.scroll, .scroll(RenderScroll(
            contentWidth: 200, contentHeight: 900, inset: [10, 0, 20, 0], isEnabled: true, isPaging: false,
            bounces: true, showsHorizontalIndicator: false, showsVerticalIndicator: true, axes: "y")))))
        #expect(!node.properties.contains { $0.key == .bounds || $0.key == .offset }, "\(node.properties)")
        scrollView.isPagingEnabled = true
        let operations = scene.finishTurn()?.operations
        guard case .set(let id, let changed) = operations?.first, operations?.count == 1 else {
            Issue.record("not one change: \(String(describing: operations))")
            return
        }
        #expect(id == scrollView.renderNodeID)
        #expect(changed.map(\.key) == [.scroll])
    }
}
