import Foundation
import Synchronization

/// The app's resources, where iOS keeps them in the app's main bundle: asset catalogs, image
/// files, `Localizable.strings`, bundled fonts. A SwiftPM target keeps its resources in its own
/// bundle (`Bundle.module`), so the source plugin registers that bundle as the app's first class
/// is made, and UIKit's lookups that default to the main bundle look there.
public enum _AppResources {
    /// Registers the bundle of the app target's resources.
    public static func register(bundle: Bundle) {
        AppResources.register(bundle)
    }
}

/// The bundle lookups use when an app passes none (or passes `Bundle.main`).
enum AppResources {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: Bundle?
    private static let registrations = Atomic<Int>(0)

    static func register(_ bundle: Bundle) {
        lock.withLock { registered = bundle }
        registrations.add(1, ordering: .releasing)
    }

    /// How many bundles were registered so far: what is looked up in `mainBundle` may be cached
    /// for as long as this stays the same, without taking the lock.
    static var registrationCount: Int {
        registrations.load(ordering: .acquiring)
    }

    /// The app's registered resource bundle, or `Bundle.main` when the app registered none.
    static var mainBundle: Bundle {
        lock.withLock { registered } ?? .main
    }

    /// The bundle to search for `bundle`: the app's resources for `nil` and for `Bundle.main`.
    static func bundle(for bundle: Bundle?) -> Bundle {
        guard let bundle, bundle !== Bundle.main else { return mainBundle }
        return bundle
    }
}
