import Foundation

/// The stack of current graphics contexts, one per thread as in UIKit: image contexts and
/// contexts pushed with `UIGraphicsPushContext(_:)`.
private final class GraphicsContextStack {
    var contexts: [CGContext] = []
    /// The image contexts begun with `UIGraphicsBeginImageContext(WithOptions)`.
    var imageContexts: [ObjectIdentifier] = []

    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    private static let key = "UIKit.GraphicsContextStack"
}

/// The scale an image context takes when given 0: the screen's, 2 here (a scene's own scale
/// comes from its browser, and image contexts belong to no scene).
let defaultImageContextScale: CGFloat = 2

/// Returns the current graphics context: the image context begun last, or the context pushed
/// last; `nil` when there is none.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes the context the current one.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Removes the current context, making the one below current again.
public func UIGraphicsPopContext() {
    let stack = GraphicsContextStack.current
    guard let context = stack.contexts.popLast() else { return }
    stack.imageContexts.removeAll { $0 == ObjectIdentifier(context) }
}

/// Creates a bitmap image context of the size at a scale of 1, not opaque, and makes it current.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Creates a bitmap image context with the options and makes it current; a scale of 0 means
/// the screen's. An empty size makes no context (UIKit logs an error).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : defaultImageContextScale
    guard let context = CGContext(size: size, scale: scale, opaque: opaque) else { return }
    let stack = GraphicsContextStack.current
    stack.contexts.append(context)
    stack.imageContexts.append(ObjectIdentifier(context))
}

/// The contents of the current image context as an image, at the context's scale; `nil` when
/// the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.current
    guard let context = stack.contexts.last, stack.imageContexts.contains(ObjectIdentifier(context)),
          let png = context.makePNG() else { return nil }
    return UIImage(data: png, scale: context.scale)
}

/// Removes the current image context from the stack.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let context = stack.contexts.last, stack.imageContexts.contains(ObjectIdentifier(context)) else { return }
    stack.contexts.removeLast()
    stack.imageContexts.removeAll { $0 == ObjectIdentifier(context) }
}

/// Fills the rectangle with the current fill color of the current context.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Draws a one-point frame inside the rectangle with the current fill color.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.fill([CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
                  CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1),
                  CGRect(x: rect.minX, y: rect.minY + 1, width: 1, height: max(0, rect.height - 2)),
                  CGRect(x: rect.maxX - 1, y: rect.minY + 1, width: 1, height: max(0, rect.height - 2))])
}

@MainActor
extension UIColor {
    /// Sets the color of fills in the current graphics context (a dynamic color resolved with
    /// the current traits).
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Sets the color of strokes in the current graphics context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Sets the color of both fills and strokes in the current graphics context.
    public func set() {
        setFill()
        setStroke()
    }
}

extension UIImage {
    /// Draws the image (PNG, a symbol, or a PDF vector) in the rectangle of the current graphics
    /// context; a symbol's glyph is filled with its tint color, else black.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let pdf = attributes.pdf {
            pdf.draw(in: rect, tint: attributes.tintColor?.render(in: UITraitCollection()), context: context)
        } else if let symbol = attributes.symbol {
            let color = symbol.configuration.fixedColor ?? attributes.tintColor ?? .black
            symbol.draw(in: rect, color: color.render(in: UITraitCollection()), context: context)
        } else if let tint = attributes.tintColor, let cgImage {
            context.fill(maskedBy: cgImage, in: rect, color: CGColor(tint.render(in: UITraitCollection())))
        } else if let cgImage {
            context.draw(cgImage, in: rect)
        }
    }

    /// Draws the image at its size in points with its top-left corner at the point.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}
