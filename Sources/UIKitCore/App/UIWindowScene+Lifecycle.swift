import Foundation

extension UIWindowScene {
    func apply(_ display: SceneDisplay) {
        let bounds = CGRect(x: 0, y: 0, width: display.width, height: display.height)
        screen.bounds = bounds
        screen.scale = display.scale
        traitCollection = UITraitCollection(userInterfaceStyle: display.style, displayScale: display.scale)
    }

    func enterForeground() {
        guard activationState == .unattached || activationState == .background else { return }
        delegate?.sceneWillEnterForeground(self)
        activationState = .foregroundInactive
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: self)
    }

    func activate() {
        guard activationState == .foregroundInactive else { return }
        activationState = .foregroundActive
        delegate?.sceneDidBecomeActive(self)
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: self)
    }

    func deactivate() {
        guard activationState == .foregroundActive else { return }
        delegate?.sceneWillResignActive(self)
        activationState = .foregroundInactive
        NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: self)
    }

    func enterBackground() {
        guard activationState == .foregroundInactive else { return }
        activationState = .background
        delegate?.sceneDidEnterBackground(self)
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: self)
    }
}

extension UIWindowScene {
    /// Brings a background scene back: it enters the foreground, then becomes active.
    @_spi(Host) public func returnToForeground() {
        enterForeground()
        activate()
    }

    /// Sends an active scene to the background: it resigns active, then enters the background.
    @_spi(Host) public func moveToBackground() {
        deactivate()
        enterBackground()
    }
}
