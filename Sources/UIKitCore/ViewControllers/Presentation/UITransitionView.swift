import Foundation

/// The view a presentation lives in, named after the one UIKit uses: it covers the window (or the
/// context controller's view), holds the dimming view and the presented controller's view, and
/// places them the way the style draws in compact width.
@MainActor
final class UITransitionView: UIView {
    /// The gap between the top of the safe area and a sheet, and the radius of the sheet's top
    /// corners, in points.
    static let sheetTopGap: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10
    /// The status bar height a sheet keeps clear of when the window has no top safe area, as on an
    /// iPhone with a 20-point status bar.
    static let minimumSheetTopSafeArea: CGFloat = 20

    private weak var presentingController: UIViewController?
    private weak var presentedView: UIView?
    private let dimmingView: UIDimmingView?
    private let sheetView: UIDropShadowView?

    init(kind: Presentation.Kind, presenting: UIViewController, presented: UIViewController, frame: CGRect) {
        presentingController = presenting
        presentedView = presented.view
        dimmingView = UIDimmingView.forPresentation(kind)
        sheetView = kind == .sheet ? UIDropShadowView() : nil
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let dimmingView { addSubview(dimmingView) }
        if let sheetView {
            sheetView.clipsToBounds = true
            sheetView.layer.cornerRadius = Self.sheetCornerRadius
            addSubview(sheetView)
            sheetView.addSubview(presented.view)
        } else {
            addSubview(presented.view)
        }
        placeSubviews()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeSubviews()
    }

    /// Sizes the presented view for its style: a sheet below the top of the safe area whose bottom
    /// corners hang below the window (only its top corners show rounded), or the whole bounds.
    private func placeSubviews() {
        let bounds = self.bounds
        dimmingView?.frame = bounds
        guard let presentedView else { return }
        guard let sheetView else {
            presentedView.frame = bounds
            return
        }
        let top = max(window?.safeAreaInsets.top ?? 0, Self.minimumSheetTopSafeArea) + Self.sheetTopGap
        let height = max(0, bounds.height - top)
        sheetView.frame = CGRect(x: 0, y: top, width: bounds.width, height: height + Self.sheetCornerRadius)
        presentedView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
    }

    /// Like UIKit's, a presented controller's chain continues with the controller that presented it.
    override var next: UIResponder? {
        presentingController ?? superview
    }
}

/// The rounded container of a sheet, named after the one UIKit uses.
@MainActor
final class UIDropShadowView: UIView {}
