import Foundation

/// How one view controller is presented: by whom, in which resolved style, and the views UIKit
/// added for it. The presented controller holds it while it is presented.
@MainActor
final class Presentation {
    /// The controller that presents (and will dismiss) the presented one. It holds the presented
    /// controller, not the other way round.
    private(set) weak var presenting: UIViewController?
    let kind: Kind
    /// The view the presentation lives in: it covers the window, or the context controller's view.
    let transitionView: UITransitionView
    /// The view the transition view was put in: the window, or the context view's superview.
    @HandleReference var container: UIView?
    /// The presenting side's view that a full-screen or current-context presentation took out of
    /// the hierarchy once it completed, and where it was, put back when the presented controller
    /// is dismissed.
    var removedView: (view: UIView, index: Int)?
    /// The view behind an alert whose tint it dims, with the tint adjustment mode it had.
    var dimmedTint: (view: UIView, mode: UIView.TintAdjustmentMode)?

    /// The presentation controller that manages the presentation.
    let controller: UIPresentationController
    /// The animated presentation or dismissal under way, which is also its coordinator.
    var transition: ViewControllerTransitionContext?

    /// Whether the presenting side's views leave the hierarchy once the presentation completes:
    /// for the full-screen styles, and for a custom presentation whose controller asks for it.
    var removesPresenterViews: Bool {
        kind.removesPresenterViews || (kind == .custom && controller.shouldRemovePresentersView)
    }

    init(presenting: UIViewController, kind: Kind, transitionView: UITransitionView, controller: UIPresentationController) {
        self.presenting = presenting
        self.kind = kind
        self.transitionView = transitionView
        self.controller = controller
    }

    /// A presentation style as a compact-width environment draws it.
    enum Kind {
        case fullScreen, overFullScreen, sheet, currentContext, overCurrentContext, alert, custom, popover

        /// The kind of a style before adaptation: a popover stays a popover until its
        /// presentation controller adapts it.
        init(_ style: UIModalPresentationStyle) {
            switch style {
            case .automatic, .pageSheet, .formSheet, .none: self = .sheet
            case .popover: self = .popover
            case .fullScreen: self = .fullScreen
            case .overFullScreen: self = .overFullScreen
            case .currentContext: self = .currentContext
            case .overCurrentContext: self = .overCurrentContext
            case .custom: self = .custom
            }
        }

        /// Whether the presenting side's views leave the hierarchy once the presentation
        /// completes, so the presenter disappears.
        var removesPresenterViews: Bool {
            self == .fullScreen || self == .currentContext
        }

        /// Whether the presentation covers the controller that defines the presentation context
        /// rather than the whole window.
        var usesPresentationContext: Bool {
            self == .currentContext || self == .overCurrentContext
        }
    }
}
