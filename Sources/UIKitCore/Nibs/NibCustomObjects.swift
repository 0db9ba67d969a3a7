import Foundation

/// Interface Builder's custom objects: a `<customObject>` among a scene's or xib's objects (a
/// data source, a formatter, a model controller) is made with its class's `init()`, which the
/// source plugin lists for each class a storyboard or xib names this way (docs/storyboards.md).
/// Its outlets are connected, then it gets `awakeFromNib()` in the order objects were made.
@MainActor
enum NibCustomObjects {
    static func make(_ element: NibElement, _ loading: NibLoading) -> AnyObject? {
        guard let name = element["customClass"] else { return NSObject() }
        guard let type = NibLoading.classNamed(name) else {
            loading.report(element, "Unknown class \(NibLoading.shortName(name)) in Interface Builder file.")
            return nil
        }
        if let make = _SelectorTable.ownInvoker(of: type, "init"), let object = make(element, []) {
            return object as AnyObject
        }
        loading.report(element, "Class \(NibLoading.shortName(name)) in Interface Builder file has no init() the UIKit source "
            + "plugin lists; the object is not made.")
        return nil
    }

    /// Sends `awakeFromNib()` to an object that is not a responder: through its class's table,
    /// when the class declares the method.
    static func awake(_ object: AnyObject) {
        guard let awake = _SelectorTable.invoker(for: object, Selector("awakeFromNib")) else { return }
        _ = awake(object, [])
    }
}
