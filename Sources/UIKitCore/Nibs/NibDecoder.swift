import Foundation

/// The coder the objects of a storyboard or xib load are made with, one for the whole load as
/// UIKit's nib decoder is: `init?(coder:)` receives it while it reads the element whose object is
/// being made, and the object's UIKit class reads Interface Builder's attributes from it at the
/// end of its own `init?(coder:)`, so a subclass's initializer finds them set after
/// `super.init(coder:)`, as on iOS.
final class NibDecoder: EmptyArchive {
    // The element, class and registration change as each object is made (`making`); they are read
    // several times for each view, so they skip the dynamic exclusivity checks, which cost more
    // than the reads. Only the main actor touches them, one object at a time.
    /// The plan of the element whose object is being made. Not counted: every element of a
    /// compiled file, and its plan, lives as long as the process (`_InterfaceFiles.document`).
    @exclusivity(unchecked) private(set) unowned(unsafe) var plan: NibPlan
    /// The element whose object is being made.
    var element: NibElement { plan.element }
    /// The load this decoder makes objects for, which owns it and outlives every object's
    /// making. Not counted: a load reads it for each step of each view. The coder's own methods,
    /// which an app may call after the load, never read it.
    unowned(unsafe) let loading: NibLoading
    /// The UIKit class whose initializer reads the attributes: the element's class.
    @exclusivity(unchecked) private(set) var decodedClass: AnyClass
    /// Whether the object was registered by id as it decoded (a view, whose constraints may
    /// name it), so that the load need not register it again.
    @exclusivity(unchecked) var registered = false

    @MainActor init(plan: NibPlan, loading: NibLoading, decodedClass: AnyClass) {
        self.plan = plan
        self.loading = loading
        self.decodedClass = decodedClass
        super.init()
    }

    /// Makes the object of `plan`'s element (whose UIKit class is `decodedClass`) with this
    /// decoder, then goes back to the object it was making before: objects are made inside their
    /// superview's or controller's initializer.
    @MainActor func making<Made>(_ plan: NibPlan, as decodedClass: AnyClass,
                                 _ make: (NibDecoder) -> Made) -> (made: Made, registered: Bool) {
        let outer = (self.plan, self.decodedClass, registered)
        self.plan = plan
        self.decodedClass = decodedClass
        registered = false
        defer { (self.plan, self.decodedClass, registered) = outer }
        let made = make(self)
        return (made, registered)
    }

    override func containsValue(forKey key: String) -> Bool {
        element.attributes[key] != nil
    }

    override func decodeBool(forKey key: String) -> Bool {
        element.flag(key) ?? false
    }

    override func decodeDouble(forKey key: String) -> Double {
        element.number(key) ?? 0
    }

    override func decodeInteger(forKey key: String) -> Int {
        element.number(key).map { Int($0) } ?? 0
    }

    override func decodeObject(forKey key: String) -> Any? {
        element.attributes[key]
    }

    /// The coder as the nib decoder, when it is one. Every UIKit initializer asks: comparing the
    /// class is cheaper than a cast, which walks the other archives' class hierarchies.
    @inline(__always) static func nib(_ coder: NSCoder) -> NibDecoder? {
        type(of: coder) == NibDecoder.self ? unsafeDowncast(coder, to: NibDecoder.self) : nil
    }

    /// The frame Interface Builder wrote for the view the coder makes, which `UIView.init?(coder:)`
    /// gives the view as it starts, before any subclass's initializer runs.
    @MainActor static func frame(_ coder: NSCoder) -> CGRect? {
        guard let decoder = nib(coder) else { return nil }
        return decoder.plan.frame
    }

    /// Reads the element's attributes into `view` when `type` is the element's UIKit class: each
    /// class calls this at the end of its `init?(coder:)`, and only the outermost UIKit class of
    /// the object does the work, once every UIKit initializer has run.
    @MainActor static func finish(_ coder: NSCoder, _ view: UIView, as type: AnyClass) {
        guard let decoder = nib(coder), decoder.decodedClass == type else { return }
        decoder.decodeView(view)
    }

    /// Reads the element's attributes into `controller` when `type` is the element's UIKit class,
    /// as for views.
    @MainActor static func finish(_ coder: NSCoder, _ controller: UIViewController, as type: AnyClass) {
        guard let decoder = nib(coder), decoder.decodedClass == type else { return }
        decoder.decodeController(controller)
    }
}

/// The UIKit class of each element Interface Builder writes, and how its object is made.
@MainActor
enum NibClasses {
    enum Maker {
        /// Made through `init?(coder:)` with a `NibDecoder`.
        case responder(UIResponder.Type)
        /// Made by hand: objects that are not responders.
        case object((NibElement, NibLoading) -> AnyObject?)
    }

    static func base(for name: String) -> Maker? {
        if let type = responders[name] { return .responder(type) }
        return others[name]
    }

    private static let responders: [String: UIResponder.Type] = [
        "view": UIView.self, "containerView": UIView.self, "label": UILabel.self, "button": UIButton.self,
        "imageView": UIImageView.self, "textField": UITextField.self, "textView": UITextView.self,
        "switch": UISwitch.self, "slider": UISlider.self, "stepper": UIStepper.self,
        "segmentedControl": UISegmentedControl.self, "progressView": UIProgressView.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "pageControl": UIPageControl.self,
        "datePicker": UIDatePicker.self, "stackView": UIStackView.self, "scrollView": UIScrollView.self,
        "tableView": UITableView.self, "tableViewCell": UITableViewCell.self,
        "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self,
        "visualEffectView": UIVisualEffectView.self, "searchBar": UISearchBar.self, "window": UIWindow.self,
        "navigationBar": UINavigationBar.self, "tabBar": UITabBar.self, "toolbar": UIToolbar.self,
        "colorWell": UIColorWell.self, "pickerView": UIPickerView.self,
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self, "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self, "splitViewController": UISplitViewController.self,
        "pageViewController": UIPageViewController.self,
    ]

    private static let others: [String: Maker] = [
        "customObject": .object { element, loading in NibCustomObjects.make(element, loading) },
        "barButtonItem": .object { element, loading in NibItems.barButtonItem(element, loading) },
        "tabBarItem": .object { element, loading in NibItems.tabBarItem(element, loading) },
        "tapGestureRecognizer": .object { element, _ in NibItems.recognizer(UITapGestureRecognizer(target: nil, action: nil), element) },
        "panGestureRecognizer": .object { element, _ in NibItems.recognizer(UIPanGestureRecognizer(target: nil, action: nil), element) },
        "longPressGestureRecognizer": .object { element, _ in NibItems.recognizer(UILongPressGestureRecognizer(target: nil, action: nil), element) },
        "swipeGestureRecognizer": .object { element, _ in NibItems.recognizer(UISwipeGestureRecognizer(target: nil, action: nil), element) },
        "pinchGestureRecognizer": .object { element, _ in NibItems.recognizer(UIPinchGestureRecognizer(target: nil, action: nil), element) },
        "rotationGestureRecognizer": .object { element, _ in NibItems.recognizer(UIRotationGestureRecognizer(target: nil, action: nil), element) },
        "screenEdgePanGestureRecognizer": .object { element, _ in
            NibItems.recognizer(UIScreenEdgePanGestureRecognizer(target: nil, action: nil), element)
        },
    ]
}
