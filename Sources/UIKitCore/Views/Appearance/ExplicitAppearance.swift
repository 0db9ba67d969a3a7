/// The appearance-selectable properties an app set on an instance itself. UIKit never lets an
/// appearance proxy overwrite such a value, whether the app set it before or after the instance
/// entered a window. A view keeps these marks in four bytes of what was padding after its
/// other flags.
struct ExplicitAppearance: OptionSet {
    let rawValue: UInt32

    // UIView (and UIBarButtonItem's tint)
    static let backgroundColor = Self(rawValue: 1 << 0)
    static let tintColor = Self(rawValue: 1 << 1)
    // UILabel, UITextField, UITextView
    static let textColor = Self(rawValue: 1 << 2)
    static let font = Self(rawValue: 1 << 3)
    static let shadowColor = Self(rawValue: 1 << 4)
    // UIButton's per-state setters (a value set for any state keeps every state's)
    static let titleColor = Self(rawValue: 1 << 5)
    static let titleShadowColor = Self(rawValue: 1 << 6)
    static let image = Self(rawValue: 1 << 7)
    static let backgroundImage = Self(rawValue: 1 << 8)
    // Controls
    static let onTintColor = Self(rawValue: 1 << 9)
    static let thumbTintColor = Self(rawValue: 1 << 10)
    static let minimumTrackTintColor = Self(rawValue: 1 << 11)
    static let maximumTrackTintColor = Self(rawValue: 1 << 12)
    static let progressTintColor = Self(rawValue: 1 << 13)
    static let trackTintColor = Self(rawValue: 1 << 14)
    static let pageIndicatorTintColor = Self(rawValue: 1 << 15)
    static let currentPageIndicatorTintColor = Self(rawValue: 1 << 16)
    static let selectedSegmentTintColor = Self(rawValue: 1 << 17)
    /// UISegmentedControl's, UINavigationBar's and UIBarItem's (any state).
    static let titleTextAttributes = Self(rawValue: 1 << 18)
    // Bars and tables
    static let barTintColor = Self(rawValue: 1 << 19)
    static let largeTitleTextAttributes = Self(rawValue: 1 << 20)
    static let isTranslucent = Self(rawValue: 1 << 21)
    static let shadowImage = Self(rawValue: 1 << 22)
    static let unselectedItemTintColor = Self(rawValue: 1 << 23)
    static let separatorColor = Self(rawValue: 1 << 24)
}

/// An instance whose appearance-selectable setters tell set-by-the-app from set-by-a-proxy.
@MainActor
protocol ExplicitAppearanceHolding: AnyObject {
    var explicitAppearance: ExplicitAppearance { get set }
}

extension ExplicitAppearanceHolding {
    /// Called by an appearance-selectable setter before it takes the value: the app's own set
    /// is marked and taken; a proxy's is taken only where the app set nothing.
    func acceptsAppearanceValue(_ property: ExplicitAppearance) -> Bool {
        if AppearanceRegistry.shared.isApplying { return !explicitAppearance.contains(property) }
        explicitAppearance.insert(property)
        return true
    }
}

extension UIView: ExplicitAppearanceHolding {}
extension UIBarItem: ExplicitAppearanceHolding {}
