import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class TopLog: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    var allowsScrollToTop = true

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll \(Int(scrollView.contentOffset.y.rounded()))")
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        events.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        events.append("didScrollToTop")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        events.append("didEndScrollingAnimation")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        events.append("willBeginDragging")
    }
}

/// The scroll-to-top gesture (a tap on the status bar): which scroll view it reaches, the
/// delegate's say, and the order it hears.
@MainActor
struct ScrollToTopTests {
    /// A navigation controller whose content is a tall scroll view, with a horizontal strip
    /// near its top (a scroll view of its own that does not scroll vertically).
    private func makeScreen() -> (scene: UIWindowScene, window: UIWindow, scrollView: UIScrollView, strip: UIScrollView) {
        let content = UIViewController()
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        content.view = scrollView
        let strip = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 80))
        strip.contentSize = CGSize(width: 1200, height: 80)
        scrollView.addSubview(strip)
        let navigation = UINavigationController(rootViewController: content)
        let (scene, window) = showOnManualClock(navigation)
        return (scene, window, scrollView, strip)
    }

    @Test func testTappingTheStatusBarScrollsTheVerticalScrollViewClosestToItToItsTop() {
        let (scene, window, scrollView, _) = makeScreen()
        withExtendedLifetime(window) {
            let log = TopLog()
            scrollView.delegate = log
            let top = -scrollView.adjustedContentInset.top
            #expect(top < 0)
            scrollView.contentOffset = CGPoint(x: 0, y: 1200)
            _ = scene.finishTurn()
            log.events = []

            #expect(scene.tapStatusBar() === scrollView)
            #expect(scrollView.contentOffset.y == top)
            #expect(log.events == ["shouldScrollToTop", "didScroll \(Int(top))"])
            let patch = scene.finishTurn()
            #expect(patch?.operations.contains(.set(id: scrollView.renderNodeID, properties: [
                RenderProperty(.offset, .scrollOffset(x: 0, y: top, animated: true)),
            ])) == true)
            scene.clock.advance(by: 0.29)
            #expect(log.events.count == 2)
            scene.clock.advance(by: 0.02)
            #expect(log.events == ["shouldScrollToTop", "didScroll \(Int(top))", "didScrollToTop"])

            // At the top already: nothing happens, and the delegate is not asked.
            #expect(scene.tapStatusBar() == nil)
            #expect(log.events.count == 3)
        }
    }

    @Test func testTheDelegateOrScrollsToTopCanRefuseAndNoOtherScrollViewTakesOver() {
        let (scene, window, scrollView, strip) = makeScreen()
        withExtendedLifetime(window) {
            let log = TopLog()
            scrollView.delegate = log
            strip.delegate = log
            scrollView.contentOffset = CGPoint(x: 0, y: 900)
            log.events = []
            log.allowsScrollToTop = false
            #expect(scene.tapStatusBar() == nil)
            #expect(scrollView.contentOffset.y == 900)
            #expect(log.events == ["shouldScrollToTop"])

            scrollView.scrollsToTop = false
            log.allowsScrollToTop = true
            log.events = []
            #expect(scene.tapStatusBar() == nil)
            #expect(log.events.isEmpty)
            #expect(strip.contentOffset == .zero)
        }
    }

    @Test func testADragDuringTheScrollToTopEndsItWithoutDidScrollToTop() throws {
        let (scene, window, scrollView, _) = makeScreen()
        try withExtendedLifetime(window) {
            let log = TopLog()
            scrollView.delegate = log
            scrollView.contentOffset = CGPoint(x: 0, y: 700)
            #expect(scene.tapStatusBar() === scrollView)
            _ = scene.finishTurn()
            log.events = []
            try scene.scroll(node: scrollView.renderNodeID, to: CGPoint(x: 0, y: 40), phase: .began)
            scene.clock.advance(by: 1)
            #expect(log.events == ["willBeginDragging", "didScroll 40"])
        }
    }

    @Test func testAScrollViewInAPresentedSheetIsTheOneInFront() {
        let (scene, window, behind, _) = makeScreen()
        withExtendedLifetime(window) {
            let sheetContent = UIViewController()
            let front = UIScrollView()
            front.contentSize = CGSize(width: 390, height: 4000)
            sheetContent.view = front
            sheetContent.modalPresentationStyle = .fullScreen
            window.rootViewController?.present(sheetContent, animated: false)
            _ = scene.finishTurn()
            behind.contentOffset = CGPoint(x: 0, y: 500)
            front.contentOffset = CGPoint(x: 0, y: 800)
            #expect(scene.tapStatusBar() === front)
            #expect(front.contentOffset.y == -front.adjustedContentInset.top)
            #expect(behind.contentOffset.y == 500)
        }
    }
}
