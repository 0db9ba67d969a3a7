@_spi(Host) import UIKitCore
import Foundation

/// Touch phases to deliver at given times, each as its own turn: what a finger does, for
/// automation (REST touches, swipes and long presses).
struct TouchScript: Sendable {
    struct Step: Sendable {
        /// Seconds from the start of the script.
        var time: TimeInterval
        var phase: UITouch.Phase
        var touches: [TouchInput]
    }

    var steps: [Step]

    /// The longest script accepted, in seconds.
    static let maximumDuration: TimeInterval = 10

    /// A finger that goes down at `from`, moves in a straight line to `to` over `duration`
    /// (one move per 1/60 s), and lifts there.
    static func swipe(from: CGPoint, to: CGPoint, duration: TimeInterval, pointerID: Int) -> TouchScript {
        let moves = max(1, Int((duration * 60).rounded()))
        var steps = [Step(time: 0, phase: .began, touches: [TouchInput(pointerID: pointerID, location: from)])]
        for index in 1...moves {
            let progress = Double(index) / Double(moves)
            let point = CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
            steps.append(Step(time: duration * progress, phase: .moved, touches: [TouchInput(pointerID: pointerID, location: point)]))
        }
        steps.append(Step(time: duration, phase: .ended, touches: [TouchInput(pointerID: pointerID, location: to)]))
        return TouchScript(steps: steps)
    }

    /// A finger held still at `point` for `duration`.
    static func longPress(at point: CGPoint, duration: TimeInterval, pointerID: Int) -> TouchScript {
        let touch = [TouchInput(pointerID: pointerID, location: point)]
        return TouchScript(steps: [Step(time: 0, phase: .began, touches: touch),
                                   Step(time: duration, phase: .ended, touches: touch)])
    }
}

extension Session {
    /// Plays the script on the main run loop, each step a turn at its time; `completion` gets the
    /// revision after the last step, or the first error (later steps are then cancelled, and
    /// touches the script began are cancelled).
    func play(_ script: TouchScript, completion: @escaping @MainActor (Result<Int, TouchInputError>) -> Void) {
        let start = ProcessInfo.processInfo.systemUptime
        playStep(0, of: script, start: start, completion: completion)
    }

    private func playStep(_ index: Int, of script: TouchScript, start: TimeInterval,
                          completion: @escaping @MainActor (Result<Int, TouchInputError>) -> Void) {
        guard index < script.steps.count else {
            completion(.success(scene.revision))
            return
        }
        let step = script.steps[index]
        let delay = max(0, start + step.time - ProcessInfo.processInfo.systemUptime)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                do throws(TouchInputError) {
                    try self.scene.handleTouches(step.phase, step.touches, timestamp: start + step.time)
                } catch {
                    self.scene.cancelAllTouches()
                    self.finishTurn()
                    completion(.failure(error))
                    return
                }
                self.finishTurn()
                self.playStep(index + 1, of: script, start: start, completion: completion)
            }
        }
    }
}
