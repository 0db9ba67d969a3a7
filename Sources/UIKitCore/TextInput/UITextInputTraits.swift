import Foundation

/// A collection of optional methods that determine the keyboard's behaviour while a text object
/// is editing. In the browser each trait becomes an attribute of the page's input element.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var isSecureTextEntry: Bool { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
}
