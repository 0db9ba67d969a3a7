import Foundation

/// Timed work a control schedules on its scene's clock (a stepper's autorepeat), run as its own
/// turn: once the work ran, the host commits and sends the patch, as after a gesture timer.
@MainActor
final class ControlTimer {
    private let clock: SceneClock
    private var token: SceneClock.Token?

    init(in scene: UIWindowScene, after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        let environment = scene.gestureEnvironment
        clock = environment.clock
        token = clock.schedule(after: delay) { [weak environment] in
            work()
            environment?.onTimerTurn?()
        }
    }

    /// Cancels the work if it has not run yet.
    func cancel() {
        guard let token else { return }
        clock.cancel(token)
        self.token = nil
    }
}
