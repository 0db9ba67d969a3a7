import Foundation

/// The objects of a nib that are not responders: bar items and gesture recognizers, made with
/// their UIKit initializers and the attributes Interface Builder wrote.
@MainActor
enum NibItems {
    private static let barSystemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
        "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
        "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash,
        "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo,
        "close": .close,
    ]

    static func barButtonItem(_ element: NibElement, _ loading: NibLoading) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let name = element["systemItem"], let system = barSystemItems[name] {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
        } else if let image = NibValues.image(of: element) {
            item = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
        } else {
            item = UIBarButtonItem(title: loading.text(element, "title"), style: .plain, target: nil, action: nil)
        }
        if element["style"] == "done" { item.style = .done }
        if let title = loading.text(element, "title"), element["systemItem"] == nil { item.title = title }
        if let width = element.number("width") { item.width = width }
        if let enabled = element.flag("enabled") { item.isEnabled = enabled }
        if let tag = element.number("tag") { item.tag = Int(tag) }
        if let color = NibValues.color(element.child("color", key: "tintColor")) { item.tintColor = color }
        if let identifier = element.child("accessibility", key: "accessibilityConfiguration")?["identifier"] {
            item.accessibilityIdentifier = identifier
        }
        if let custom = element.list("subviews").first ?? element.child("view", key: "customView"),
           let view = loading.instantiate(custom) as? UIView {
            item.customView = view
        }
        return item
    }

    private static let tabSystemItems: [String: UITabBarItem.SystemItem] = [
        "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
        "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search,
        "downloads": .downloads, "mostRecent": .mostRecent, "mostViewed": .mostViewed,
    ]

    static func tabBarItem(_ element: NibElement, _ loading: NibLoading) -> UITabBarItem {
        if let name = element["systemItem"], let system = tabSystemItems[name] {
            return UITabBarItem(tabBarSystemItem: system, tag: Int(element.number("tag") ?? 0))
        }
        let item = UITabBarItem(title: loading.text(element, "title"), image: NibValues.image(of: element),
                                selectedImage: NibValues.image(of: element, "selectedImage"))
        if let tag = element.number("tag") { item.tag = Int(tag) }
        if let badge = element["badgeValue"] { item.badgeValue = badge }
        return item
    }

    /// A controller's navigation item: the controller's own, filled in from the element.
    static func fill(_ item: UINavigationItem, from element: NibElement, _ loading: NibLoading) {
        loading.stand(item, for: element, connects: true)
        if let title = loading.text(element, "title") { item.title = title }
        if let back = loading.text(element, "backButtonTitle") { item.backButtonTitle = back }
        switch element["largeTitleDisplayMode"] {
        case "always": item.largeTitleDisplayMode = .always
        case "never": item.largeTitleDisplayMode = .never
        default: break
        }
        for child in element.children where child.name == "barButtonItem" {
            guard let made = loading.instantiate(child) as? UIBarButtonItem else { continue }
            switch child.key {
            case "leftBarButtonItem": item.leftBarButtonItem = made
            case "rightBarButtonItem": item.rightBarButtonItem = made
            case "backBarButtonItem": item.backBarButtonItem = made
            default: break
            }
        }
        let right = element.list("rightBarButtonItems").compactMap { loading.instantiate($0) as? UIBarButtonItem }
        if !right.isEmpty { item.rightBarButtonItems = right }
        let left = element.list("leftBarButtonItems").compactMap { loading.instantiate($0) as? UIBarButtonItem }
        if !left.isEmpty { item.leftBarButtonItems = left }
        if let view = element.child("view", key: "titleView") ?? element.child(key: "titleView"),
           let titleView = loading.instantiate(view) as? UIView {
            item.titleView = titleView
        }
    }

    static func recognizer(_ recognizer: UIGestureRecognizer, _ element: NibElement) -> UIGestureRecognizer {
        if let enabled = element.flag("enabled") { recognizer.isEnabled = enabled }
        if let cancels = element.flag("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let tap = recognizer as? UITapGestureRecognizer {
            if let taps = element.number("numberOfTapsRequired") { tap.numberOfTapsRequired = Int(taps) }
            if let touches = element.number("numberOfTouchesRequired") { tap.numberOfTouchesRequired = Int(touches) }
        }
        if let press = recognizer as? UILongPressGestureRecognizer, let duration = element.number("minimumPressDuration") {
            press.minimumPressDuration = duration
        }
        if let swipe = recognizer as? UISwipeGestureRecognizer {
            switch element["direction"] {
            case "left": swipe.direction = UISwipeGestureRecognizer.Direction.left
            case "up": swipe.direction = UISwipeGestureRecognizer.Direction.up
            case "down": swipe.direction = UISwipeGestureRecognizer.Direction.down
            default: break
            }
        }
        return recognizer
    }

    static func symbolConfiguration(_ element: NibElement) -> UIImage.SymbolConfiguration {
        let scale: UIImage.SymbolScale = switch element["scale"] {
        case "small": .small
        case "medium": .medium
        case "large": .large
        default: .unspecified
        }
        let weight: UIImage.SymbolWeight = switch element["weight"] {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "regular": .regular
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .unspecified
        }
        return UIImage.SymbolConfiguration(pointSize: element.number("pointSize") ?? 0, weight: weight, scale: scale)
    }
}

