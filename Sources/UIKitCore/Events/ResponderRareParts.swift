import Foundation

/// The accessibility values an app set on one object. Most views never set any, so a responder
/// keeps one optional reference to this, made on the first set, and computes its defaults.
@MainActor
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var customActions: [UIAccessibilityCustomAction]?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType = .none
}

extension UIResponder {
    /// The storage for values the app sets, made on the first set.
    var accessibilityStore: AccessibilityStorage {
        if let accessibilityStorage { return accessibilityStorage }
        let storage = AccessibilityStorage()
        accessibilityStorage = storage
        return storage
    }
}
