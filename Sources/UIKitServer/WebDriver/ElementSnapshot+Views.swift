import Foundation
@_spi(Host) import UIKitCore

/// The element tree of a scene, as XCUITest builds it from the UIAccessibility model of its
/// views: an application, its windows, and below them every shown view; an accessibility
/// element (a button, a label, a switch…) hides its own subviews, as on iOS, except a cell,
/// whose labels and controls XCUITest lists inside it.
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
        let traits = view.accessibilityTraits
        let type = elementType(of: view, traits: traits)
        let reading = view.automationReading
        let isLeaf = hidesSubviews(view)
        let label = nonEmpty(view.accessibilityLabel) ?? (isLeaf ? nonEmpty(reading.text) : nil)
        let rect = view.convert(view.bounds, to: nil)
        let control = view as? UIControl
        let element = ElementSnapshot(
            type: type,
            name: nonEmpty(view.accessibilityIdentifier) ?? label,
            label: label,
            value: elementValue(of: view, reading: reading),
            placeholderValue: (view as? UITextField)?.placeholder,
            rect: rect,
            isEnabled: !traits.contains(.notEnabled) && control?.isEnabled ?? true,
            isVisible: isShown(view) && rect.intersects(screen) && rect.width > 0 && rect.height > 0,
            isAccessible: view.isAccessibilityElement,
            isSelected: traits.contains(.selected) || control?.isSelected == true,
            isFocused: view.isFirstResponder,
            view: view)
        guard withChildren else { return element }
        // A container of elements that are not views lists its `accessibilityElements`, in
        // their order, as XCUITest does (a stepper's "Decrement" and "Increment" buttons).
        if !view.isAccessibilityElement, let items = view.accessibilityElements,
           items.contains(where: { $0 is UIAccessibilityElement }) {
            for item in items {
                if let part = item as? UIAccessibilityElement, part.isAccessibilityElement {
                    element.append(self.element(for: part, in: view, screen: screen))
                } else if let subview = item as? UIView, !subview.isHidden, subview.alpha >= 0.01 {
                    element.append(self.element(for: subview, screen: screen))
                }
            }
            return element
        }
        guard !isLeaf else { return element }
        for subview in view.subviews where !subview.isHidden && subview.alpha >= 0.01 {
            element.append(self.element(for: subview, screen: screen))
        }
        return element
    }

    /// An accessibility element that is not a view, inside its container `view`: its type
    /// comes from its traits.
    @MainActor
    static func element(for part: UIAccessibilityElement, in view: UIView, screen: CGRect) -> ElementSnapshot {
        let traits = part.accessibilityTraits
        let label = nonEmpty(part.accessibilityLabel)
        let rect = part.accessibilityFrame
        let element = ElementSnapshot(
            type: typePrefix + traitType(traits),
            name: nonEmpty(part.accessibilityIdentifier) ?? label,
            label: label,
            value: part.accessibilityValue,
            rect: rect,
            isEnabled: !traits.contains(.notEnabled),
            isVisible: isShown(view) && rect.intersects(screen) && rect.width > 0 && rect.height > 0,
            isAccessible: true,
            isSelected: traits.contains(.selected),
            view: view)
        element.accessibilityElement = part
        return element
    }

    /// The XCUIElementType of a view: from its class, else from its accessibility traits.
    @MainActor
    static func elementType(of view: UIView, traits: UIAccessibilityTraits) -> String {
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
        default: name = internalType(of: view) ?? traitType(traits)
        }
        return typePrefix + name
    }

    /// What XCUITest calls an element of another class with these traits.
    private static func traitType(_ traits: UIAccessibilityTraits) -> String {
        if traits.contains(.searchField) { return "SearchField" }
        if traits.contains(.keyboardKey) { return "Key" }
        if traits.contains(.link) { return "Link" }
        if traits.contains(.button) || traits.contains(.toggleButton) { return "Button" }
        if traits.contains(.adjustable) { return "Slider" }
        if traits.contains(.image) { return "Image" }
        if traits.contains(.tabBar) { return "TabBar" }
        if traits.contains(.staticText) { return "StaticText" }
        return "Other"
    }

    /// Framework views with no public class: tab bar items are buttons, an alert's view is an
    /// alert or a sheet.
    @MainActor
    private static func internalType(of view: UIView) -> String? {
        switch String(describing: Swift.type(of: view)) {
        case "UITabBarButton": "Button"
        case "UIAlertControllerView":
            (view.next as? UIAlertController)?.preferredStyle == .actionSheet ? "Sheet" : "Alert"
        default: nil
        }
    }

    /// Whether the view is one accessibility element whose subviews VoiceOver and XCUITest do
    /// not see.
    @MainActor
    static func hidesSubviews(_ view: UIView) -> Bool {
        if view is UITableViewCell || view is UICollectionViewCell { return false }
        if view.isAccessibilityElement { return true }
        switch view {
        case is UIButton, is UILabel, is UITextField, is UITextView, is UISwitch, is UISlider, is UIStepper,
             is UIPageControl, is UIProgressView, is UIActivityIndicatorView, is UIImageView:
            return true
        default:
            return String(describing: Swift.type(of: view)) == "UITabBarButton"
        }
    }

    /// WebDriverAgent's value rules over the accessibility value (a switch's "1" or "0", a
    /// slider's percentage): a secure field's value is bullets, an empty field's its
    /// placeholder, a label's its text.
    @MainActor
    private static func elementValue(of view: UIView, reading: (text: String?, value: String?)) -> String? {
        switch view {
        case let field as UITextField:
            let text = field.text ?? ""
            if field.isSecureTextEntry { return String(repeating: "\u{2022}", count: text.count) }
            return text.isEmpty ? field.placeholder : view.accessibilityValue ?? text
        case is UILabel:
            return view.accessibilityValue ?? reading.text
        default:
            return view.accessibilityValue
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