/// UIKit's own outlets and runtime attribute key paths, set as key-value coding would set them.
@MainActor
enum NibOutlets {
    /// Sets one of UIKit's outlets; `false` when `property` is not one of them, so the app's
    /// `@IBOutlet` setters are tried.
    static func set(_ property: String, of source: AnyObject, to destination: AnyObject) -> Bool {
        switch (source, property) {
        case (let controller as UIViewController, "view"):
            controller.view = destination as? UIView
        case (let controller as UITableViewController, "tableView"):
            controller.tableView = destination as? UITableView
        case (let table as UITableView, "dataSource"):
            table.dataSource = destination as? UITableViewDataSource
        case (let table as UITableView, "delegate"):
            table.delegate = destination as? UITableViewDelegate
        case (let collection as UICollectionView, "dataSource"):
            collection.dataSource = destination as? UICollectionViewDataSource
        case (let pages as UIPageViewController, "dataSource"):
            pages.dataSource = destination as? UIPageViewControllerDataSource
        case (let pages as UIPageViewController, "delegate"):
            pages.delegate = destination as? UIPageViewControllerDelegate
        case (let picker as UIPickerView, "dataSource"):
            picker.dataSource = destination as? UIPickerViewDataSource
        case (let picker as UIPickerView, "delegate"):
            picker.delegate = destination as? UIPickerViewDelegate
        case (let split as UISplitViewController, "delegate"):
            split.delegate = destination as? UISplitViewControllerDelegate
        case (let field as UITextField, "delegate"):
            field.delegate = destination as? UITextFieldDelegate
        case (let textView as UITextView, "delegate"):
            textView.delegate = destination as? UITextViewDelegate
        case (let bar as UISearchBar, "delegate"):
            bar.delegate = destination as? UISearchBarDelegate
        case (let scrollView as UIScrollView, "delegate"):
            scrollView.delegate = destination as? UIScrollViewDelegate
        case (let recognizer as UIGestureRecognizer, "delegate"):
            recognizer.delegate = destination as? UIGestureRecognizerDelegate
        case (let navigation as UINavigationController, "delegate"):
            navigation.delegate = destination as? UINavigationControllerDelegate
        case (let tabs as UITabBarController, "delegate"):
            tabs.delegate = destination as? UITabBarControllerDelegate
        default:
            return false
        }
        return true
    }

    /// Sets one of UIKit's key paths from a user-defined runtime attribute; `false` for others.
    static func setRuntimeAttribute(_ keyPath: String, of object: AnyObject, to value: Any?) -> Bool {
        let number = (value as? NSNumber).map { CGFloat($0.doubleValue) }
        switch (object, keyPath) {
        case (let view as UIView, "layer.cornerRadius"):
            view.layer.cornerRadius = number ?? 0
        case (let view as UIView, "layer.borderWidth"):
            view.layer.borderWidth = number ?? 0
        case (let view as UIView, "layer.masksToBounds"):
            view.layer.masksToBounds = (value as? Bool) ?? false
        case (let view as UIView, "clipsToBounds"):
            view.clipsToBounds = (value as? Bool) ?? false
        case (let view as UIView, "accessibilityIdentifier"):
            view.accessibilityIdentifier = value as? String
        case (let view as UIView, "alpha"):
            view.alpha = number ?? 1
        default:
            return false
        }
        return true
    }
}
