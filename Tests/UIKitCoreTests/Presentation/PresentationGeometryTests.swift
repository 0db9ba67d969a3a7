import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Where presented views go in the window, per style.
@MainActor
struct PresentationGeometryTests {
    @Test func testFullScreenCoversTheWindowAndRemovesThePresenterView() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        #expect(root.view.window === stage.window)
        stage.finishTurn()
        #expect(presented.view.convert(presented.view.bounds, to: nil) == stage.window.bounds)
        #expect(root.view.window == nil)
        root.dismiss(animated: true)
        stage.finishTurn()
        #expect(stage.window.subviews == [root.view])
        #expect(root.view.frame == stage.window.bounds)
    }

    @Test(arguments: [UIModalPresentationStyle.automatic, .pageSheet, .formSheet])
    func testSheetSitsBelowTheTopWithRoundedTopCornersOverTheDimmedPresenter(style: UIModalPresentationStyle) {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        root.present(presented, animated: true)
        stage.finishTurn()
        // A 20-point status bar area plus the 10-point gap; the sheet runs to the bottom.
        #expect(presented.view.convert(presented.view.bounds, to: nil) == CGRect(x: 0, y: 30, width: 390, height: 814))
        let sheet = try! #require(presented.view.superview)
        #expect(sheet.layer.cornerRadius == 10 && sheet.clipsToBounds)
        #expect(sheet.frame.maxY == 854, "the bottom corners hang below the window, so only the top ones show")
        let transition = try! #require(sheet.superview)
        let dimming = try! #require(transition.subviews.first)
        #expect(dimming.frame == stage.window.bounds)
        #expect(dimming.backgroundColor == UIColor.black.withAlphaComponent(0.4))
        #expect(root.view.window === stage.window)
        #expect(stage.window.subviews == [root.view, transition])
    }

    @Test func testTouchesOnTheDimmedAreaDoNotReachThePresenter() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Behind") { _ in taps += 1 })
        button.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
        root.view.addSubview(button)
        let presented = UIViewController()
        root.present(presented, animated: false)
        stage.finishTurn()
        stage.scene.tap(at: CGPoint(x: 100, y: 15))
        #expect(taps == 0)
    }

    @Test func testOverFullScreenCoversTheWindowAndKeepsThePresenter() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: false)
        stage.finishTurn()
        #expect(presented.view.convert(presented.view.bounds, to: nil) == stage.window.bounds)
        #expect(root.view.window === stage.window)
    }

    @Test func testPresentedViewFollowsTheWindowSize() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: false)
        stage.finishTurn()
        stage.window.frame = CGRect(x: 0, y: 0, width: 500, height: 700)
        stage.finishTurn()
        #expect(presented.view.convert(presented.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 500, height: 700))
    }
}
