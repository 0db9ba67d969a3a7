import Foundation

/// Foundation's selector-based APIs, which Linux's Foundation lacks: observers and timers that
/// call a method by selector through the selector table (see `_SelectorTable`).
extension NotificationCenter {
    /// Adds an entry that calls `aSelector` on `observer` (held weakly) with the notification
    /// when one named `aName` (any name, when `nil`) is posted by `anObject` (anyone, when `nil`).
    /// The observer must be a class whose selector table has the method.
    @MainActor
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = WeakSelectorTarget(observer as AnyObject)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated {
                guard let object = target.object else { return }
                _SelectorTable.perform(aSelector, on: object, arguments: [notification])
            }
        }
        SelectorObservers.add(token, for: observer as AnyObject, name: aName, in: self)
    }

    /// Removes the entries of `observer` made with `addObserver(_:selector:name:object:)` for
    /// `aName` (every name, when `nil`), and those Foundation has under it. Like Foundation's, it
    /// may be called from any thread (a `deinit` included).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservers.remove(observer, name: aName, from: self) { removeObserver(token as Any) }
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    /// Removes every entry of `observer`, selector ones included, from any thread.
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
        removeObserver(observer as Any)
    }
}

/// The block observers standing for selector observers, by observer; observers are removed on
/// any thread, so a lock guards them.
enum SelectorObservers {
    private struct Entry {
        let center: ObjectIdentifier
        let name: NSNotification.Name?
        let token: NSObjectProtocol
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: [Entry]] = [:]

    static func add(_ token: NSObjectProtocol, for observer: AnyObject, name: NSNotification.Name?, in center: NotificationCenter) {
        let entry = Entry(center: ObjectIdentifier(center), name: name, token: token)
        lock.withLock { entries[ObjectIdentifier(observer), default: []].append(entry) }
    }

    /// The tokens of `observer`'s entries in `center` for `name` (all of them for `nil`), which
    /// are forgotten.
    static func remove(_ observer: AnyObject, name: NSNotification.Name?, from center: NotificationCenter) -> [NSObjectProtocol] {
        lock.withLock { removeLocked(observer, name: name, from: center) }
    }

    private static func removeLocked(_ observer: AnyObject, name: NSNotification.Name?, from center: NotificationCenter) -> [NSObjectProtocol] {
        let key = ObjectIdentifier(observer)
        let all = entries[key] ?? []
        let matches = { (entry: Entry) in entry.center == ObjectIdentifier(center) && (name == nil || entry.name == name) }
        entries[key] = all.filter { !matches($0) }
        if entries[key]?.isEmpty == true { entries[key] = nil }
        return all.filter(matches).map(\.token)
    }
}

extension Timer {
    /// A timer that calls `aSelector` on `target` (held until the timer is invalidated) with the
    /// timer, after `interval` seconds and, when it repeats, every `interval` seconds after.
    /// `userInfo` is not kept by this initializer (a Swift initializer cannot make the subclass
    /// that keeps it): `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` keeps it.
    /// As on iOS it may be made from any code (a view model's); the method is called on the main
    /// actor, so the timer belongs on the main run loop, with the locale of the session whose
    /// turn made the timer.
    public convenience init(timeInterval interval: TimeInterval, target: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats: Bool) {
        nonisolated(unsafe) let object = target as AnyObject
        self.init(timeInterval: interval, repeats: repeats, block: SessionLocale.carried { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { _ = _SelectorTable.perform(aSelector, on: object, arguments: [timer]) }
        })
    }

    /// Makes such a timer, whose `userInfo` is the one given, and schedules it on the current
    /// run loop, which for the method to be called on the main actor is the main one.
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        nonisolated(unsafe) let object = target as AnyObject
        let timer = SelectorTimer(timeInterval: interval, repeats: repeats, block: SessionLocale.carried { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { _ = _SelectorTable.perform(aSelector, on: object, arguments: [timer]) }
        })
        timer.storedUserInfo = userInfo
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// A selector timer that keeps its `userInfo`, which Linux's `Timer` cannot be given.
final class SelectorTimer: Timer, @unchecked Sendable {
    nonisolated(unsafe) var storedUserInfo: Any?
    override var userInfo: Any? { storedUserInfo }
}

/// An observer held weakly by the block that stands for it.
final class WeakSelectorTarget: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
