import Foundation

extension UIWindowScene {
    /// The session's languages and time zone, which the scene's turns run with.
    @_spi(Host) public var locale: SessionLocale {
        get { sessionLocale }
        set {
            sessionLocale = newValue
            applyLayoutDirection()
            if UIWindowScene.turnScene === self { SessionLocale.enterTurn(of: self) }
        }
    }

    /// The scene's traits with the layout direction of its first language, as iOS sets it
    /// from the app's language.
    func applyLayoutDirection() {
        let direction: UITraitEnvironmentLayoutDirection = sessionLocale.isRightToLeft ? .rightToLeft : .leftToRight
        guard traitCollection.layoutDirection != direction else { return }
        traitCollection = UITraitCollection(traitsFrom: [traitCollection, UITraitCollection(layoutDirection: direction)])
        for window in windows {
            LayoutEngine.engine(for: window, create: false)?.layoutDirectionDidChange(in: nil)
            Self.layoutDirectionDidChange(inSubtreeOf: window)
        }
    }

    /// Every view of the subtree whose direction follows its traits takes the new direction.
    private static func layoutDirectionDidChange(inSubtreeOf view: UIView) {
        if view.semanticContentAttribute == .unspecified { view.layoutDirectionDidChange() }
        for subview in view.subviews { layoutDirectionDidChange(inSubtreeOf: subview) }
    }
}

extension SessionLocale {
    /// The locale of the turn running now: the turn scene's, or the process's outside any scene.
    public static var current: SessionLocale {
        lock.withLock { turnLocale }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var turnLocale = SessionLocale.system

    /// Switches what Foundation lets a process switch to the scene's locale: the default time
    /// zone, which `DateFormatter`, `Calendar` and date pickers made without one use.
    @MainActor static func enterTurn(of scene: UIWindowScene?) {
        let locale = scene?.sessionLocale ?? system
        lock.withLock { turnLocale = locale }
        let zone = locale.timeZone
        if NSTimeZone.default.identifier != zone.identifier { NSTimeZone.default = zone }
    }

    /// Runs `work` with `locale` as the turn's locale and default time zone, then puts back the
    /// ones before: work a session's turn scheduled (a timer, a block on the main queue) runs
    /// later, on the main thread, with that session's locale.
    static func running<T>(with locale: SessionLocale, _ work: () throws -> T) rethrows -> T {
        let previous = lock.withLock {
            let previous = turnLocale
            turnLocale = locale
            return previous
        }
        let previousZone = NSTimeZone.default
        if previousZone.identifier != locale.timeZone.identifier { NSTimeZone.default = locale.timeZone }
        defer {
            lock.withLock { turnLocale = previous }
            if NSTimeZone.default.identifier != previousZone.identifier { NSTimeZone.default = previousZone }
        }
        return try work()
    }
}
