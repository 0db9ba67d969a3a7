import Foundation

extension UIWindowScene {
    func apply(_ display: SceneDisplay) {
        let bounds = CGRect(x: 0, y: 0, width: display.width, height: display.height)
        screen.bounds = bounds
        screen.scale = display.scale
        traitCollection = UITraitCollection.forDisplay(width: display.width, height: display.height, scale: display.scale, style: display.style,
                                                     contentSizeCategory: display.contentSizeCategory)
        applyLayoutDirection()
        interfaceOrientation = Self.interfaceOrientation(of: display)
    }

    func enterForeground() {
        guard activationState == .unattached || activationState == .background else { return }
        delegate?.sceneWillEnterForeground(self)
        activationState = .foregroundInactive
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: self)
        owningApplication.announceStateChange()
    }

    func activate() {
        guard activationState == .foregroundInactive else { return }
        activationState = .foregroundActive
        delegate?.sceneDidBecomeActive(self)
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: self)
        owningApplication.announceStateChange()
    }

    func deactivate() {
        guard activationState == .foregroundActive else { return }
        delegate?.sceneWillResignActive(self)
        activationState = .foregroundInactive
        NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: self)
        owningApplication.announceStateChange()
    }

    func enterBackground() {
        guard activationState == .foregroundInactive else { return }
        activationState = .background
        delegate?.sceneDidEnterBackground(self)
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: self)
        owningApplication.announceStateChange()
    }
}

/// A lifecycle state the host asks a scene to reach.
@_spi(Host) public enum SceneLifecycleRequest: String, Sendable, CaseIterable {
    /// Foreground and active: it enters the foreground first if it was in the background.
    case active
    /// Foreground but not receiving events: it resigns active, or enters the foreground.
    case inactive
    /// Enters the foreground (and stays inactive until asked to become active).
    case foreground
    /// Enters the background: it resigns active first if it was active.
    case background
}

extension UIWindowScene {
    /// Moves the scene through UIKit's states to the requested one, calling the scene delegate
    /// and posting the notifications of each step; a scene already there hears nothing.
    @_spi(Host) public func request(_ request: SceneLifecycleRequest) {
        switch request {
        case .active:
            enterForeground()
            activate()
        case .inactive:
            deactivate()
            enterForeground()
        case .foreground:
            enterForeground()
        case .background:
            deactivate()
            enterBackground()
        }
        if activationState == .background {
            cancelAllTouches()
            cancelAllPresses()
        }
    }
}
