import Foundation

/// The timing of an animation as the motion of a spring: by damping ratio over the animator's
/// duration, or by mass, stiffness and damping, which set the duration themselves.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, in whole distances per second, per dimension.
    public let initialVelocity: CGVector
    private let spring: Spring

    private enum Spring {
        case ratio(Double)
        case physical(SpringSolution)
    }

    /// A critically damped spring (damping ratio 1) over the animator's duration.
    public override convenience init() {
        self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` (1: no oscillation, smaller: more) over the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` and an initial velocity, over the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        spring = .ratio(Double(ratio))
        super.init()
    }

    /// A physical spring: its mass, stiffness and damping set how long it takes to settle, and
    /// the animator's duration is ignored, as in UIKit.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        spring = .physical(SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                          initialVelocity: Double(velocity.dx)))
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The duration the spring takes: its settling time for a physical spring, else `duration`.
    func duration(for duration: TimeInterval) -> TimeInterval {
        if case .physical(let solution) = spring { return solution.settlingDuration }
        return duration
    }

    /// The spring's curve as a CSS `linear()` easing over `duration`.
    func css(duration: TimeInterval) -> String {
        switch spring {
        case .ratio(let ratio):
            ViewAnimationTiming.spring(damping: ratio, velocity: Double(initialVelocity.dx), duration: duration)
        case .physical(let solution):
            solution.css(over: solution.settlingDuration)
        }
    }
}
