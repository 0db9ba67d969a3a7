/// The trait environment of a view, view controller, window or scene.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits that describe the environment.
    var traitCollection: UITraitCollection { get }
    /// Called when the environment's traits change.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
