import Foundation

/// Changes made outside an input's turn (a `Timer`, a dispatch block, a network completion)
/// are laid out and committed by a turn of their own on the run loop's next pass, as a device
/// draws what a block changed at the end of the run loop's cycle.
extension UIWindowScene {
    /// Something in the scene changed or needs layout: unless a turn commits it first, the run
    /// loop's next pass does.
    func noteChange() {
        guard !changeTurnScheduled, onTimerTurn != nil else { return }
        changeTurnScheduled = true
        let turn = { @Sendable [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.changeTurnScheduled = false
                guard self.hasUncommittedWork else { return }
                self.onTimerTurn?()
            }
        }
        // A view that marks itself again in each of its layouts is laid out once a frame, as
        // on a device, rather than in turns that never let the other sessions run.
        if layoutLeftPending {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.0 / 60, execute: turn)
        } else {
            RunLoop.main.perform(turn)
        }
    }

    /// Whether a change waits for a layout pass or a commit.
    var hasUncommittedWork: Bool {
        renderer.hasChanges || windows.contains { $0.needsLayout || $0.descendantNeedsLayout }
    }
}
