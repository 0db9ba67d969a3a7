import Foundation

/// The root view of a container controller (named after UIKit's): it lays out the container's bars and content when
/// it lays out its subviews, as UIKit's layout container view does. It starts as large as the screen, as a
/// controller's default view does, and resizes with its superview, as UIKit's does.
final class UILayoutContainerView: UIView {
    private let layout: @MainActor () -> Void

    init(layout: @escaping @MainActor () -> Void) {
        self.layout = layout
        super.init(frame: UIScreen.current.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layout()
    }
}
