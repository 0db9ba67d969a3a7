import Foundation

/// The root view of a container controller (named after UIKit's): it lays out the container's bars and content when
/// it lays out its subviews, as UIKit's layout container view does.
final class UILayoutContainerView: UIView {
    private let layout: @MainActor () -> Void

    init(layout: @escaping @MainActor () -> Void) {
        self.layout = layout
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layout()
    }
}
