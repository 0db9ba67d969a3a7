import Foundation

/// Methods an animation's delegate receives when the animation starts and stops.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (after its `beginTime`).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran its time, false when it was removed.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
