import UIKitCore
import UIKitServer

extension UIApplicationDelegate {
    /// The entry point of an app whose delegate is marked `@main`: launches the app and serves
    /// its scenes to browsers, as `UIApplicationMain` starts an app on a device.
    @MainActor
    public static func main() {
        UIKitServerMain.run(delegateClass: Self.self)
    }
}

/// Starts the app with the delegate class of the given name (as `NSStringFromClass` writes it)
/// and never returns. The principal class must be `nil` or `UIApplication`.
@MainActor @discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    guard let delegateClassName, let delegateClass = _typeByName(delegateClassName) as? AnyClass else {
        fatalError("UIApplicationMain needs the name of an existing app delegate class, not \(delegateClassName ?? "nil")")
    }
    UIKitServerMain.run(delegateClass: delegateClass)
}

/// Starts the app with the delegate class of the given name, for `argv` as older code binds it
/// (`UnsafeMutablePointer<UnsafeMutablePointer<Int8>>`), and never returns.
@MainActor @discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    UIApplicationMain(argc, UnsafeMutableRawPointer(argv).assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self),
                      principalClassName, delegateClassName)
}
