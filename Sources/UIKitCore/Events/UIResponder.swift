import Foundation

/// An abstract interface for responding to and handling events.
///
/// Views, view controllers, windows, scenes and the application are responders; an event a
/// responder does not handle goes to its `next` responder.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// Creates a responder from an archive. There are no nib archives on the server, so this
    /// behaves as `init()`; the framework creates app and scene delegates through it, because
    /// every UIKit responder subclass has it (UIKit's `NSCoding` requirement).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Encodes the responder's state for state restoration.
    open func encode(with coder: NSCoder) {}

    /// The next responder in the responder chain, or `nil` at its end.
    open var next: UIResponder? { nil }

    /// Tells the responder that one or more new touches occurred in a view or window.
    /// The default implementation forwards the message up the responder chain.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Tells the responder when one or more touches associated with an event changed.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Tells the responder when one or more fingers are raised from a view or window.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Tells the responder when a system event (such as a lost connection) cancels a touch sequence.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}

extension UIResponder {
    /// Makes the framework's delegate objects from the classes an app names, as UIKit does from
    /// a class name: through the initializer every responder class has.
    static func instantiate(_ responderClass: AnyClass) -> UIResponder? {
        guard let type = responderClass as? UIResponder.Type else { return nil }
        return type.init(coder: EmptyArchive())
    }
}

/// The archive a delegate object is created from: it holds no values.
private final class EmptyArchive: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
}
