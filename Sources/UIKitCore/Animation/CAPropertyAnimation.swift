import Foundation

/// An abstract animation of one layer property, named by its key path (`"opacity"`,
/// `"position.x"`, `"transform.rotation.z"`, …).
@MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the animated property.
    open var keyPath: String?
    /// Whether the values add to the model value rather than replace it.
    open var isAdditive = false
    /// Whether each repetition starts where the last ended.
    open var isCumulative = false

    public required init() {
        super.init()
    }

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public required init(copying animation: CAAnimation) {
        let property = animation as? CAPropertyAnimation
        keyPath = property?.keyPath
        isAdditive = property?.isAdditive ?? false
        isCumulative = property?.isCumulative ?? false
        super.init(copying: animation)
    }
}

/// An animation of a layer property from one value to another: `fromValue` (or the value shown
/// now) to `toValue` (or the model value), or by `byValue`.
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init() {
        super.init()
    }

    public required init(copying animation: CAAnimation) {
        let basic = animation as? CABasicAnimation
        fromValue = basic?.fromValue
        toValue = basic?.toValue
        byValue = basic?.byValue
        super.init(copying: animation)
    }
}

/// An animation of a layer property through a list of values at given moments.
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, one per keyframe.
    open var values: [Any]?
    /// When each value is reached, as fractions of the duration (0 to 1, rising); `nil`
    /// spaces them evenly.
    open var keyTimes: [NSNumber]?
    /// The pacing between each pair of keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. `paced` spaces the keyframes evenly and
    /// `cubic`/`cubicPaced` ease in and out of each keyframe (an approximation of Core
    /// Animation's Catmull-Rom splines).
    open var calculationMode: CAAnimationCalculationMode = .linear

    public required init() {
        super.init()
    }

    public required init(copying animation: CAAnimation) {
        let keyframe = animation as? CAKeyframeAnimation
        values = keyframe?.values
        keyTimes = keyframe?.keyTimes
        timingFunctions = keyframe?.timingFunctions
        calculationMode = keyframe?.calculationMode ?? .linear
        super.init(copying: animation)
    }
}

/// A basic animation that moves its property as a damped spring: `mass`, `stiffness`,
/// `damping` and `initialVelocity` set the motion; `settlingDuration` is how long it takes to
/// come to rest (set it as the `duration` to play all of it).
@MainActor
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

/// An animation that plays several animations of one layer together: each child's
/// `beginTime` is relative to the group, and children are cut off at the group's end.
@MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() {
        super.init()
    }

    public required init(copying animation: CAAnimation) {
        animations = (animation as? CAAnimationGroup)?.animations
        super.init(copying: animation)
    }
}
