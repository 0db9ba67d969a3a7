import Foundation

/// The traits, such as the size classes, interface style and display scale, that describe the
/// environment of windows, view controllers and views.
public final class UITraitCollection: NSObject, Sendable {
    /// The user interface style: light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The scale factor of the display: the browser's device pixel ratio.
    public let displayScale: CGFloat
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The preferred size of content.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The interface idiom.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    init(userInterfaceStyle: UIUserInterfaceStyle = .unspecified, displayScale: CGFloat = 0,
         horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
         preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
         userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// Creates a trait collection with every trait unspecified.
    public override convenience init() {
        self.init(userInterfaceStyle: .unspecified)
    }

    /// Creates a trait collection that contains only the given interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 0)
    }

    /// Creates a trait collection that contains only the given display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .unspecified, displayScale: displayScale)
    }

    /// Creates a trait collection that contains only the given horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass)
    }

    /// Creates a trait collection that contains only the given vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// Creates a trait collection that contains only the given layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(userInterfaceStyle: .unspecified, layoutDirection: layoutDirection)
    }

    /// Creates a trait collection that contains only the given content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// Creates a trait collection that contains only the given idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(userInterfaceStyle: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
    }

    /// Creates a trait collection from several: for each trait, the last one that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var merged = UITraitCollection()
        for traits in traitCollections { merged = merged.overriding(with: traits) }
        self.init(userInterfaceStyle: merged.userInterfaceStyle, displayScale: merged.displayScale,
                  horizontalSizeClass: merged.horizontalSizeClass, verticalSizeClass: merged.verticalSizeClass,
                  layoutDirection: merged.layoutDirection, preferredContentSizeCategory: merged.preferredContentSizeCategory,
                  userInterfaceIdiom: merged.userInterfaceIdiom)
    }

    /// These traits with every trait `other` specifies taking its value.
    func overriding(with other: UITraitCollection) -> UITraitCollection {
        UITraitCollection(
            userInterfaceStyle: other.userInterfaceStyle != .unspecified ? other.userInterfaceStyle : userInterfaceStyle,
            displayScale: other.displayScale != 0 ? other.displayScale : displayScale,
            horizontalSizeClass: other.horizontalSizeClass != .unspecified ? other.horizontalSizeClass : horizontalSizeClass,
            verticalSizeClass: other.verticalSizeClass != .unspecified ? other.verticalSizeClass : verticalSizeClass,
            layoutDirection: other.layoutDirection != .unspecified ? other.layoutDirection : layoutDirection,
            preferredContentSizeCategory: other.preferredContentSizeCategory != .unspecified
                ? other.preferredContentSizeCategory : preferredContentSizeCategory,
            userInterfaceIdiom: other.userInterfaceIdiom != .unspecified ? other.userInterfaceIdiom : userInterfaceIdiom)
    }

    /// Whether these traits include every trait the other collection specifies, with its value.
    public func containsTraits(in traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return overriding(with: traitCollection) == self
    }

    /// Whether a change from `other` to these traits changes how colors resolve.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// The trait collection used to resolve dynamic colors outside of any view.
    @MainActor public static var current = UITraitCollection(
        userInterfaceStyle: .light, displayScale: 2, horizontalSizeClass: .compact, verticalSizeClass: .regular,
        layoutDirection: .leftToRight, preferredContentSizeCategory: .large, userInterfaceIdiom: .phone) {
        didSet { TraitEnvironmentGeneration.advance() }
    }

    /// The traits of a browser viewport: size classes from its size (regular width from 700
    /// points, regular height from 500), the pad idiom when both are regular.
    static func forDisplay(width: CGFloat, height: CGFloat, scale: CGFloat, style: UIUserInterfaceStyle,
                           contentSizeCategory: UIContentSizeCategory = .large) -> UITraitCollection {
        let horizontal: UIUserInterfaceSizeClass = width >= 700 ? .regular : .compact
        let vertical: UIUserInterfaceSizeClass = height >= 500 ? .regular : .compact
        return UITraitCollection(
            userInterfaceStyle: UIApplication.infoPlistInterfaceStyle ?? style, displayScale: scale,
            horizontalSizeClass: horizontal, verticalSizeClass: vertical,
            layoutDirection: .leftToRight, preferredContentSizeCategory: contentSizeCategory,
            userInterfaceIdiom: horizontal == .regular && vertical == .regular ? .pad : .phone)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && displayScale == other.displayScale
            && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && layoutDirection == other.layoutDirection && preferredContentSizeCategory == other.preferredContentSizeCategory
            && userInterfaceIdiom == other.userInterfaceIdiom
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        return hasher.finalize()
    }

    public override var description: String {
        "UITraitCollection(style: \(userInterfaceStyle), scale: \(displayScale), horizontal: \(horizontalSizeClass), "
            + "vertical: \(verticalSizeClass), idiom: \(userInterfaceIdiom))"
    }
}
