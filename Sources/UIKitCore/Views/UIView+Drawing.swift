import Foundation

/// Where a view is in drawing its content.
enum DisplayState: UInt8 {
    /// Never drawn: drawn when the page first sees the view, if its class draws.
    case initial
    /// Drawn, and nothing asked for it again.
    case clean
    /// `setNeedsDisplay()` asked: drawn before the page next sees the view.
    case needsDisplay
}

/// What the framework learns about views' drawing as they draw.
@MainActor
enum ViewDrawing {
    /// Set by `UIView.draw(_:)`'s own implementation: whether the last drawing reached it.
    static var defaultDrawReached = false
    /// Classes that do not draw: one of them drew nothing, and UIView's own `draw(_:)` ran.
    /// Their views are not drawn when first shown; `setNeedsDisplay()` still draws them.
    static var classesNotDrawing: Set<ObjectIdentifier> = []
    /// Classes one of whose views drew something: never taken for classes that do not draw.
    static var classesSeenDrawing: Set<ObjectIdentifier> = []
}

/// `draw(_:)`: the view draws into a context that records a display list, which the page
/// replays on a canvas over the view's background and under its subviews.
extension UIView {
    func setNeedsDisplayImplementation() {
        guard displayState != .needsDisplay else { return }
        displayState = .needsDisplay
        enqueueDisplay()
    }

    /// Asks the scene to display the view before the next commit; a view the page does not
    /// have yet is drawn when it is sent.
    private func enqueueDisplay() {
        guard let renderer = storedWindow?.sceneRenderer, renderClient === renderer else { return }
        renderer.enqueueDisplay(of: self)
    }

    /// The size changed: with `.redraw` the view draws again; a view that could not draw yet
    /// (it had no area) draws now that it has one.
    func sizeDidChange(from oldSize: CGSize) {
        if contentMode == .redraw {
            setNeedsDisplay()
        } else if displayState != .clean, oldSize.width <= 0 || oldSize.height <= 0 {
            enqueueDisplay()
        }
    }

    /// Draws the view if it is marked, or if it was never drawn and its class draws; the page
    /// gets the new drawing with the next commit. `quietly` when its node is being created with
    /// the drawing in it.
    func displayIfNeeded(quietly: Bool = false) {
        // A layer with no area keeps waiting to be drawn, as on a device.
        guard storedBounds.width > 0, storedBounds.height > 0 else { return }
        switch displayState {
        case .clean: return
        case .initial where ViewDrawing.classesNotDrawing.contains(ObjectIdentifier(type(of: self))):
            displayState = .clean
            return
        case .initial, .needsDisplay:
            displayState = .clean
        }
        let drawing = recordDrawing()
        guard drawing != storedLayer?.extras?.drawing else { return }
        if !quietly { willChangeRender(.drawing) }
        if drawing != nil || storedLayer?.extras != nil { layer.writableExtras.drawing = drawing }
    }

    /// Runs `draw(_:)` with a recording context of the bounds made current.
    private func recordDrawing() -> RenderDrawing? {
        let bounds = storedBounds
        guard bounds.width > 0, bounds.height > 0,
              let context = CGContext(size: bounds.size, scale: traitCollection.displayScale, opaque: false) else { return nil }
        let translated = bounds.origin != .zero
        if translated { context.translateBy(x: -bounds.minX, y: -bounds.minY) }
        ViewDrawing.defaultDrawReached = false
        UIGraphicsPushContext(context)
        draw(bounds)
        UIGraphicsPopContext()
        let drewNothing = context.displayList.commands.count == (translated ? 1 : 0)
        // A class that called `super` and drew nothing may draw later: then it is a drawing class.
        let kind = ObjectIdentifier(type(of: self))
        if !drewNothing {
            ViewDrawing.classesNotDrawing.remove(kind)
            ViewDrawing.classesSeenDrawing.insert(kind)
        } else if ViewDrawing.defaultDrawReached, !ViewDrawing.classesSeenDrawing.contains(kind) {
            ViewDrawing.classesNotDrawing.insert(kind)
        }
        return drewNothing ? nil : RenderDrawing(width: bounds.width, height: bounds.height, list: context.displayList)
    }
}
