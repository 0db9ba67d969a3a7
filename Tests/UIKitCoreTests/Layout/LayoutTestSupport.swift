import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A plain view with a fixed intrinsic content size, standing in for controls and labels.
class IntrinsicView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(width: CGFloat = UIView.noIntrinsicMetric, height: CGFloat = UIView.noIntrinsicMetric) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { size }
}

extension UIView {
    /// A view positioned by constraints, added to `superview`.
    @MainActor static func constrained(in superview: UIView, width: CGFloat = UIView.noIntrinsicMetric,
                                       height: CGFloat = UIView.noIntrinsicMetric) -> IntrinsicView {
        let view = IntrinsicView(width: width, height: height)
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }
}

/// A new scene of an iPhone's size whose key window shows a plain view controller.
@MainActor func sceneShowingController(_ name: String, scale: Double = 2) -> (UIWindowScene, UIWindow, UIViewController) {
    let scene = UIApplication.shared.connectScene(persistentIdentifier: name,
                                                  display: SceneDisplay(width: 390, height: 844, scale: scale, style: .light))
    let window = UIWindow(windowScene: scene)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (scene, window, controller)
}

/// Runs `body` with the Auto Layout log captured, and returns what it logged.
@MainActor func capturingLayoutLog(_ body: () -> Void) -> [String] {
    var messages: [String] = []
    let previous = LayoutConstraintsLog.handler
    LayoutConstraintsLog.handler = { messages.append($0) }
    defer { LayoutConstraintsLog.handler = previous }
    body()
    return messages
}
