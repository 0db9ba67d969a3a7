import Foundation
import Synchronization

/// Counts the changes that can change the traits of some view controller: trait overrides, the
/// scene's traits, `UITraitCollection.current`, and moves in the view and controller hierarchies
/// (and the objects of a hierarchy going away). A controller keeps the traits it computed for as
/// long as the count stays where it was (UIViewController+Traits.swift).
enum TraitEnvironmentGeneration {
    // Atomic: an object's handle is cleared where its last reference goes, which may be off the
    // main thread.
    private static let count = Atomic<Int>(0)

    static var current: Int { count.load(ordering: .relaxed) }

    static func advance() {
        count.wrappingAdd(1, ordering: .relaxed)
    }
}

/// Changes the traits of whole subtrees as UIKit does: colors that depend on traits are drawn
/// again where they resolve differently, and every view and controller whose traits changed hears
/// `traitCollectionDidChange(_:)` and its registered observers, parents before children.
@MainActor
func changeTraits(of roots: [UIView], _ change: () -> Void) {
    var before: [ObjectIdentifier: UITraitCollection] = [:]
    var marginsBefore: [ObjectIdentifier: NSDirectionalEdgeInsets] = [:]
    for root in roots {
        root.forEachTraitEnvironment { environment in
            before[ObjectIdentifier(environment)] = environment.traitCollection
            guard let view = environment as? UIView else { return }
            view.markTraitDependentRendering()
            if view.owningViewController != nil { marginsBefore[ObjectIdentifier(view)] = view.directionalLayoutMargins }
        }
    }
    change()
    TraitEnvironmentGeneration.advance()
    for root in roots {
        root.forEachTraitEnvironment { environment in
            guard let previous = before[ObjectIdentifier(environment)] else { return }
            let current = environment.traitCollection
            guard current != previous else { return }
            (environment as? UIView)?.adjustFontForContentSizeCategory(from: previous)
            environment.traitCollectionDidChange(previous)
            if let view = environment as? UIView {
                view.traitObservers.notify(from: previous, to: current)
                // A root view's system minimum margins follow the horizontal size class.
                if let margins = marginsBefore[ObjectIdentifier(view)] { view.layoutMarginsMayHaveChanged(from: margins) }
            }
            if let controller = environment as? UIViewController { controller.traitObservers.notify(from: previous, to: current) }
        }
    }
}

extension UIView {
    /// The view's controller (for a root view), then the view, then its subviews, depth first.
    func forEachTraitEnvironment(_ body: (any UITraitEnvironment) -> Void) {
        if let controller = owningViewController { body(controller) }
        body(self)
        for subview in storedSubviews { subview.forEachTraitEnvironment(body) }
    }

    /// Colors resolve with the traits: keep what the client has, so only colors that resolve
    /// differently are sent.
    func markTraitDependentRendering() {
        willChangeRender(.background)
        willChangeRender(.color)
        if let imageView = self as? UIImageView, imageView.displayedImage != nil { willChangeRender(.image) }
        // A drawing's colors may resolve differently: it is drawn again, as on a device.
        if storedLayer?.extras?.drawing != nil { setNeedsDisplay() }
    }
}
