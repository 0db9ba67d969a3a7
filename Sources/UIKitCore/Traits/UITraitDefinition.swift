/// A trait a view or controller can observe changes of with `registerForTraitChanges`.
public protocol UITraitDefinition {
    /// A name that identifies the trait.
    static var identifier: String { get }
}

/// A trait type, as the trait-change registration methods take it.
public typealias UITrait = any UITraitDefinition.Type

extension UITraitCollection {
    /// Whether the trait named `identifier` differs between these traits and `other`.
    func differs(from other: UITraitCollection, in identifier: String) -> Bool {
        switch identifier {
        case UITraitUserInterfaceStyle.identifier: userInterfaceStyle != other.userInterfaceStyle
        case UITraitHorizontalSizeClass.identifier: horizontalSizeClass != other.horizontalSizeClass
        case UITraitVerticalSizeClass.identifier: verticalSizeClass != other.verticalSizeClass
        case UITraitDisplayScale.identifier: displayScale != other.displayScale
        case UITraitLayoutDirection.identifier: layoutDirection != other.layoutDirection
        case UITraitPreferredContentSizeCategory.identifier: preferredContentSizeCategory != other.preferredContentSizeCategory
        case UITraitUserInterfaceIdiom.identifier: userInterfaceIdiom != other.userInterfaceIdiom
        default: false
        }
    }
}
