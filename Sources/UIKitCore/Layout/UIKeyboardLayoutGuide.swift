import Foundation

/// A layout guide that represents the space the keyboard occupies in your app's layout.
///
/// The guide spans the owning view's width at its bottom edge. While the browser reports an
/// on-screen keyboard (a touch device with a text input editing) it is as tall as the part of the
/// view the keyboard covers; otherwise as tall as the bottom safe area inset (or zero tall
/// without `usesBottomSafeArea`).
@preconcurrency @MainActor
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

    /// The height the keyboard takes from the bottom of the owning view: the part of the view
    /// the browser's keyboard covers while it is shown, else the bottom safe area.
    func height(in owner: UIView) -> CGFloat {
        let offscreen = usesBottomSafeArea ? owner.safeAreaInsetsForLayoutGuide.bottom : 0
        guard let keyboard = owner.window?.windowScene?.keyboardFrame else { return offscreen }
        let covered = owner.convert(owner.bounds, to: nil).maxY - keyboard.minY
        return max(0, min(covered, owner.bounds.height))
    }
}
