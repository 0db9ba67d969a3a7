import Foundation

/// The state of a view that most views leave at its default: kept out of every view, in one
/// box made the first time a view sets one of them, since a scene holds hundreds of views.
@MainActor
final class ViewRareState {
    var transform: CGAffineTransform = .identity
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The view whose `mask` this view is.
    @HandleReference var maskedView: UIView?
    var layoutMargins: NSDirectionalEdgeInsets?
    /// The safe-area insets the view was last told of (UIView+SafeArea.swift).
    var notifiedSafeAreaInsets: UIEdgeInsets = .zero
    /// Insets the host or a container adds to this view's safe area (the window's device
    /// insets, bars, a controller's additional insets).
    var additionalSafeArea: UIEdgeInsets = .zero
}

extension UIView {
    /// The box, made on first use.
    private var rareStateMade: ViewRareState {
        if let rareState { return rareState }
        let made = ViewRareState()
        rareState = made
        return made
    }

    var storedTransform: CGAffineTransform {
        get { rareState?.transform ?? .identity }
        set { if rareState != nil || newValue != .identity { rareStateMade.transform = newValue } }
    }

    var storedAnchorPoint: CGPoint {
        get { rareState?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }
        set { if rareState != nil || newValue != CGPoint(x: 0.5, y: 0.5) { rareStateMade.anchorPoint = newValue } }
    }

    /// The view whose `mask` this view is.
    var maskedView: UIView? {
        get { rareState?.maskedView }
        set { if rareState != nil || newValue != nil { rareStateMade.maskedView = newValue } }
    }

    var storedLayoutMargins: NSDirectionalEdgeInsets? {
        get { rareState?.layoutMargins }
        set { if rareState != nil || newValue != nil { rareStateMade.layoutMargins = newValue } }
    }

    var notifiedSafeAreaInsets: UIEdgeInsets {
        get { rareState?.notifiedSafeAreaInsets ?? .zero }
        set { if rareState != nil || newValue != .zero { rareStateMade.notifiedSafeAreaInsets = newValue } }
    }

    /// Insets the host or a container adds to this view's safe area (the window's device
    /// insets, bars, a controller's additional insets).
    var additionalSafeArea: UIEdgeInsets {
        get { rareState?.additionalSafeArea ?? .zero }
        set { if rareState != nil || newValue != .zero { rareStateMade.additionalSafeArea = newValue } }
    }
}
