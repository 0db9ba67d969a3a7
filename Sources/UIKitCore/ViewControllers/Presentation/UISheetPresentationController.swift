import Foundation

/// A presentation controller that manages the appearance and behavior of a sheet: the detents
/// it rests at, its grabber and corners, and which detents dim the content behind it.
/// UIKit makes one for controllers presented as page or form sheets.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights a sheet can rest at, from the smallest. The default is `[.large()]`.
    open var detents: [Detent] = [.large()] {
        didSet { containerView?.setNeedsLayout() }
    }

    /// The identifier of the detent the sheet rests at; `nil` (the default) is the smallest detent.
    /// Setting it does not call the delegate.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { containerView?.setNeedsLayout() }
    }

    /// The largest detent that does not dim the content behind the sheet, which stays interactive
    /// at it and at smaller ones; `nil` (the default) dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { containerView?.setNeedsLayout() }
    }

    /// Whether the sheet shows a grabber at its top edge. The default is `false`.
    open var prefersGrabberVisible = false {
        didSet { containerView?.setNeedsLayout() }
    }

    /// The corner radius of the sheet; `nil` (the default) is the system's.
    open var preferredCornerRadius: CGFloat? {
        didSet { containerView?.setNeedsLayout() }
    }

    /// Animates the changes to the sheet's properties that `changes` makes: the sheet moves to its
    /// new detent, or takes its new shape, over the time a sheet takes to rise.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        guard let containerView else { return }
        settle(containerView)
    }

    /// The user's drag of the sheet while a finger is on it.
    var drag: SheetDrag?
    /// The popover this sheet stands in for in compact width: its delegate hears the user's
    /// dismissal of the sheet, about the popover's presentation controller.
    weak var adaptedPopover: UIPopoverPresentationController?

    override var shownController: UIViewController {
        adaptedPopover?.shownController ?? super.shownController
    }

    override func userDismissalShouldBegin() -> Bool {
        adaptedPopover?.userDismissalShouldBegin() ?? super.userDismissalShouldBegin()
    }

    override func userDismissalWillBegin() {
        if let adaptedPopover { adaptedPopover.userDismissalWillBegin() } else { super.userDismissalWillBegin() }
    }

    override func userDismissalDidEnd() {
        if let adaptedPopover { adaptedPopover.userDismissalDidEnd() } else { super.userDismissalDidEnd() }
    }

    override func userDismissalWasRefused() {
        if let adaptedPopover { adaptedPopover.userDismissalWasRefused() } else { super.userDismissalWasRefused() }
    }

    override func dragged(by recognizer: UIPanGestureRecognizer) {
        draggedImplementation(by: recognizer)
    }
}

extension UISheetPresentationController {
    /// A height at which a sheet naturally rests.
    @MainActor
    public final class Detent {
        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier,
                     resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// A detent for a sheet at about half the height of the screen; not active in compact
        /// height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact ? nil : context.containerHeight / 2
            }
        }

        /// A detent for a sheet at full height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height the resolver computes from the context; `nil` makes it inactive.
        /// Without an identifier, the detent gets a unique one.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The height of the detent in the context, no taller than the largest, or `nil` when it
        /// is inactive.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
        }

        /// A value that identifies a detent.
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// The identifier of the system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The identifier of the system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }
}
