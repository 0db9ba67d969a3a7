import Foundation

/// The methods a class adopts to act as the restoration class of view controllers: UIKit asks
/// it for the view controller to restore.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration {
    /// Returns the view controller for the identifier path (the restoration identifiers from the
    /// root view controller to it), or `nil` to skip restoring it.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String],
                               coder: NSCoder) -> UIViewController?
}

extension UIViewController {
    /// The identifier that determines whether the view controller supports state restoration:
    /// `nil` (the default) leaves it, and its children, out of the saved state.
    public var restorationIdentifier: String? {
        get { RestorationIdentifiers.identifier(of: self) }
        set { RestorationIdentifiers.set(newValue, for: self) }
    }

    /// The class that creates the view controller when state is restored.
    public var restorationClass: (any UIViewControllerRestoration.Type)? {
        get { RestorationIdentifiers.restorationClass(of: self) }
        set {
            if let newValue { RestorationClasses.register(newValue) }
            RestorationIdentifiers.setRestorationClass(newValue, for: self)
        }
    }
}

extension UIView {
    /// The identifier that determines whether the view's state is preserved with its view
    /// controller's (docs/restoration.md lists what UIKit keeps of each kind of view).
    public var restorationIdentifier: String? {
        get { RestorationIdentifiers.identifier(of: self) }
        set { RestorationIdentifiers.set(newValue, for: self) }
    }
}

extension UIResponder {
    /// An object encapsulating a user activity the responder supports; UIKit asks it to update
    /// the scene's restoration activity when it is the same object.
    public var userActivity: NSUserActivity? {
        get { RestorationIdentifiers.userActivity(of: self) }
        set { RestorationIdentifiers.setUserActivity(newValue, for: self) }
    }
}

/// Restoration identifiers and user activities, kept beside the few objects that have one
/// rather than in every view (most never do).
@MainActor
enum RestorationIdentifiers {
    private struct Entry {
        weak var object: AnyObject?
        var identifier: String?
        var restorationClass: (any UIViewControllerRestoration.Type)?
        var userActivity: NSUserActivity?

        var isEmpty: Bool { identifier == nil && restorationClass == nil && userActivity == nil }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    /// The table's size when entries of released objects were last removed.
    private static var sizeAtLastPrune = 0

    static func identifier(of object: AnyObject) -> String? {
        entry(of: object)?.identifier
    }

    static func restorationClass(of object: AnyObject) -> (any UIViewControllerRestoration.Type)? {
        entry(of: object)?.restorationClass
    }

    static func userActivity(of object: AnyObject) -> NSUserActivity? {
        entry(of: object)?.userActivity
    }

    static func setUserActivity(_ activity: NSUserActivity?, for object: AnyObject) {
        change(object) { $0.userActivity = activity }
    }

    static func set(_ identifier: String?, for object: AnyObject) {
        change(object) { $0.identifier = identifier }
    }

    static func setRestorationClass(_ restorationClass: (any UIViewControllerRestoration.Type)?, for object: AnyObject) {
        change(object) { $0.restorationClass = restorationClass }
    }

    /// The object's entry; an entry left by a released object at the same address is not its.
    private static func entry(of object: AnyObject) -> Entry? {
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry
    }

    private static func change(_ object: AnyObject, _ body: (inout Entry) -> Void) {
        var entry = entry(of: object) ?? Entry(object: object)
        body(&entry)
        let key = ObjectIdentifier(object)
        entries[key] = entry.isEmpty ? nil : entry
        if entries.count > max(64, sizeAtLastPrune * 2) {
            entries = entries.filter { $0.value.object != nil }
            sizeAtLastPrune = entries.count
        }
    }
}
