import Foundation

/// One drag of a sheet by the user: the height the sheet showed when the finger began, how far
/// the finger has moved down since, and whether the drag has started to dismiss the sheet.
struct SheetDrag {
    enum Dismissal { case none, dismissing, refused }

    let startHeight: CGFloat
    var offset: CGFloat = 0
    var dismissal = Dismissal.none
}

/// Where a sheet sits in its container: the top of the sheet, its height, and whether the
/// content behind it is dimmed.
struct SheetPlacement: Equatable {
    var top: CGFloat
    var height: CGFloat
    var dimsBehind: Bool
}

extension UISheetPresentationController {
    /// How far a sheet that may not be dismissed follows the finger below its smallest detent,
    /// and past its largest, at most: it resists.
    static let resistanceLimit: CGFloat = 40
    /// How long a flick keeps moving the sheet for the release decision, in seconds.
    static let flickProjection: CGFloat = 0.2

    // MARK: Geometry

    /// The active detents' heights in a container, from the smallest.
    func resolvedDetents(maximum: CGFloat, containerHeight: CGFloat,
                         traits: UITraitCollection) -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let context = SheetResolutionContext(containerTraitCollection: traits, maximumDetentValue: maximum,
                                             containerHeight: containerHeight)
        let resolved = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        let active = resolved.isEmpty ? [(Detent.Identifier.large, maximum)] : resolved
        return active.sorted { $0.1 < $1.1 }.map { (identifier: $0.0, height: $0.1) }
    }

    /// Where the sheet sits: at its selected detent (the smallest when none is selected), moved
    /// by the finger while it is dragged.
    func placement(maximum: CGFloat, containerHeight: CGFloat, traits: UITraitCollection) -> SheetPlacement {
        let resolved = resolvedDetents(maximum: maximum, containerHeight: containerHeight, traits: traits)
        let smallest = resolved[0].height, largest = resolved[resolved.count - 1].height
        var visible = height(of: selectedDetentIdentifier, in: resolved)
        if let drag {
            visible = drag.startHeight - drag.offset
            if visible > largest { visible = largest + Self.resisted(visible - largest) }
            if visible < smallest, drag.dismissal != .dismissing { visible = smallest - Self.resisted(smallest - visible) }
            visible = max(0, visible)
        }
        let undimmed = largestUndimmedDetentIdentifier.flatMap { id in resolved.first { $0.identifier == id }?.height }
        return SheetPlacement(top: containerHeight - visible, height: max(visible, smallest),
                              dimsBehind: undimmed.map { visible > $0 } ?? true)
    }

    private func height(of identifier: Detent.Identifier?,
                        in resolved: [(identifier: Detent.Identifier, height: CGFloat)]) -> CGFloat {
        resolved.first { $0.identifier == identifier }?.height ?? resolved[0].height
    }

    /// How far a sheet moves when the finger pulls it `distance` past where it may go: a little,
    /// less and less the further the finger goes.
    static func resisted(_ distance: CGFloat) -> CGFloat {
        resistanceLimit * (1 - 1 / (distance / (resistanceLimit * 2) + 1))
    }

    // MARK: Dragging

    func draggedImplementation(by recognizer: UIPanGestureRecognizer) {
        guard let container = containerView as? UITransitionView else { return }
        switch recognizer.state {
        case .began:
            drag = SheetDrag(startHeight: container.sheetVisibleHeight)
            follow(recognizer, in: container)
        case .changed:
            follow(recognizer, in: container)
        case .ended:
            release(velocity: recognizer.velocity(in: container).y, in: container)
        case .cancelled, .failed:
            release(velocity: 0, in: container, springBack: true)
        case .possible:
            return
        }
    }

    /// Moves the sheet with the finger; the first time it goes below the smallest detent, the
    /// user's dismissal begins, or is refused.
    private func follow(_ recognizer: UIPanGestureRecognizer, in container: UITransitionView) {
        guard var drag else { return }
        drag.offset = recognizer.translation(in: container).y
        if drag.dismissal == .none, drag.startHeight - drag.offset < container.sheetSmallestHeight {
            drag.dismissal = beginDismissal() ? .dismissing : .refused
        }
        self.drag = drag
        container.setNeedsLayout()
    }

    /// Asks whether the sheet may be dismissed; when it may, tells the delegate and starts the
    /// presented controllers' disappearance.
    private func beginDismissal() -> Bool {
        guard userDismissalShouldBegin() else { return false }
        userDismissalWillBegin()
        shownController.beginInteractiveDismissal()
        return true
    }

    /// Ends the drag where the sheet (moving on at the flick's speed) would come to rest: below
    /// half the smallest detent it dismisses, else it moves to the nearest detent.
    private func release(velocity: CGFloat, in container: UITransitionView, springBack: Bool = false) {
        guard let drag else { return }
        self.drag = nil
        container.setNeedsLayout()
        var settles = true
        defer { if settles { settle(container) } }
        let resolved = container.sheetDetents
        let projected = drag.startHeight - drag.offset - velocity * Self.flickProjection
        switch drag.dismissal {
        case .dismissing:
            if !springBack, projected < resolved[0].height / 2 {
                settles = false
                shownController.finishInteractiveDismissal { [self] in userDismissalDidEnd() }
                return
            }
            shownController.cancelInteractiveDismissal()
        case .refused:
            userDismissalWasRefused()
        case .none:
            break
        }
        guard !springBack else { return }
        let nearest = resolved.min { abs($0.height - projected) < abs($1.height - projected) }!
        let current = selectedDetentIdentifier ?? resolved[0].identifier
        guard nearest.identifier != current else { return }
        selectedDetentIdentifier = nearest.identifier
        (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    /// Moves the sheet from where the finger left it to where it rests, as UIKit's sheet does.
    func settle(_ container: UIView) {
        UIView.animate(withDuration: ModalTransitionAnimator.coverDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: 0, options: [], animations: { container.layoutIfNeeded() })
    }
}

/// The rules of a sheet's pan: it begins for vertical movement, and leaves touches that begin on
/// a control that tracks a drag (a slider's thumb, a switch) to that control.
@MainActor
final class SheetPanRules: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let translation = pan.translation(in: nil)
        return abs(translation.y) > abs(translation.x)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        var current = touch.view
        while let view = current, view !== gestureRecognizer.view {
            if let control = view as? UIControl, control.isEnabled, !(control is UIButton) { return false }
            current = view.superview
        }
        return true
    }
}
