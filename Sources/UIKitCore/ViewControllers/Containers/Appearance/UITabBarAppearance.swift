import Foundation

/// An object for customizing the appearance of a tab bar: besides the background and shadow,
/// the items' appearances in each layout and the selection indicator.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' appearance when titles sit under images (iPhone in portrait).
    open var stackedLayoutAppearance: UITabBarItemAppearance {
        didSet { adopt(stackedLayoutAppearance) }
    }

    /// The items' appearance when titles sit beside images.
    open var inlineLayoutAppearance: UITabBarItemAppearance {
        didSet { adopt(inlineLayoutAppearance) }
    }

    /// The items' appearance when titles sit beside images in a compact-height bar.
    open var compactInlineLayoutAppearance: UITabBarItemAppearance {
        didSet { adopt(compactInlineLayoutAppearance) }
    }

    /// How stacked items are positioned across the bar.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic {
        didSet { changed() }
    }

    /// The space between stacked items when they are centered; 0 is the system's.
    open var stackedItemSpacing: CGFloat = 0 {
        didSet { changed() }
    }

    /// The width of stacked items when they are centered; 0 is the system's.
    open var stackedItemWidth: CGFloat = 0 {
        didSet { changed() }
    }

    /// The tint of the selection indicator image.
    open var selectionIndicatorTintColor: UIColor? {
        didSet { changed() }
    }

    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage? {
        didSet { changed() }
    }

    public override init(idiom: UIUserInterfaceIdiom) {
        stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
        inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
        compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
        super.init(idiom: idiom)
        watchItems()
    }

    public override init(barAppearance: UIBarAppearance) {
        stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
        inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
        compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
        super.init(barAppearance: barAppearance)
        watchItems()
    }

    public required init(copying appearance: UIBarAppearance) {
        // A copy's item appearances are the original's duplicated, made once rather than made
        // by default and replaced.
        let original = appearance as? UITabBarAppearance
        stackedLayoutAppearance = original?.stackedLayoutAppearance.duplicate() ?? UITabBarItemAppearance(style: .stacked)
        inlineLayoutAppearance = original?.inlineLayoutAppearance.duplicate() ?? UITabBarItemAppearance(style: .inline)
        compactInlineLayoutAppearance = original?.compactInlineLayoutAppearance.duplicate()
            ?? UITabBarItemAppearance(style: .compactInline)
        super.init(copying: appearance)
        if let appearance = original {
            stackedItemPositioning = appearance.stackedItemPositioning
            stackedItemSpacing = appearance.stackedItemSpacing
            stackedItemWidth = appearance.stackedItemWidth
            selectionIndicatorTintColor = appearance.selectionIndicatorTintColor
            selectionIndicatorImage = appearance.selectionIndicatorImage
        }
        watchItems()
    }

    private func watchItems() {
        stackedLayoutAppearance.observer = self
        inlineLayoutAppearance.observer = self
        compactInlineLayoutAppearance.observer = self
    }

    private func adopt(_ appearance: UITabBarItemAppearance) {
        appearance.observer = self
        changed()
    }
}
