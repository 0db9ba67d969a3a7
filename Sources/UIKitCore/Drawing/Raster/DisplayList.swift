import Foundation

/// A recorded drawing: the commands a `CGContext` received, in its user space (points, y down),
/// in order. Recording is cheap; pixels come from replaying a list with `CairoRasterizer`.
struct DisplayList: Hashable, Sendable {
    /// One drawing command. Quadratic curves are recorded as the cubic curves they equal;
    /// convenience calls (`fill(_:)` of a rect, `stroke(_:width:)`, …) as the path and state
    /// commands they stand for.
    enum Command: Hashable, Sendable {
        case save
        case restore
        /// Multiplies the current transform by this one (applied first to user coordinates).
        case concatenate(CGAffineTransform)
        case fillColor(CGColor)
        case strokeColor(CGColor)
        case alpha(CGFloat)
        case lineWidth(CGFloat)
        case lineCap(CGLineCap)
        case lineJoin(CGLineJoin)
        case miterLimit(CGFloat)
        case lineDash(phase: CGFloat, lengths: [CGFloat])
        case blendMode(CGBlendMode)
        case beginPath
        case move(CGPoint)
        case line(CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// `clockwise` as in Core Graphics: in a y-up space.
        case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
        case rect(CGRect)
        case ellipse(CGRect)
        case closePath
        /// Fills the current path, then clears it.
        case fill(CGPathFillRule)
        /// Strokes the current path, then clears it.
        case stroke
        /// Fills then strokes the current path, then clears it.
        case fillStroke(CGPathFillRule)
        /// Intersects the clip with the current path, then clears it.
        case clip(CGPathFillRule)
        /// Paints the rectangle transparent (white in an opaque bitmap).
        case clear(CGRect)
        case image(CGImage, in: CGRect)
        /// Fills the alpha of the image, scaled to the rectangle, with the color.
        case mask(CGImage, in: CGRect, color: CGColor)
    }

    var commands: [Command] = []

    mutating func append(_ command: Command) {
        commands.append(command)
    }
}
