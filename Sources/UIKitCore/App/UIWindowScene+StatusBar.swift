import Foundation

extension UIWindowScene {
    /// Reads the status bar attributes as UIKit resolves them: from the key window's root view
    /// controller, or the last controller presented above it that controls the status bar, then
    /// along `childForStatusBarStyle` and `childForStatusBarHidden`. The result fills the status
    /// bar manager and the theme the browser colours the page with.
    func updateStatusBar() {
        guard let window = statusBarWindow, let root = window.rootViewController else {
            statusBar.statusBarStyle = .default
            statusBar.isStatusBarHidden = false
            statusBar.statusBarFrame = .zero
            renderer.theme = SceneTheme(color: UIColor.systemBackground.render(in: traitCollection),
                                        isDark: traitCollection.userInterfaceStyle == .dark, isStatusBarHidden: false)
            return
        }
        let owner = root.statusBarOwner
        let styleOwner = owner.followingChildren { $0.childForStatusBarStyle }
        let style = styleOwner.preferredStatusBarStyle
        let hidden = owner.followingChildren { $0.childForStatusBarHidden }.prefersStatusBarHidden
        statusBar.statusBarStyle = style
        statusBar.isStatusBarHidden = hidden
        statusBar.statusBarFrame = hidden ? .zero
            : CGRect(x: 0, y: 0, width: screen.bounds.width, height: window.safeAreaInsets.top)
        let isDark = switch style {
        case .lightContent: true
        case .darkContent: false
        case .default: styleOwner.traitCollection.userInterfaceStyle == .dark
        }
        renderer.theme = SceneTheme(color: themeColor(of: owner, in: window), isDark: isDark, isStatusBarHidden: hidden)
    }

    /// The window whose controllers decide the status bar: the key window, else the frontmost
    /// shown window with a root view controller.
    private var statusBarWindow: UIWindow? {
        if let keyWindow, !keyWindow.isHidden, keyWindow.rootViewController != nil { return keyWindow }
        return windows.last { !$0.isHidden && $0.rootViewController != nil }
    }

    /// The colour at the top of the screen: the owner's top bar or view background, else the
    /// window's, else the system background, resolved in the owner's traits.
    private func themeColor(of owner: UIViewController, in window: UIWindow) -> RenderColor {
        if let top = owner.topBackgroundColor {
            let color = top.color.render(in: top.traits)
            if color.alpha > 0 { return color }
        }
        if let background = window.backgroundColor {
            let color = background.render(in: window.traitCollection)
            if color.alpha > 0 { return color }
        }
        return UIColor.systemBackground.render(in: owner.traitCollection)
    }
}

extension UIViewController {
    /// The controller in charge of the status bar for a window whose root this is: the last
    /// controller presented above it that takes control of the status bar, else this one.
    var statusBarOwner: UIViewController {
        var owner = self
        var current = self
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let presented = current.presentedController, visited.insert(ObjectIdentifier(presented)).inserted {
            if presented.controlsStatusBarWhenPresented { owner = presented }
            current = presented
        }
        return owner
    }
}
