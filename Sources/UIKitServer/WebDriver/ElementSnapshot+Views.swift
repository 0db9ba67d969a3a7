import Foundation
@_spi(Host) import UIKitCore

/// The element tree of a scene, as XCUITest builds it from the accessibility of its views: an
/// application, its windows, and below them every shown view; an accessibility element (a
/// button, a label, a switch…) hides its own subviews, as on iOS.
extension ElementSnapshot {
    @MainActor
    static func application(of scene: UIWindowScene) -> ElementSnapshot {
        let bounds = scene.screen.bounds
        let root = ElementSnapshot(type: "XCUIElementTypeApplication", name: applicationName, label: applicationName,
                                   rect: CGRect(origin: .zero, size: bounds.size), isAccessible: false)
        for window in scene.windows where !window.isHidden {
            root.append(element(for: window, screen: bounds))
        }
        return root
    }

    /// The app's name, as the Application element shows it.
    nonisolated static var applicationName: String {
        UIApplication.appDisplayName ?? ProcessInfo.processInfo.processName
    }

    @MainActor
    static func element(for view: UIView, screen: CGRect, withChildren: Bool = true) -> ElementSnapshot {
        let type = elementType(of: view)
        let reading = view.automationReading
        let isLeaf = hidesSubviews(view)
        let label = nonEmpty(view.accessibilityLabel) ?? (isLeaf ? nonEmpty(reading.text) : nil)
        let value = elementValue(of: view, type: type, reading: reading)
        let rect = view.convert(view.bounds, to: nil)
        let control = view as? UIControl
        let element = ElementSnapshot(
            type: type,
            name: nonEmpty(view.accessibilityIdentifier) ?? label,
            label: label,
            value: value,
            placeholderValue: (view as? UITextField)?.placeholder,
            rect: rect,
            isEnabled: control?.isEnabled ?? true,
            isVisible: isShown(view) && rect.intersects(screen) && rect.width > 0 && rect.height > 0,
            isAccessible: view.isAccessibilityElement || isLeaf,
            isSelected: control?.isSelected ?? (view as? UITableViewCell)?.isSelected ?? (view as? UICollectionViewCell)?.isSelected ?? false,
            isFocused: view.isFirstResponder,
            view: view)
        guard !isLeaf, withChildren else { return element }
        for subview in view.subviews where !subview.isHidden && subview.alpha >= 0.01 {
            element.append(self.element(for: subview, screen: screen))
        }
        return element
    }

    /// The XCUIElementType of a view, from its class.
    @MainActor
    static func elementType(of view: UIView) -> String {
        let name: String
        switch view {
        case is UIWindow: name = "Window"
        case let field as UITextField: name = field.isSecureTextEntry ? "SecureTextField" : "TextField"
        case is UITextView: name = "TextView"
        case is UISwitch: name = "Switch"
        case is UISlider: name = "Slider"
        case is UIStepper: name = "Stepper"
        case is UISegmentedControl: name = "SegmentedControl"
        case is UIPageControl: name = "PageIndicator"
        case is UIDatePicker: name = "DatePicker"
        case is UIPickerView: name = "Picker"
        case is UIButton: name = "Button"
        case is UILabel: name = "StaticText"
        case is UIImageView: name = "Image"
        case is UIProgressView: name = "ProgressIndicator"
        case is UIActivityIndicatorView: name = "ActivityIndicator"
        case is UITableViewCell, is UICollectionViewCell: name = "Cell"
        case is UITableView: name = "Table"
        case is UICollectionView: name = "CollectionView"
        case is UISearchBar: name = "SearchField"
        case is UINavigationBar: name = "NavigationBar"
        case is UITabBar: name = "TabBar"
        case is UIToolbar: name = "Toolbar"
        case is UIScrollView: name = "ScrollView"
        default: name = internalType(of: view)
        }
        return typePrefix + name
    }

    /// Framework views with no public class: tab bar items are buttons, an alert's view is an
    /// alert or a sheet.
    @MainActor
    private static func internalType(of view: UIView) -> String {
        switch String(describing: Swift.type(of: view)) {
        case "UITabBarButton": "Button"
        case "UIAlertControllerView":
            (view.next as? UIAlertController)?.preferredStyle == .actionSheet ? "Sheet" : "Alert"
        default: "Other"
        }
    }

    /// Whether the view is one accessibility element whose subviews VoiceOver and XCUITest do
    /// not see.
    @MainActor
    static func hidesSubviews(_ view: UIView) -> Bool {
        if view.isAccessibilityElement { return true }
        switch view {
        case is UIButton, is UILabel, is UITextField, is UITextView, is UISwitch, is UISlider, is UIStepper,
             is UIPageControl, is UIProgressView, is UIActivityIndicatorView, is UIImageView:
            return true
        default:
            return String(describing: Swift.type(of: view)) == "UITabBarButton"
        }
    }

    /// WebDriverAgent's value rules: a switch is "1" or "0", a slider a percentage, a secure
    /// field bullets, a text field its text.
    @MainActor
    private static func elementValue(of view: UIView, type: String, reading: (text: String?, value: String?)) -> String? {
        if let value = view.accessibilityValue { return value }
        switch view {
        case let field as UITextField:
            let text = field.text ?? ""
            if field.isSecureTextEntry { return String(repeating: "\u{2022}", count: text.count) }
            return text.isEmpty ? field.placeholder : text
        case let slider as UISlider:
            let span = slider.maximumValue - slider.minimumValue
            let fraction = span > 0 ? (slider.value - slider.minimumValue) / span : 0
            return "\(Int((fraction * 100).rounded()))%"
        case is UILabel:
            return reading.text
        case is UIButton:
            return nil
        default:
            return reading.value
        }
    }

    @MainActor
    private static func isShown(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if candidate.isHidden || candidate.alpha < 0.01 { return false }
            current = candidate.superview
        }
        return view.window != nil
    }

    private static func nonEmpty(_ string: String?) -> String? {
        guard let string, !string.isEmpty else { return nil }
        return string
    }
}
