import Foundation

/// Target-action with method references, as `UIControl.addTarget(_:action:for:)` takes them:
/// `UIBarButtonItem(title: "Save", style: .done, target: self, action: EditorViewController.save)`.
/// The target is held weakly, as UIKit holds an item's target.
extension UIBarButtonItem {
    /// Creates an item with a title whose tap calls a method of `target` that takes no arguments.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(title: title, style: style, target: nil, action: nil)
        setTargetMethod(target) { target, _ in action(target)() }
    }

    /// Creates an item with a title whose tap calls a method of `target` that takes the sender,
    /// such as `func save(_ sender: UIBarButtonItem)`.
    public convenience init<Target: AnyObject, Sender>(title: String?, style: Style, target: Target,
                                                       action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init(title: title, style: style, target: nil, action: nil)
        setTargetMethod(target, sending: action)
    }

    /// Creates an item with an image whose tap calls a method of `target` that takes no arguments.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target,
                                               action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(image: image, style: style, target: nil, action: nil)
        setTargetMethod(target) { target, _ in action(target)() }
    }

    /// Creates an item with an image whose tap calls a method of `target` that takes the sender.
    public convenience init<Target: AnyObject, Sender>(image: UIImage?, style: Style, target: Target,
                                                       action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init(image: image, style: style, target: nil, action: nil)
        setTargetMethod(target, sending: action)
    }

    /// Creates a system item whose tap calls a method of `target` that takes no arguments.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                               action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        setTargetMethod(target) { target, _ in action(target)() }
    }

    /// Creates a system item whose tap calls a method of `target` that takes the sender.
    public convenience init<Target: AnyObject, Sender>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                                       action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        setTargetMethod(target, sending: action)
    }

    private func setTargetMethod<Target: AnyObject, Sender>(_ target: Target,
                                                             sending action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        setTargetMethod(target) { target, item in
            guard let sender = item as? Sender else { return }
            action(target)(sender)
        }
    }

    private func setTargetMethod<Target: AnyObject>(_ target: Target,
                                                    _ invoke: @escaping @MainActor (Target, UIBarButtonItem) -> Void) {
        self.target = target
        targetMethod = { [weak target] item in
            guard let target else { return }
            invoke(target, item)
        }
    }
}
