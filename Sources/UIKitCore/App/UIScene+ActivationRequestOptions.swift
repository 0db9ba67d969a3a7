import Foundation

extension UIScene {
    /// Options for UIKit to use when activating a scene (`requestSceneSessionActivation`).
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene that asks for the activation; the scene whose turn is running when nil.
        open var requestingScene: UIScene?

        public override init() {
            super.init()
        }
    }
}

/// The name iOS 13 gave `UIScene.ActivationRequestOptions`.
public typealias UISceneActivationRequestOptions = UIScene.ActivationRequestOptions
