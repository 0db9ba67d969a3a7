import UIKit

/// A delegate protocol as iOS code declares one: optional requirements the delegate may skip.
@MainActor @objc protocol PinMapDelegate: AnyObject {
    func pinMapDidLoad(_ map: PinMap)
    @objc optional func pinMap(_ map: PinMap, didSelectPinAt index: Int)
    @objc optional func numberOfPins(in map: PinMap) -> Int
}

@MainActor final class PinMap {
    weak var delegate: PinMapDelegate?

    func load() -> Int {
        delegate?.pinMapDidLoad(self)
        return delegate?.numberOfPins?(in: self) ?? 0
    }

    func select(_ index: Int) {
        delegate?.pinMap?(self, didSelectPinAt: index)
    }
}

/// Implements one optional requirement, without `@objc`, as Swift allows on iOS.
final class PinListController: UIViewController, PinMapDelegate {
    var selected: [Int] = []
    func pinMapDidLoad(_ map: PinMap) {}
    func pinMap(_ map: PinMap, didSelectPinAt index: Int) { selected.append(index) }
}

/// Implements the other.
final class PinCounter: NSObject, PinMapDelegate {
    func pinMapDidLoad(_ map: PinMap) {}
    func numberOfPins(in map: PinMap) -> Int { 12 }
}
