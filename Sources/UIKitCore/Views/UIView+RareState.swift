import Foundation

/// The state of a view that most views leave at its default: kept out of every view, in one
/// box made the first time a view sets one of them, since a scene holds hundreds of views. Its
/// geometry (a transform, an anchor point, margins, safe-area insets), which fewer views still
/// set than a tint, a tag or an owning controller, is in a second box (`ViewGeometryParts`):
/// a view with a tint asks for 96 bytes where it asked for 240.
@MainActor
final class ViewRareState {
    /// The view whose `mask` this view is.
    @HandleReference var maskedView: UIView?
    /// The view's own `mask`, held strongly, as UIKit holds it.
    var mask: UIView?
    /// Whether the view is the root of a hierarchy outside windows whose constraints wait for an
    /// engine (LayoutEngine+Parking.swift).
    var parksLayout = false
    /// The layout engine the view hosts as the root of its hierarchy
    /// (`ViewLayoutState.hostedEngine`).
    var hostedEngine: HostedEngine?
    /// The controller whose root view this is: the view's next responder.
    @HandleReference var owningViewController: UIViewController?
    /// The tint color set on the view itself (UIView+Tint.swift).
    var tintColor: UIColor?
    var tag = 0
    var traitObservers = TraitChangeObservers()
    var gestureRecognizers: [UIGestureRecognizer] = []
    var geometry: ViewGeometryParts?

    var geometryMade: ViewGeometryParts {
        if let geometry { return geometry }
        let made = ViewGeometryParts()
        geometry = made
        return made
    }

    var holdsOnlyDefaults: Bool {
        (geometry?.holdsOnlyDefaults ?? true) && maskedView == nil && mask == nil && hostedEngine == nil && !parksLayout
            && owningViewController == nil && tintColor == nil && tag == 0 && traitObservers.observers.isEmpty
            && gestureRecognizers.isEmpty
    }
}

/// The geometry of a view that few views set (`ViewRareState.geometry`).
final class ViewGeometryParts {
    var transform: CGAffineTransform = .identity
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var layoutMargins: NSDirectionalEdgeInsets?
    /// The safe-area insets the view was last told of (UIView+SafeArea.swift).
    var notifiedSafeAreaInsets: UIEdgeInsets = .zero
    /// Insets the host or a container adds to this view's safe area (the window's device
    /// insets, bars, a controller's additional insets).
    var additionalSafeArea: UIEdgeInsets = .zero

    var holdsOnlyDefaults: Bool {
        transform == .identity && anchorPoint == CGPoint(x: 0.5, y: 0.5) && layoutMargins == nil
            && notifiedSafeAreaInsets == .zero && additionalSafeArea == .zero
    }
}

extension UIView {
    /// The box, made on first use.
    var rareStateMade: ViewRareState {
        if let rareState { return rareState }
        let made = ViewRareState()
        rareState = made
        return made
    }

    var hostedEngineBox: HostedEngine? {
        get { rareState?.hostedEngine }
        set {
            if rareState != nil || newValue != nil { rareStateMade.hostedEngine = newValue }
            // A view built on its own hosts an engine only until it joins a hierarchy: the box
            // it needed for that goes too when it holds nothing else.
            if newValue == nil, let rareState, rareState.holdsOnlyDefaults { self.rareState = nil }
        }
    }

    /// Whether the view is the root of a hierarchy outside windows whose constraints wait for an
    /// engine (LayoutEngine+Parking.swift).
    var parksLayout: Bool {
        get { rareState?.parksLayout ?? false }
        set {
            if rareState != nil || newValue { rareStateMade.parksLayout = newValue }
            if !newValue, let rareState, rareState.holdsOnlyDefaults { self.rareState = nil }
        }
    }

    var storedTransform: CGAffineTransform {
        get { rareState?.geometry?.transform ?? .identity }
        set { if rareState?.geometry != nil || newValue != .identity { rareStateMade.geometryMade.transform = newValue } }
    }

    var storedAnchorPoint: CGPoint {
        get { rareState?.geometry?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }
        set {
            if rareState?.geometry != nil || newValue != CGPoint(x: 0.5, y: 0.5) {
                rareStateMade.geometryMade.anchorPoint = newValue
            }
        }
    }

    /// The view's `mask`, in the rare state: few views have one.
    var storedMask: UIView? {
        get { rareState?.mask }
        set { if rareState != nil || newValue != nil { rareStateMade.mask = newValue } }
    }

    /// The view whose `mask` this view is.
    var maskedView: UIView? {
        get { rareState?.maskedView }
        set { if rareState != nil || newValue != nil { rareStateMade.maskedView = newValue } }
    }

    var storedLayoutMargins: NSDirectionalEdgeInsets? {
        get { rareState?.geometry?.layoutMargins }
        set { if rareState?.geometry != nil || newValue != nil { rareStateMade.geometryMade.layoutMargins = newValue } }
    }

    /// The controller whose root view this is: the view's next responder.
    var owningViewController: UIViewController? {
        get { rareState?.owningViewController }
        set { if rareState != nil || newValue != nil { rareStateMade.owningViewController = newValue } }
    }

    /// The tint color set on the view itself, which its subviews inherit (UIView+Tint.swift).
    var ownTintColor: UIColor? {
        get { rareState?.tintColor }
        set { if rareState != nil || newValue != nil { rareStateMade.tintColor = newValue } }
    }

    /// The view's trait-change registrations (UIView+Traits.swift).
    var traitObservers: TraitChangeObservers {
        get { rareState?.traitObservers ?? TraitChangeObservers() }
        // In place: a registration made on a view makes the box.
        _modify { yield &rareStateMade.traitObservers }
    }

    /// The gesture recognizers attached to the view, in the order they were added.
    var attachedGestureRecognizers: [UIGestureRecognizer] {
        get { rareState?.gestureRecognizers ?? [] }
        _modify { yield &rareStateMade.gestureRecognizers }
    }

    var notifiedSafeAreaInsets: UIEdgeInsets {
        get { rareState?.geometry?.notifiedSafeAreaInsets ?? .zero }
        set {
            if rareState?.geometry != nil || newValue != .zero { rareStateMade.geometryMade.notifiedSafeAreaInsets = newValue }
        }
    }

    /// Insets the host or a container adds to this view's safe area (the window's device
    /// insets, bars, a controller's additional insets).
    var additionalSafeArea: UIEdgeInsets {
        get { rareState?.geometry?.additionalSafeArea ?? .zero }
        set { if rareState?.geometry != nil || newValue != .zero { rareStateMade.geometryMade.additionalSafeArea = newValue } }
    }
}
