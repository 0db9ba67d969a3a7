import Foundation

/// A layout guide that represents the space the keyboard occupies in your app's layout.
///
/// The browser's keyboard is not part of the page the server lays out, so the guide always
/// stands for an offscreen keyboard: it spans the owning view's width at its bottom edge, as tall
/// as the bottom safe area inset (or zero tall without `usesBottomSafeArea`).
@MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows the keyboard when it is undocked or floating. The default is
    /// `false`.
    open var followsUndockedKeyboard = false

    /// Whether the guide's top edge stays at the bottom of the safe area while the keyboard is
    /// offscreen. The default is `true`.
    open var usesBottomSafeArea = true {
        didSet {
            guard usesBottomSafeArea != oldValue, let owningView else { return }
            LayoutEngine.engine(for: owningView, create: false)?.refreshGuides(of: owningView)
        }
    }

    /// The height the keyboard takes from the bottom of the owning view.
    func height(in owner: UIView) -> CGFloat {
        usesBottomSafeArea ? owner.safeAreaInsetsForLayoutGuide.bottom : 0
    }
}
