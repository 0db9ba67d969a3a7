import Foundation

/// What the page's keyboard (or an assistive technology) does to an accessibility element.
@_spi(Host) public enum AccessibilityAction: Equatable, Sendable {
    /// Keyboard focus moved to the element (Tab, Shift-Tab).
    case focus
    /// Enter or Space: `accessibilityActivate()`, else a tap at the activation point.
    case activate
    /// Arrow keys on an adjustable element.
    case increment, decrement
    /// Escape: `accessibilityPerformEscape()` from the element up its responder chain.
    case escape
    /// One of the element's `accessibilityCustomActions`, by index.
    case customAction(Int)
}

/// Why an accessibility action could not be performed.
@_spi(Host) public enum AccessibilityActionError: Error, Equatable, CustomStringConvertible {
    case noNode(Int)
    case noCustomAction(node: Int, index: Int)

    public var description: String {
        switch self {
        case .noNode(let node): "no view of the scene has node id \(node)"
        case .noCustomAction(let node, let index): "node \(node) has no custom accessibility action \(index)"
        }
    }
}

extension UIWindowScene {
    /// Performs what a keyboard user or an assistive technology asked of the element with node
    /// id `node` (`nil`: the scene, for Escape). Returns whether something handled it.
    @_spi(Host) @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityAction, node: Int?) throws(AccessibilityActionError) -> Bool {
        let target: UIResponder?
        if let node {
            guard let found = accessibilityObject(withNode: node) else { throw .noNode(node) }
            target = found
        } else {
            target = nil
        }
        let view = target as? UIView ?? (target as? UIAccessibilityElement)?.containerView
        switch action {
        case .focus:
            guard let view = target as? UIView else { return false }
            return focus(view)
        case .activate:
            guard let target else { return false }
            return activate(target)
        case .increment:
            target?.accessibilityIncrement()
            return target != nil
        case .decrement:
            target?.accessibilityDecrement()
            return target != nil
        case .escape:
            if let element = target as? UIAccessibilityElement, element.accessibilityPerformEscape() { return true }
            return performEscape(from: escapeStart(focused: view))
        case .customAction(let index):
            guard let target, let node else { return false }
            guard let actions = target.accessibilityCustomActions, actions.indices.contains(index) else {
                throw .noCustomAction(node: node, index: index)
            }
            return actions[index].perform()
        }
    }

    /// The view with the node id, or the accessibility element (not a view) with it among the
    /// `accessibilityElements` of a view of the scene.
    @_spi(Host) public func accessibilityObject(withNode node: Int) -> UIResponder? {
        if let view = firstView(where: { $0.renderID == node }) { return view }
        var element: UIAccessibilityElement?
        _ = firstView { view in
            element = view.accessibilityElements?.lazy.compactMap { $0 as? UIAccessibilityElement }.first { $0.renderID == node }
            return element != nil
        }
        return element
    }

    /// Moves keyboard focus to the view; a text field or text view starts editing, so what is
    /// typed next goes into it.
    private func focus(_ view: UIView) -> Bool {
        guard view.canBecomeFocused else { return false }
        accessibility.focusSystem.focusedItem = view
        if view is UITextField || view is UITextView, !view.isFirstResponder { _ = view.becomeFirstResponder() }
        return true
    }

    /// VoiceOver's double tap: the element's own activation, else a tap at its activation point.
    private func activate(_ element: UIResponder) -> Bool {
        if element.accessibilityActivate() { return true }
        guard element.isAccessibilityElement, !element.accessibilityTraits.contains(.notEnabled) else { return false }
        tap(at: element.accessibilityActivationPoint)
        return true
    }

    /// Asks the responder and then each next responder to escape, until one does.
    private func performEscape(from start: UIResponder?) -> Bool {
        var responder = start
        while let current = responder {
            if current.accessibilityPerformEscape() { return true }
            responder = current.next
        }
        return false
    }

    /// Where Escape starts: the focused view, unless a presentation covers it (an alert shown
    /// from the focused button), then the presented content.
    private func escapeStart(focused: UIView?) -> UIResponder? {
        let front = frontmostContentView
        guard let focused else { return front }
        guard let presented = frontmostController, presented.presentingViewController != nil,
              let presentedView = presented.viewIfLoaded, !focused.isDescendant(of: presentedView) else { return focused }
        return front
    }

    /// The controller in front: the last presented one that is not leaving.
    private var frontmostController: UIViewController? {
        guard var controller = (keyWindow ?? windows.last)?.rootViewController else { return nil }
        while let presented = controller.presentedViewController, !presented.isBeingDismissed { controller = presented }
        return controller
    }

    /// The view of the controller in front, down through navigation and tab bar controllers to
    /// the content they show.
    private var frontmostContentView: UIView? {
        guard var controller = frontmostController else { return nil }
        while true {
            if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
                controller = top
            } else if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
                controller = selected
            } else {
                break
            }
        }
        return controller.view
    }
}
