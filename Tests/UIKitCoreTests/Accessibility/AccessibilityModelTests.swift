import Testing
import UIKit

/// The UIAccessibility model as apps use it: overrides in subclasses, accessibility elements
/// that are not views, containers, custom actions, frames and activation points.
@MainActor
struct AccessibilityModelTests {
    final class RatingView: UIView {
        var rating = 2
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
        override var accessibilityLabel: String? {
            get { "Rating" }
            set {}
        }
        override var accessibilityValue: String? {
            get { "\(rating) of 5 stars" }
            set {}
        }
        override var accessibilityTraits: UIAccessibilityTraits {
            get { .adjustable }
            set {}
        }
        override func accessibilityIncrement() { rating = min(rating + 1, 5) }
        override func accessibilityDecrement() { rating = max(rating - 1, 0) }
    }

    final class Handler: NSObject {}

    @Test func testSubclassOverridesAreWhatTheModelReads() {
        let view = RatingView()
        view.accessibilityIncrement()
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityLabel == "Rating")
        #expect(view.accessibilityValue == "3 of 5 stars")
        #expect(view.accessibilityTraits == .adjustable)
    }

    @Test func testAccessibilityFrameIsTheViewInScreenCoordinatesAndActivationPointItsCenter() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        window.addSubview(container)
        container.addSubview(button)
        #expect(button.accessibilityFrame == CGRect(x: 30, y: 110, width: 100, height: 40))
        #expect(button.accessibilityActivationPoint == CGPoint(x: 80, y: 130))
        button.accessibilityActivationPoint = CGPoint(x: 35, y: 115)
        #expect(button.accessibilityActivationPoint == CGPoint(x: 35, y: 115))
    }

    @Test func testElementFrameInContainerSpaceFollowsTheContainer() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let chart = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
        window.addSubview(chart)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 20, width: 30, height: 80)
        bar.accessibilityLabel = "March"
        bar.accessibilityValue = "12"
        chart.accessibilityElements = [bar]
        #expect(bar.isAccessibilityElement)
        #expect(bar.accessibilityFrame == CGRect(x: 60, y: 80, width: 30, height: 80))
        chart.frame.origin.x = 100
        #expect(bar.accessibilityFrame == CGRect(x: 110, y: 80, width: 30, height: 80))
        let container = bar.accessibilityContainer as? UIView
        #expect(container === chart)
    }

    @Test func testContainerMethodsAnswerFromAccessibilityElements() {
        let container = UIView()
        let first = UIAccessibilityElement(accessibilityContainer: container)
        let second = UIAccessibilityElement(accessibilityContainer: container)
        let stranger = UIAccessibilityElement(accessibilityContainer: container)
        container.accessibilityElements = [first, second]
        #expect(container.accessibilityElementCount() == 2)
        let atOne = container.accessibilityElement(at: 1) as? UIAccessibilityElement
        #expect(atOne === second)
        #expect(container.accessibilityElement(at: 2) == nil)
        #expect(container.index(ofAccessibilityElement: second) == 1)
        #expect(container.index(ofAccessibilityElement: stranger) == NSNotFound)
    }

    @Test func testCustomActionsKeepTheirHandlerOrTheirTargetAndSelector() {
        let handler = Handler()
        var log: [String] = []
        let byHandler = UIAccessibilityCustomAction(name: "Delete") { action in
            log.append("handler:\(action.name)")
            return true
        }
        let bySelector = UIAccessibilityCustomAction(name: "Archive", target: handler, selector: Selector("archive:"))
        let cell = UITableViewCell()
        cell.accessibilityCustomActions = [byHandler, bySelector]
        #expect(cell.accessibilityCustomActions?.map(\.name) == ["Delete", "Archive"])
        #expect(byHandler.actionHandler?(byHandler) == true)
        #expect(log == ["handler:Delete"])
        #expect(bySelector.target === handler)
        #expect(bySelector.selector == Selector("archive:"))
    }

    @Test func testDefaultActivateIncrementDecrementAndEscapeDoNothing() {
        let view = UIView()
        #expect(view.accessibilityActivate() == false)
        #expect(view.accessibilityPerformEscape() == false)
        #expect(view.accessibilityPerformMagicTap() == false)
        view.accessibilityIncrement()
        view.accessibilityDecrement()
        #expect(view.accessibilityValue == nil)
    }

    @Test func testFlagsCanBeSetAndReadBack() {
        let view = UIView()
        view.accessibilityElementsHidden = true
        view.accessibilityViewIsModal = true
        view.shouldGroupAccessibilityChildren = true
        view.accessibilityLanguage = "fr-FR"
        view.accessibilityContainerType = .list
        #expect(view.accessibilityElementsHidden)
        #expect(view.accessibilityViewIsModal)
        #expect(view.shouldGroupAccessibilityChildren)
        #expect(view.accessibilityLanguage == "fr-FR")
        #expect(view.accessibilityContainerType == .list)
    }

    @Test func testNavigationControllerEscapePopsAndTheRootDoesNot() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(navigation.accessibilityPerformEscape())
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.accessibilityPerformEscape() == false)
    }

    @Test func testVoiceOverIsNotRunningOutsideAScene() {
        #expect(UIAccessibility.isVoiceOverRunning == false)
    }
}
