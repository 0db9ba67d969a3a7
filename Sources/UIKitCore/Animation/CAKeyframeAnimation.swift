import Foundation

/// An animation of a layer property through a list of values at given moments.
@preconcurrency @MainActor
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
