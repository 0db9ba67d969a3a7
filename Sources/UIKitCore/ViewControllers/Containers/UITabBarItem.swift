import Foundation

/// An item in a tab bar.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// Constants that define system-supplied tab bar items, with UIKit's raw values. There is no
    /// symbol image set on the server: they show their names.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
             downloads, mostRecent, mostViewed
    }

    /// The system item the item was made as, if any.
    let systemItem: SystemItem?

    private var storedTitle: String?
    private var controllerTitleWhenSet: String?

    /// The view controller whose default item this is: its title is the item's until the
    /// item's own is set.
    @HandleReference var owningController: UIViewController?

    public override init() {
        systemItem = nil
        super.init()
    }

    /// Creates a tab bar item with the specified title, image, and tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates a tab bar item with the specified title, unselected image, and selected image.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a tab bar item containing the specified system item and tag.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
    }

    init(owningController: UIViewController) {
        systemItem = nil
        self.owningController = owningController
        super.init()
    }

    /// The title displayed on the item. A view controller's default item shows the controller's
    /// title; setting a controller's `title` sets its item's, so the later assignment wins.
    open override var title: String? {
        get {
            guard let controller = owningController else { return storedTitle }
            if controller.title != controllerTitleWhenSet { return controller.title }
            return storedTitle ?? controller.title
        }
        set {
            storedTitle = newValue
            controllerTitleWhenSet = owningController?.title
            itemDidChange()
        }
    }

    /// The image displayed when the tab bar item is selected; `nil` uses `image`.
    open var selectedImage: UIImage? {
        didSet { if selectedImage !== oldValue { itemDidChange() } }
    }

    /// Text that's displayed in the upper-right corner of the item with a surrounding background.
    open var badgeValue: String? {
        didSet { if badgeValue != oldValue { itemDidChange() } }
    }

    /// The background color to apply to the badge; `nil` is the system red.
    open var badgeColor: UIColor? {
        didSet { if badgeColor != oldValue { itemDidChange() } }
    }

    // MARK: Appearance

    /// The bar's appearance for this item's tab, overriding the bar's `standardAppearance`;
    /// the item keeps a copy.
    open var standardAppearance: UITabBarAppearance? {
        get { ownAppearances.standard }
        set { ownAppearances.standard = newValue?.duplicate(); ownAppearancesDidChange() }
    }

    /// The bar's appearance for this item's tab at the scroll edge.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { ownAppearances.scrollEdge }
        set { ownAppearances.scrollEdge = newValue?.duplicate(); ownAppearancesDidChange() }
    }

    private var ownAppearances = BarAppearances<UITabBarAppearance>()

    private func ownAppearancesDidChange() {
        for appearance in ownAppearances.all { appearance.observer = self }
        itemDidChange()
    }

    /// The text the tab bar shows for the item: its title, or the system item's name.
    var displayTitle: String? {
        title ?? systemItem?.displayTitle
    }
}

extension UITabBarItem.SystemItem {
    var displayTitle: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }

}

extension UITabBarItem: BarAppearanceObserving {
    func barAppearanceDidChange() {
        itemDidChange()
    }
}
