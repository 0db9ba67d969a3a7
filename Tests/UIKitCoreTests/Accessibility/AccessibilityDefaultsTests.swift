import Testing
import UIKit

/// Every framework view has iOS's accessibility defaults, and an app's values replace them.
@MainActor
struct AccessibilityDefaultsTests {
    @Test func testPlainViewIsNotAnElementAndHasNoLabelOrTraits() {
        let view = UIView()
        #expect(view.isAccessibilityElement == false)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityTraits == [])
        #expect(view.accessibilityElementsHidden == false)
        #expect(view.accessibilityViewIsModal == false)
    }

    @Test func testButtonReadsAsItsTitleWithTheButtonTrait() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == .button)
    }

    @Test func testDisabledButtonAddsNotEnabledAndSelectedButtonAddsSelected() {
        let button = UIButton(type: .system)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
    }

    @Test func testATabBarReadsAsATabBarAndItsTabsAsTheirItems() {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Home", image: nil, selectedImage: nil)
        second.tabBarItem = UITabBarItem(title: "Settings", image: nil, selectedImage: nil)
        second.tabBarItem.accessibilityLabel = "Preferences"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let bar = tabs.tabBar
        bar.layoutIfNeeded()
        #expect(bar.accessibilityTraits == .tabBar)
        let buttons = bar.subviews.flatMap { [$0] + $0.subviews }.compactMap { $0 as? UIControl }
        #expect(buttons.map(\.accessibilityLabel) == ["Home", "Preferences"])
        #expect(buttons.allSatisfy { $0.accessibilityTraits.contains(.button) })
        bar.accessibilityTraits = .header
        #expect(bar.accessibilityTraits == .header, "an app's traits replace the default")
    }

    @Test func testANavigationBarsTitlesReadAsHeadersUntilAnAppSaysOtherwise() {
        let list = UIViewController()
        list.title = "Mail"
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        defer { withExtendedLifetime(window) {} }
        func labels(in view: UIView) -> [UILabel] {
            view.subviews.flatMap { [$0 as? UILabel].compactMap { $0 } + labels(in: $0) }
        }
        let titles = labels(in: navigation.navigationBar).filter { $0.text == "Mail" }
        #expect(titles.count == 2, "the title row's title and the large title")
        #expect(titles.allSatisfy { $0.accessibilityTraits == .header })
        #expect(titles.allSatisfy { $0.isAccessibilityElement })
        titles[0].accessibilityTraits = .staticText
        #expect(titles[0].accessibilityTraits == .staticText, "an app's traits replace the default")
        #expect(titles[1].accessibilityTraits == .header)
        #expect(UILabel().accessibilityTraits == .staticText, "other labels keep theirs")
    }

    @Test func testSwitchValueIsOneWhenOnAndZeroWhenOff() {
        let control = UISwitch()
        #expect(control.accessibilityValue == "0")
        control.isOn = true
        #expect(control.accessibilityValue == "1")
        #expect(control.accessibilityTraits.contains(.button))
    }

    @Test func testSliderIsAdjustableAndReadsAPercentageOfItsRange() {
        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 12.5
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "25%")
    }

    @Test func testSliderIncrementMovesATenthOfTheRangeAndSendsValueChanged() {
        let slider = UISlider()
        slider.value = 0.5
        var sent: [Float] = []
        slider.addAction(UIAction { _ in sent.append(slider.value) }, for: .valueChanged)
        slider.accessibilityIncrement()
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(sent.map { ($0 * 10).rounded() / 10 } == [0.6, 0.5, 0.4])
    }

    @Test func testStepperIncrementAddsTheStepValue() {
        let stepper = UIStepper()
        stepper.stepValue = 5
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        stepper.accessibilityDecrement()
        #expect(stepper.value == 5)
        #expect(stepper.accessibilityValue == "5")
        #expect(stepper.accessibilityTraits == .adjustable)
    }

    @Test func testTextFieldValueIsItsText() {
        let field = UITextField()
        #expect(field.accessibilityValue == nil)
        field.text = "hello"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityValue == "hello")
    }

    @Test func testLabelIsStaticTextReadAsItsText() {
        let label = UILabel()
        label.text = "Name"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Name")
        #expect(label.accessibilityTraits == .staticText)
    }

    @Test func testImageViewIsNotAnElementByDefaultAndHasTheImageTrait() {
        let imageView = UIImageView()
        #expect(imageView.isAccessibilityElement == false)
        #expect(imageView.accessibilityTraits == .image)
    }

    @Test func testProgressViewReadsAPercentage() {
        let progress = UIProgressView()
        progress.progress = 0.3
        #expect(progress.accessibilityValue == "30%")
        #expect(progress.accessibilityTraits == .updatesFrequently)
    }

    @Test func testAppValuesReplaceDefaultsAndNilRestoresThem() {
        let button = UIButton(type: .system)
        button.setTitle("+", for: .normal)
        button.accessibilityLabel = "Add item"
        button.accessibilityHint = "Adds an item to the list"
        button.accessibilityValue = "3 items"
        button.accessibilityTraits = [.button, .startsMediaSession]
        #expect(button.accessibilityLabel == "Add item")
        #expect(button.accessibilityHint == "Adds an item to the list")
        #expect(button.accessibilityValue == "3 items")
        #expect(button.accessibilityTraits == [.button, .startsMediaSession])
        button.accessibilityLabel = nil
        #expect(button.accessibilityLabel == "+")
    }

    @Test func testAccessibilityIdentifierIsKeptApartFromTheLabel() {
        let view = UIView()
        view.accessibilityIdentifier = "card"
        #expect(view.accessibilityIdentifier == "card")
        #expect(view.accessibilityLabel == nil)
        view.accessibilityIdentifier = nil
        #expect(view.accessibilityIdentifier == nil)
    }

    @Test func testACellsAccessoryIsNotReadAndACheckmarkMakesItSelected() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.accessoryType = .disclosureIndicator
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        #expect(cell.accessibilityLabel == "Wi-Fi")
        #expect(cell.accessibilityTraits.contains(.selected) == false)
        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        #expect(cell.accessibilityLabel == "Wi-Fi")
        #expect(cell.accessibilityTraits.contains(.selected))
    }

    @Test func testTableCellIsAnElementReadingItsLabels() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.layoutIfNeeded()
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Title, Detail")
        cell.isSelected = true
        #expect(cell.accessibilityTraits.contains(.selected))
    }

    @Test func testNavigationTitleIsAHeader() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.topViewController?.title = "Inbox"
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let headers = allViews(in: navigation.navigationBar).filter { $0.accessibilityTraits.contains(.header) && $0.accessibilityLabel == "Inbox" }
        #expect(!headers.isEmpty)
    }

    private func allViews(in view: UIView) -> [UIView] {
        [view] + view.subviews.flatMap(allViews)
    }
}
