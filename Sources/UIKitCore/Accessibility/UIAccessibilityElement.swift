import Foundation

/// An element that should be accessible but is not a view: a part of what a view draws.
///
/// The container view returns such elements from `accessibilityElements`; each describes its
/// part with a label, value and traits, and places it in the container's coordinates with
/// `accessibilityFrameInContainerSpace`.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// The view or element that contains this element.
    open weak var accessibilityContainer: AnyObject?

    /// The element's id in the page, the REST tree and WebDriver: from the same sequence as
    /// views' node ids, stable for the element's lifetime.
    let renderID = RenderNodeIDs.next()

    /// The element's frame in its container view's coordinates; the element's
    /// `accessibilityFrame` follows the container when it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet { (accessibilityContainer as? UIView)?.accessibilityDidChange() }
    }

    /// A string that identifies the element, for automation.
    open var accessibilityIdentifier: String? {
        get { responderRareParts?.identifier }
        set { responderRarePartsMade.identifier = newValue; accessibilityDidChange() }
    }

    /// Creates an element contained in `container` (a view, or another element).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// An element is an element unless the app says otherwise.
    override var isAccessibilityElementByDefault: Bool { true }

    override var defaultAccessibilityFrame: CGRect {
        guard let view = containerView, view.window != nil else { return .zero }
        return view.convert(accessibilityFrameInContainerSpace, to: nil)
    }

    override func accessibilityDidChange() {
        containerView?.accessibilityDidChange()
    }

    /// Whether Tab stops on the element in the page: an enabled button, link or adjustable
    /// element, or one with custom actions.
    var isKeyboardFocusable: Bool {
        guard isAccessibilityElement else { return false }
        let traits = accessibilityTraits
        if traits.contains(.notEnabled) { return false }
        return !traits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey]) || !(accessibilityCustomActions ?? []).isEmpty
    }

    /// The nearest view up the chain of containers.
    var containerView: UIView? {
        var container: AnyObject? = accessibilityContainer
        while let current = container {
            if let view = current as? UIView { return view }
            container = (current as? UIAccessibilityElement)?.accessibilityContainer
        }
        return nil
    }
}

extension UIAccessibilityElement {
    /// The element's node id on the wire (the page, the REST tree, WebDriver element ids).
    @_spi(Host) public var renderNodeID: Int { renderID }
}
