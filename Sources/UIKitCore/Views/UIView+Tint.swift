import Foundation

extension UIView {
    /// How the view's tint is adjusted.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The view takes its superview's mode; `.normal` when no ancestor sets one.
        case automatic
        case normal
        /// The tint is drawn desaturated, as behind a modal presentation.
        case dimmed
    }

    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var current: UIView? = self
        while let view = current {
            if view.ownTintAdjustmentMode != .automatic { return view.ownTintAdjustmentMode }
            current = view.storedSuperview
        }
        return .normal
    }

    var effectiveTintColor: UIColor {
        effectiveTint.color
    }

    /// The tint color and adjustment mode the view draws with, found in one walk up its
    /// superviews: the first mode that is not automatic (`.normal` when none is), and the first
    /// color set, or the dimmed gray when the mode is dimmed.
    ///
    /// The walk keeps no reference to an ancestor it has passed: each is kept by its own
    /// superview (the root by whoever holds it), the view by the caller, and nothing is freed
    /// while it reads stored properties (a view asks at every `addSubview`, so the retains and
    /// releases of each step were most of its cost).
    var effectiveTint: (color: UIColor, mode: TintAdjustmentMode) {
        var mode = TintAdjustmentMode.automatic
        var color: UIColor?
        unowned(unsafe) var view = self
        while true {
            if mode == .automatic { mode = view.ownTintAdjustmentMode }
            if color == nil { color = view.ownTintColor }
            if mode == .dimmed { return (UIView.dimmedTintColor, .dimmed) }
            guard mode == .automatic || color == nil, let superview = view.storedSuperview else { break }
            view = superview
        }
        return (color ?? AppAccentColor.color, mode == .automatic ? .normal : mode)
    }

    /// The gray UIKit draws dimmed tints with.
    static let dimmedTintColor = UIColor(white: 0.56, alpha: 1)

    func setOwnTintColor(_ color: UIColor?) {
        let before = effectiveTint
        ownTintColor = color
        notifyTintChange(from: before.color, mode: before.mode)
    }

    func setOwnTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        let before = effectiveTint
        ownTintAdjustmentMode = mode
        notifyTintChange(from: before.color, mode: before.mode)
    }

    /// Calls `tintColorDidChange()` on the view and every descendant that inherits its tint, if
    /// the effective tint changed from `previousColor` and `previousMode`.
    func notifyTintChange(from previousColor: UIColor, mode previousMode: TintAdjustmentMode) {
        // The same color object, most often the app's accent color, is compared without the
        // cast `isEqual(_:)` makes.
        let (color, mode) = effectiveTint
        let colorChanged = !same(color, previousColor)
        let modeChanged = mode != previousMode
        guard colorChanged || modeChanged else { return }
        propagateTintColorDidChange(colorChanged: colorChanged, modeChanged: modeChanged)
    }

    /// Descendants hear of a change only in what they inherit: the color if they set none, the
    /// mode if theirs is automatic.
    private func propagateTintColorDidChange(colorChanged: Bool, modeChanged: Bool) {
        tintColorDidChange()
        for subview in storedSubviews {
            let inheritsChange = (colorChanged && subview.ownTintColor == nil)
                || (modeChanged && subview.ownTintAdjustmentMode == .automatic)
            if inheritsChange { subview.propagateTintColorDidChange(colorChanged: colorChanged, modeChanged: modeChanged) }
        }
    }
}
