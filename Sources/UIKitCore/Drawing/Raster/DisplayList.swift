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
        /// The shadow of what is drawn next: offset in points (down and right are positive,
        /// whatever the transform), blur radius, color; no color draws none.
        case shadow(offset: CGSize, blur: CGFloat, color: CGColor?)
        case beginPath
        case move(CGPoint)
        case line(CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
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
        /// Paints the clip with a gradient along the line from start to end, extended beyond
        /// them as the options say.
        case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
        /// Paints the clip with a gradient between two circles.
        case radialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                            options: CGGradientDrawingOptions)
        /// Paints the clip with a gradient around `center`, by angle: it starts at `angle`
        /// (radians from the x axis) and goes clockwise (y down) once around.
        case conicGradient(CGGradient, center: CGPoint, angle: CGFloat)
        /// Fills the alpha of the image, scaled to the rectangle, with the color.
        case mask(CGImage, in: CGRect, color: CGColor)
    }

    var commands: [Command] = []

    mutating func append(_ command: Command) {
        commands.append(command)
    }
}

extension DisplayList {
    /// How far a gradient's band reaches past an end it extends beyond, in points.
    static let gradientReach: CGFloat = 100_000

    /// The band of a linear gradient that paints: between the lines through `start` and `end`
    /// at right angles to it, reaching beyond either end it extends past. The page clips to the
    /// same polygon.
    static func gradientBand(from start: CGPoint, to end: CGPoint, before: Bool, after: Bool) -> [CGPoint] {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = max(hypot(dx, dy), 1e-9)
        let ux = dx / length, uy = dy / length
        let low = before ? -gradientReach : 0, high = after ? length + gradientReach : length
        let side = gradientReach
        func point(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
            CGPoint(x: start.x + ux * along - uy * across, y: start.y + uy * along + ux * across)
        }
        return [point(low, -side), point(high, -side), point(high, side), point(low, side)]
    }
}
