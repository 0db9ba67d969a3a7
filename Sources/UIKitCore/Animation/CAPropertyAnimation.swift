import Foundation

/// An abstract animation of one layer property, named by its key path (`"opacity"`,
/// `"position.x"`, `"transform.rotation.z"`, …).
@preconcurrency @MainActor
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
