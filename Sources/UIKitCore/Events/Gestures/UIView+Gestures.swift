import Foundation

extension UIView {
    func attachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view !== self else { return }
        recognizer.view?.detachGestureRecognizer(recognizer)
        attachedGestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    func detachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.environment?.withdraw(recognizer)
        attachedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in attachedGestureRecognizers where !recognizers.contains(where: { $0 === recognizer }) {
            detachGestureRecognizer(recognizer)
        }
        for recognizer in recognizers { attachGestureRecognizer(recognizer) }
        // In the order given; a view left with none makes no box to hold an empty list.
        if !attachedGestureRecognizers.isEmpty { attachedGestureRecognizers = recognizers }
    }

    /// The enabled recognizers of the view and of its ancestors, deepest first: the ones a touch
    /// that begins in this view may go to.
    func gestureRecognizersForNewTouch() -> [UIGestureRecognizer] {
        var recognizers: [UIGestureRecognizer] = []
        var current: UIView? = self
        while let view = current {
            recognizers += view.attachedGestureRecognizers.filter(\.isEnabled)
            current = view.superview
        }
        return recognizers
    }

    /// UIKit's default: a control's own action wins over an ancestor's recognizer for the same
    /// gesture. For buttons that is a single-finger single tap ("Attaching gesture recognizers
    /// to UIKit controls").
    func defaultGestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let button = self as? UIButton, button.isEnabled, recognizer.view !== button,
              let tap = recognizer as? UITapGestureRecognizer else { return true }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }
}
