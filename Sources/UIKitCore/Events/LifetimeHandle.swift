/// What the framework's back references hold in place of `weak`: a view's layer, its subviews,
/// its layout state, the constraints and anchors that name it, and its layout guides refer to
/// it through its handle, which reads `nil` once the object is gone; so do the references to
/// controllers, windows, scenes, layout engines and renderers, and a control's responder targets.
///
/// Why not `weak`: the first weak reference to an object gives it a side table, and from then
/// on every retain and release of that object takes the runtime's slow path. Every view had
/// one (its layer's reference), so walks up the tree, trait and tint lookups and the layout
/// engine paid it at each step; holding these references through handles makes creating a
/// catalog session about a tenth cheaper in CPU time. A handle is an ordinary object that the
/// referent owns; the references to it are strong, and the referent clears it as it goes
/// (`UIResponder`, `UILayoutGuide`, `LayoutEngine` and `SceneRenderer` do so in `deinit`), so
/// reading it costs a load.
///
/// The referent is read through an unretained pointer, which is safe because the referent
/// clears it before its memory is freed, and because the readers are objects of the
/// referent's own scene, on the main actor. References that cross scenes (the turn's scene,
/// registries every scene shares) stay `weak`: a scene whose last reference goes on another
/// thread is freed there, and `weak` is what stays safe then. As in UIKit, whose `superview`
/// is unretained too, an app must not free a view on another thread while the main thread
/// still uses what refers to it. As with `weak`, a reader gets a strong reference
/// (+1) for as long as it holds what it read. One difference: during the `deinit` bodies of a
/// referent's subclasses, which run before the base class clears the handle, the handle
/// still names the object being destroyed; the framework reads no handle there.
final class LifetimeHandle: @unchecked Sendable {
    private unowned(unsafe) var referent: AnyObject?

    init(_ referent: AnyObject) {
        self.referent = referent
    }

    /// The object, or `nil` once it is gone.
    var object: AnyObject? { referent }

    /// Whether the object is gone, read without a reference to it.
    var isCleared: Bool { referent == nil }

    /// Called by the referent as it goes.
    func clear() {
        referent = nil
        // A parent, superview, window or scene that goes takes its traits with it.
        TraitEnvironmentGeneration.advance()
    }
}

/// Where an object keeps its handle: made on first use, cleared by the owner's `deinit`.
struct LifetimeHandleSlot: Sendable {
    private var stored: LifetimeHandle?

    init() {}

    mutating func handle(of owner: AnyObject) -> LifetimeHandle {
        if let stored { return stored }
        let made = LifetimeHandle(owner)
        stored = made
        return made
    }

    /// Called from the owner's `deinit`.
    func clear() {
        stored?.clear()
    }
}

extension LifetimeHandle {
    /// The handle of a responder (a view, window, controller or scene) or a layout guide, the
    /// items an anchor or constraint can name; `nil` for anything else, which UIKit does not
    /// take as an item either.
    @MainActor
    static func of(_ object: AnyObject?) -> LifetimeHandle? {
        switch object {
        case let responder as UIResponder: responder.lifetimeHandle
        case let guide as UILayoutGuide: guide.lifetimeHandle
        default: nil
        }
    }

    /// The referent as `T`, which the caller knows it to be; for closures that capture the
    /// handle where they would capture `[weak object]`.
    @MainActor
    func referent<T: AnyObject>(_ type: T.Type) -> T? {
        guard let object = referent else { return nil }
        return unsafeDowncast(object, to: T.self)
    }

    /// The referent as a view, for handles that only views' references hold.
    @MainActor
    var view: UIView? { referent(UIView.self) }
}

/// An object that back references may hold through its handle.
@MainActor
protocol LifetimeHandleOwner: AnyObject {
    var lifetimeHandle: LifetimeHandle { get }
}

extension UIResponder: LifetimeHandleOwner {}
extension UILayoutGuide: LifetimeHandleOwner {}
extension LayoutEngine: LifetimeHandleOwner {}
extension SceneRenderer: LifetimeHandleOwner {}

/// A back reference held through the referent's handle: what `weak var` would be, without the
/// cost (see `LifetimeHandle`).
@MainActor
@propertyWrapper
struct HandleReference<Referent: LifetimeHandleOwner> {
    private var handle: LifetimeHandle?

    init(wrappedValue: Referent?) {
        handle = wrappedValue?.lifetimeHandle
    }

    var wrappedValue: Referent? {
        get { handle?.referent(Referent.self) }
        set { handle = newValue?.lifetimeHandle }
    }

    /// `$reference`: the reference itself, to ask whether it is dangling.
    var projectedValue: HandleReference<Referent> { self }

    /// Whether it refers to an object that is gone, rather than to none.
    var isDangling: Bool { handle?.isCleared ?? false }
}
