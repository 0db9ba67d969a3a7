import Foundation

/// What an app set on one responder that most never set: accessibility values, and the action
/// methods it registered by selector (`registerAction(_:_:)`). A responder keeps one optional
/// reference to this, made on the first set, and computes its defaults: the action methods took a
/// word of every view and controller of their own.
@MainActor
final class ResponderRareParts {
    /// The methods `registerAction(_:_:)` made the responder perform, by selector.
    var actionMethods: [Selector: (Any?) -> Void] = [:]
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
    /// The box for what the app sets, made on the first set.
    var responderRarePartsMade: ResponderRareParts {
        if let responderRareParts { return responderRareParts }
        let storage = ResponderRareParts()
        responderRareParts = storage
        return storage
    }
}
