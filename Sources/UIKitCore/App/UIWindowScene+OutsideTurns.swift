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
        RunLoop.main.perform { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.changeTurnScheduled = false
                guard self.hasUncommittedWork else { return }
                self.onTimerTurn?()
            }
        }
    }

    /// Whether a change waits for a layout pass or a commit.
    var hasUncommittedWork: Bool {
        renderer.hasChanges || windows.contains { $0.needsLayout || $0.descendantNeedsLayout }
    }
}
