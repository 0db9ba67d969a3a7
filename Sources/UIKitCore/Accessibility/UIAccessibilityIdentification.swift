/// Methods that associate a unique identifier with elements in your user interface.
@MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    /// A string that identifies the element, for automation; never read to the user.
    var accessibilityIdentifier: String? { get set }
}
