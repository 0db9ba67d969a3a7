import Foundation

/// A basic animation that moves its property as a damped spring: `mass`, `stiffness`,
/// `damping` and `initialVelocity` set the motion; `settlingDuration` is how long it takes to
/// come to rest (set it as the `duration` to play all of it).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    public required init() {
        super.init()
    }

    /// A spring that settles in about `duration` seconds, bouncing more as `bounce` nears 1.
    public convenience init(perceptualDuration duration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let omega = 2 * Double.pi / max(duration, 0.01)
        stiffness = omega * omega
        damping = bounce >= 0 ? 4 * Double.pi * (1 - bounce) / max(duration, 0.01) : 4 * Double.pi / (max(duration, 0.01) * (1 + bounce))
        self.duration = settlingDuration
    }

    public required init(copying animation: CAAnimation) {
        let spring = animation as? CASpringAnimation
        mass = spring?.mass ?? 1
        stiffness = spring?.stiffness ?? 100
        damping = spring?.damping ?? 10
        initialVelocity = spring?.initialVelocity ?? 0
        super.init(copying: animation)
    }

    var solution: SpringSolution {
        SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                       initialVelocity: Double(initialVelocity))
    }

    /// The time the spring takes to come to rest, in seconds.
    open var settlingDuration: CFTimeInterval {
        solution.settlingDuration
    }
}
