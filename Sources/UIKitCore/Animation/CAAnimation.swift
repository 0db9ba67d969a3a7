import Foundation

/// The abstract superclass of Core Animation's animations: their timing (`beginTime`,
/// `duration`, `speed`, repetition, reversal, fill), timing function and delegate.
///
/// An animation added to a layer changes what the layer shows, not its model: when it is over
/// the layer shows its model values again, unless `isRemovedOnCompletion` is false and
/// `fillMode` keeps the last value.
@preconcurrency @MainActor
open class CAAnimation: NSObject, NSCopying {
    /// The pacing of the animation; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// The delegate, kept strongly as Core Animation does.
    open var delegate: CAAnimationDelegate?
    /// Whether the animation leaves the layer when it ends. The default is true.
    open var isRemovedOnCompletion = true
    /// When the animation starts, in the layer's time (`CACurrentMediaTime()` plus a delay);
    /// 0 starts it when added.
    open var beginTime: CFTimeInterval = 0
    /// The length of one cycle; 0 takes the transaction's duration (0.25 seconds by default).
    open var duration: CFTimeInterval = 0
    /// How fast time passes for the animation: 2 plays it twice as fast.
    open var speed: Float = 1
    /// Where in its time the animation starts.
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles it plays (fractions allowed; `.infinity` forever).
    open var repeatCount: Float = 0
    /// How long it repeats for, in seconds, instead of a count.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays forwards then backwards.
    open var autoreverses = false
    /// What shows before the start and after the end.
    open var fillMode: CAMediaTimingFillMode = .removed

    public required override init() {
        super.init()
    }

    /// An animation with its default values.
    public class func animation() -> Self {
        Self()
    }

    /// The default value of a property, by key.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": Float(1)
        case "isRemovedOnCompletion", "removedOnCompletion": true
        default: nil
        }
    }

    public required init(copying animation: CAAnimation) {
        timingFunction = animation.timingFunction
        delegate = animation.delegate
        isRemovedOnCompletion = animation.isRemovedOnCompletion
        beginTime = animation.beginTime
        duration = animation.duration
        speed = animation.speed
        timeOffset = animation.timeOffset
        repeatCount = animation.repeatCount
        repeatDuration = animation.repeatDuration
        autoreverses = animation.autoreverses
        fillMode = animation.fillMode
        super.init()
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { type(of: self).init(copying: self) }
    }

    /// The number of one-way plays (an autoreversed cycle counts twice), or `nil` for ever.
    var plays: Double? {
        let cycle = max(duration, 0.0001) * (autoreverses ? 2 : 1)
        let cycles: Double
        if repeatCount.isInfinite || repeatDuration.isInfinite { return nil }
        if repeatDuration > 0 { cycles = repeatDuration / cycle } else { cycles = repeatCount > 0 ? Double(repeatCount) : 1 }
        return cycles * (autoreverses ? 2 : 1)
    }
}
