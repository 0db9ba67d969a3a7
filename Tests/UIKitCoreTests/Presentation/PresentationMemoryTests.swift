import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Dismissed controllers go away with their views once the app lets go of them.
@MainActor
struct PresentationMemoryTests {
    @Test(arguments: [UIModalPresentationStyle.fullScreen, .pageSheet, .overFullScreen, .currentContext])
    func testDismissedControllerIsDeallocatedWithItsViews(style: UIModalPresentationStyle) {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        weak var weakController: UIViewController?
        weak var weakView: UIView?
        weak var weakSubview: UIView?
        do {
            let presented = UIViewController()
            presented.modalPresentationStyle = style
            let label = UILabel()
            label.text = "presented"
            presented.view.addSubview(label)
            weakController = presented
            weakView = presented.view
            weakSubview = label
            root.present(presented, animated: true)
            stage.finishTurn()
        }
        #expect(weakController != nil)
        root.dismiss(animated: true)
        stage.finishTurn()
        #expect(weakController == nil)
        #expect(weakView == nil)
        #expect(weakSubview == nil)
    }

    @Test func testDismissedStackIsDeallocated() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        weak var weakMiddle: UIViewController?
        weak var weakTop: UIViewController?
        do {
            let middle = UIViewController()
            let top = UIViewController()
            top.modalPresentationStyle = .fullScreen
            weakMiddle = middle
            weakTop = top
            root.present(middle, animated: false)
            stage.finishTurn()
            middle.present(top, animated: false)
            stage.finishTurn()
        }
        root.dismiss(animated: false)
        stage.finishTurn()
        #expect(weakMiddle == nil && weakTop == nil)
    }

    @Test func testAControllerKeptByTheAppCanBePresentedAgain() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let presented = UIViewController()
        root.present(presented, animated: false)
        stage.finishTurn()
        root.dismiss(animated: false)
        stage.finishTurn()
        root.present(presented, animated: false)
        stage.finishTurn()
        #expect(presented.view.window === stage.window)
        #expect(presented.presentingViewController === root)
    }
}
