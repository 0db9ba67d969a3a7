import Foundation

/// The traits, such as the interface style and display scale, that describe the environment
/// of views and view controllers.
public final class UITraitCollection: NSObject, Sendable {
    /// The user interface style: light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The scale factor of the display: the browser's device pixel ratio.
    public let displayScale: CGFloat

    /// Creates a trait collection with every trait unspecified.
    public override convenience init() {
        self.init(userInterfaceStyle: .unspecified, displayScale: 0)
    }

    /// Creates a trait collection that contains only the given interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 0)
    }

    /// Creates a trait collection that contains only the given display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .unspecified, displayScale: displayScale)
    }

    init(userInterfaceStyle: UIUserInterfaceStyle, displayScale: CGFloat) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
    }

    /// The trait collection used to resolve dynamic colors outside of any view.
    @MainActor public static var current = UITraitCollection(userInterfaceStyle: .light, displayScale: 2)

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && displayScale == other.displayScale
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        return hasher.finalize()
    }
}
