import Foundation

/// The root view of a container controller: it lays out the container's bars and content when
/// it lays out its subviews, as UIKit's layout container view does.
final class ContainerRootView: UIView {
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

/// The view that holds a container's child views. Its safe area is the container's plus the
/// bars that cover it, so a child's view fills the container while its safe area stops at the
/// bars, as UIKit's wrapper views do.
final class ContainerContentView: UIView {
    /// Makes the bars' heights part of the safe area of the child views.
    func setBarInsets(_ insets: UIEdgeInsets) {
        setAdditionalSafeArea(insets)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews { subview.frame = bounds }
    }
}
