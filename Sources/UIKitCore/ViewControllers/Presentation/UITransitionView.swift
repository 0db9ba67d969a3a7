import Foundation

/// The view a presentation lives in, named after the one UIKit uses: it covers the window (or the
/// context controller's view), holds the dimming view and the presented controller's view, and
/// places them the way the style draws in compact width: a sheet, a popover next to its anchor,
/// or the whole bounds.
@MainActor
final class UITransitionView: UIView {
    /// The gap between the top of the safe area and a sheet, and the radius of the sheet's top
    /// corners, in points.
    static let sheetTopGap: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10
    /// The status bar height a sheet keeps clear of when the window has no top safe area, as on an
    /// iPhone with a 20-point status bar.
    static let minimumSheetTopSafeArea: CGFloat = 20

    /// The size of a form sheet in a regular-width environment when the presented controller
    /// prefers none, as UIKit's default.
    static let defaultFormSheetSize = CGSize(width: 540, height: 620)

    @HandleReference private var presentingController: UIViewController?
    @HandleReference private var presentedController: UIViewController?
    @HandleReference private var presentedView: UIView?
    let dimmingView: UIDimmingView?
    private let sheetView: UIDropShadowView?
    private let popoverView: UIPopoverView?
    /// Whether a presentation or dismissal is animating: touches are ignored meanwhile.
    var isTransitioning = false
    /// Whether layout leaves the presented view where the dismissal animation is taking it.
    var holdsPlacement = false

    /// The view that moves on screen for the presentation: the sheet, the popover, or the
    /// presented view.
    var movingView: UIView? {
        if kind == .custom { return presentationController?.presentedView ?? presentedView }
        return sheetView ?? popoverView ?? presentedView
    }
    private weak var sheetController: UISheetPresentationController?
    private weak var popoverController: UIPopoverPresentationController?
    private weak var presentationController: UIPresentationController?
    private let kind: Presentation.Kind
    private let grabber = UIView()
    private let panRules = SheetPanRules()

    init(kind: Presentation.Kind, presenting: UIViewController, presented: UIViewController,
         controller: UIPresentationController, frame: CGRect) {
        presentingController = presenting
        presentedController = presented
        presentedView = presented.view
        dimmingView = UIDimmingView.forPresentation(kind)
        sheetView = kind == .sheet ? UIDropShadowView() : nil
        popoverView = kind == .popover ? UIPopoverView() : nil
        // A popover adapted to a sheet is shaped by its adaptive sheet presentation controller.
        let popover = controller as? UIPopoverPresentationController
        sheetController = kind == .sheet
            ? popover?.adaptiveSheetPresentationController ?? controller as? UISheetPresentationController : nil
        popoverController = kind == .popover ? popover : nil
        presentationController = controller
        self.kind = kind
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let dimmingView { addSubview(dimmingView) }
        if let sheetView {
            sheetView.clipsToBounds = true
            sheetView.layer.cornerRadius = Self.sheetCornerRadius
            addSubview(sheetView)
            sheetView.addSubview(presented.view)
            addGrabber(to: sheetView)
            let pan = UIPanGestureRecognizer(target: sheetController ?? controller, action: UIPresentationController.dragged)
            pan.delegate = panRules
            sheetView.addGestureRecognizer(pan)
        } else if let popoverView, let popover {
            addSubview(popoverView)
            popoverView.contentView.addSubview(presented.view)
            let tapOutside = UITapGestureRecognizer(target: popover, action: UIPopoverPresentationController.tappedOutside)
            dimmingView?.addGestureRecognizer(tapOutside)
        } else {
            addSubview(presented.view)
        }
        placeSubviews()
        // A form sheet's place depends on the traits it has once it is in the window.
        setNeedsLayout()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        placeSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }

    /// Where the grabber is drawn when the sheet prefers one: centred at the top of the sheet.
    static let grabberFrame = CGRect(x: 0, y: 5, width: 36, height: 5)

    private func addGrabber(to sheetView: UIView) {
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = Self.grabberFrame.height / 2
        grabber.isUserInteractionEnabled = false
        grabber.accessibilityIdentifier = "sheet-grabber"
        grabber.isHidden = true
        sheetView.addSubview(grabber)
    }

