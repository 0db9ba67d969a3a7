import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private var layoutLog: [String] = []

@MainActor
private class LayoutLoggingView: UIView {
    var name = ""
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutLog.append("\(name).layoutSubviews \(Int(bounds.width))")
    }
}

@MainActor
struct LayoutCycleTests {
    private func makeWindow() -> (UIWindowScene, UIWindow) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "layout-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 500, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        return (scene, window)
    }

    /// Names the two views for the log, puts `child` in `parent` and `parent` in the window.
    private func install(_ parent: LayoutLoggingView, holding child: LayoutLoggingView, in window: UIWindow) {
        parent.name = "parent"
        child.name = "child"
        parent.addSubview(child)
        window.addSubview(parent)
    }

    @Test func testSetNeedsLayoutDefersToOneLayoutAtTheEndOfTheTurnWithTheFinalSize() {
        let (scene, window) = makeWindow()
        let view = LayoutLoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.name = "view"
        window.addSubview(view)
        _ = scene.finishTurn()
        layoutLog = []
        view.frame.size.width = 50
        view.setNeedsLayout()
        view.frame.size.width = 70
        #expect(layoutLog.isEmpty)
        _ = scene.finishTurn()
        #expect(layoutLog == ["view.layoutSubviews 70"])
        _ = scene.finishTurn()
        #expect(layoutLog == ["view.layoutSubviews 70"])
    }

    @Test func testSetNeedsLayoutDuringItsOwnLayoutLaysTheViewOutAgainInTheNextCycle() {
        final class SettlingView: UIView {
            var passes = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
                layoutLog.append("settling.layoutSubviews \(passes)")
                if passes == 1 { setNeedsLayout() }
            }
        }
        let (scene, window) = makeWindow()
        let view = SettlingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        layoutLog = []
        _ = scene.finishTurn()
        #expect(layoutLog == ["settling.layoutSubviews 1", "settling.layoutSubviews 2"])
        _ = scene.finishTurn()
        #expect(layoutLog.count == 2)
    }

    @Test func testASubviewResizedByItsSuperviewsLayoutDoesNotLayTheSuperviewOutAgain() {
        final class HalvingView: LayoutLoggingView {
            override func layoutSubviews() {
                super.layoutSubviews()
                subviews.first?.frame.size.width = bounds.width / 2
            }
        }
        let (scene, window) = makeWindow()
        let parent = HalvingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LayoutLoggingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        install(parent, holding: child, in: window)
        _ = scene.finishTurn()
        layoutLog = []
        parent.frame.size.width = 200
        _ = scene.finishTurn()
        #expect(layoutLog == ["parent.layoutSubviews 200", "child.layoutSubviews 100"])
    }

    @Test func testLayoutIfNeededLaysOutPendingViewsNowTopDown() {
        let (_, window) = makeWindow()
        let parent = LayoutLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LayoutLoggingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        install(parent, holding: child, in: window)
        window.layoutIfNeeded()
        layoutLog = []
        child.setNeedsLayout()
        parent.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(layoutLog == ["parent.layoutSubviews 100", "child.layoutSubviews 20"])
        child.layoutIfNeeded()
        #expect(layoutLog.count == 2)
    }

    @Test func testAViewThatDoesNotNeedLayoutIsNotLaidOut() {
        let (scene, window) = makeWindow()
        let laidOut = LayoutLoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let untouched = LayoutLoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        laidOut.name = "laidOut"
        untouched.name = "untouched"
        window.addSubview(laidOut)
        window.addSubview(untouched)
        _ = scene.finishTurn()
        layoutLog = []
        laidOut.bounds.size = CGSize(width: 30, height: 30)
        _ = scene.finishTurn()
        #expect(layoutLog == ["laidOut.layoutSubviews 30"])
    }

    @Test func testSizeToFitUsesSizeThatFits() {
        final class FixedSizeView: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 7) }
        }
        let view = FixedSizeView(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 42, height: 7))
    }
}