    /// Touches that land outside the sheet while its detent leaves the content behind undimmed
    /// reach that content, as do touches outside a popover on its passthrough views.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if isTransitioning { return isHidden || !self.point(inside: point, with: event) ? nil : self }
        let hit = super.hitTest(point, with: event)
        if let popoverController, hit === dimmingView, !popoverController.isModalInPresentation,
           isOnPassthroughView(point, of: popoverController, with: event) {
            return nil
        }
        return hit === self && dimmingView?.isHidden == true ? nil : hit
    }

    private func isOnPassthroughView(_ point: CGPoint, of popover: UIPopoverPresentationController, with event: UIEvent?) -> Bool {
        (popover.passthroughViews ?? []).contains { view in
            view.window === window && !view.isHidden && view.point(inside: convert(point, to: view), with: event)
        }
    }

    /// Sizes the presented view for its style: a popover next to its anchor, a sheet below the top
    /// of the safe area whose bottom corners hang below the window (only its top corners show
    /// rounded), or the whole bounds.
    private func placeSubviews() {
        let bounds = self.bounds
        dimmingView?.frame = bounds
        guard let presentedView, !holdsPlacement else { return }
        if let popoverView, let popoverController {
            let placement = popoverController.placement(in: self)
            popoverView.frame = placement.frame
            popoverView.apply(placement, color: popoverController.resolvedBackgroundColor)
            presentedView.frame = popoverView.contentView.bounds
            return
        }
        guard let sheetView else {
            if kind == .custom, let controller = presentationController {
                if controller.containerView === self { presentedView.frame = controller.frameOfPresentedViewInContainerView }
            } else {
                presentedView.frame = bounds
            }
            return
        }
        if let formSheet = formSheetFrame(in: bounds) {
            sheetView.frame = formSheet
            presentedView.frame = CGRect(origin: .zero, size: formSheet.size)
            return
        }
        let placement = sheetPlacement
        let radius = sheetController?.preferredCornerRadius ?? Self.sheetCornerRadius
        sheetView.layer.cornerRadius = radius
        sheetView.frame = CGRect(x: 0, y: placement.top, width: bounds.width, height: placement.height + radius)
        presentedView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: placement.height)
        dimmingView?.isHidden = !placement.dimsBehind
        grabber.isHidden = sheetController?.prefersGrabberVisible != true
        let grabberX = ((bounds.width - Self.grabberFrame.width) / 2).rounded()
        grabber.frame = CGRect(origin: CGPoint(x: grabberX, y: Self.grabberFrame.minY), size: Self.grabberFrame.size)
        if sheetView.subviews.last !== grabber { sheetView.bringSubviewToFront(grabber) }
    }

    // MARK: Sheet geometry

    /// The height of the tallest sheet: from below the status bar to the bottom of the window.
    private var sheetMaximumHeight: CGFloat {
        let top = max(window?.safeAreaInsets.top ?? 0, Self.minimumSheetTopSafeArea) + Self.sheetTopGap
        return max(0, bounds.height - top)
    }

    /// The sheet's active detents, from the smallest.
    var sheetDetents: [(identifier: UISheetPresentationController.Detent.Identifier, height: CGFloat)] {
        guard let sheetController else { return [(.large, sheetMaximumHeight)] }
        return sheetController.resolvedDetents(maximum: sheetMaximumHeight, containerHeight: bounds.height, traits: traitCollection)
    }

    var sheetSmallestHeight: CGFloat { sheetDetents[0].height }

    /// How much of the sheet shows above the bottom of the window.
    var sheetVisibleHeight: CGFloat { bounds.height - sheetPlacement.top }

    private var sheetPlacement: SheetPlacement {
        let maximum = sheetMaximumHeight
        guard let sheetController else {
            return SheetPlacement(top: bounds.height - maximum, height: maximum, dimsBehind: true)
        }
        return sheetController.placement(maximum: maximum, containerHeight: bounds.height, traits: traitCollection)
    }

    /// Where a form sheet sits in a regular-width environment: centred, at the presented
    /// controller's preferred content size (or UIKit's default), no larger than the safe area;
    /// `nil` in compact width, where it is drawn as a sheet.
    private func formSheetFrame(in bounds: CGRect) -> CGRect? {
        guard let presentedController, presentedController.modalPresentationStyle == .formSheet,
              traitCollection.horizontalSizeClass == .regular else { return nil }
        let preferred = presentedController.preferredContentSize
        let size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultFormSheetSize
        let area = bounds.inset(by: window?.safeAreaInsets ?? .zero)
        let width = min(size.width, area.width)
        let height = min(size.height, area.height)
        return CGRect(x: (area.midX - width / 2).rounded(), y: (area.midY - height / 2).rounded(), width: width, height: height)
    }

    // Touches that land while a transition animates stop here.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isTransitioning { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isTransitioning { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isTransitioning { super.touchesEnded(touches, with: event) }
    }

    /// Like UIKit's, a presented controller's chain continues with the controller that presented it.
    override var next: UIResponder? {
        presentingController ?? superview
    }

    /// A presentation is modal to assistive apps: what it covers is left out, and the page shows
    /// it as a dialog named by the presented controller's title.
    override var isAccessibilityModalByDefault: Bool { true }
    override var defaultAccessibilityLabel: String? { presentedController?.title }
}

/// The rounded container of a sheet, named after the one UIKit uses.
@MainActor
final class UIDropShadowView: UIView {}
