import Foundation

/// A path of straight and curved lines, with the line attributes it is stroked with, that fills
/// and strokes itself in the current graphics context.
///
/// UIKit's coordinates go down: an arc's `clockwise` is clockwise on screen, the opposite of
/// the same flag on a `CGMutablePath`.
open class UIBezierPath: NSObject, NSCopying, @unchecked Sendable {
    private var path = CGMutablePath()

    /// The width of stroked lines, in points (1 by default).
    open var lineWidth: CGFloat = 1
    /// How the ends of stroked lines are drawn.
    open var lineCapStyle: CGLineCap = .butt
    /// How stroked lines are joined.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The limit on mitered joins, relative to the line width (10 by default).
    open var miterLimit: CGFloat = 10
    /// How finely curves are drawn; kept, and drawing is always fine here.
    open var flatness: CGFloat = 0.6
    /// Whether filling and clipping use the even-odd rule instead of the nonzero winding one.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() {
        super.init()
    }

    /// A path of a rectangle, clockwise from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A path of the ellipse (an oval) that fits in the rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A path of a rectangle with rounded corners of the radius, at most half of its shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = min(max(cornerRadius, 0), min(r.width, r.height) / 2)
        path.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius)
    }

    /// A path of a rectangle with the chosen corners rounded to the radii (each at most half of
    /// the rectangle's side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = CGSize(width: min(max(cornerRadii.width, 0), r.width / 2),
                            height: min(max(cornerRadii.height, 0), r.height / 2))
        let order: [UIRectCorner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
        path.addRoundedRect(r, radii: order.map { corners.contains($0) ? radius : .zero })
    }

    /// A path of an arc of a circle; `clockwise` is on screen, in UIKit's coordinates.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    // MARK: The path

    /// The path as a Core Graphics path (a copy: changing it does not change this path).
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The rectangle around every point of the path, control points included.
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }

    /// Where the path ends now.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Starts a new subpath at the point.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a straight line from the current point.
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Adds a cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc of a circle, with a line from the current point to its start; `clockwise`
    /// is on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Clockwise on a y-down screen is counterclockwise in Core Graphics' y-up sense.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    open func close() {
        path.closeSubpath()
    }

    /// Removes every element of the path.
    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Appends another path's elements.
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        path = path.mutableCopy(using: [transform]) ?? path
    }

    /// The same path drawn the other way: each subpath reversed.
    open func reversing() -> UIBezierPath {
        let reversed = copyAttributes()
        var subpath: [CGPath.Element] = []
        var subpaths: [(elements: [CGPath.Element], closed: Bool)] = []
        for element in path.elements {
            switch element {
            case .move:
                if !subpath.isEmpty { subpaths.append((subpath, false)) }
                subpath = [element]
            case .close:
                subpaths.append((subpath, true))
                subpath = []
            default:
                subpath.append(element)
            }
        }
        if !subpath.isEmpty { subpaths.append((subpath, false)) }
        for (elements, closed) in subpaths {
            guard case .move(var start) = elements.first else { continue }
            // Walk back from the end: each piece runs from its end point to its start.
            var starts: [CGPoint] = [start]
            for element in elements.dropFirst() {
                start = element.points.last ?? start
                starts.append(start)
            }
            reversed.path.move(to: starts[starts.count - 1])
            for index in stride(from: elements.count - 1, to: 0, by: -1) {
                let to = starts[index - 1]
                switch elements[index] {
                case .line: reversed.path.addLine(to: to)
                case .quad(let c, _): reversed.path.addQuadCurve(to: to, control: c)
                case .curve(let c1, let c2, _): reversed.path.addCurve(to: to, control1: c2, control2: c1)
                case .move, .close: break
                }
            }
            if closed { reversed.path.closeSubpath() }
        }
        return reversed
    }

    /// Whether the point is inside the path, by its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    /// Sets the dash pattern of stroked lines: `count` lengths from `pattern` (an empty pattern,
    /// or `nil`, draws them solid), starting `phase` points into it.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (when not `nil`), and gives its count and phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in dashPattern.enumerated() { pattern[index] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing

    /// Fills the inside of the path with the current fill color of the current context.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Fills the path with the blend mode and opacity.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        blending(blendMode, alpha: alpha, fill)
    }

    /// Strokes the path with the current stroke color of the current context and the path's
    /// line attributes.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { context.setLineDash(phase: dashPhase, lengths: dashPattern) }
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path with the blend mode and opacity.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        blending(blendMode, alpha: alpha, stroke)
    }

    /// Draws with the blend mode and opacity, then puts the context's back.
    private func blending(_ blendMode: CGBlendMode, alpha: CGFloat, _ draw: () -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw()
        context.restoreGState()
    }

    /// Intersects the clip of the current context with the inside of the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Copying

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = copyAttributes()
        copy.path = path.mutableCopy() ?? CGMutablePath()
        return copy
    }

    private func copyAttributes() -> UIBezierPath {
        let copy = UIBezierPath()
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }

    open override var description: String {
        "<UIBezierPath: \(path.elements.count) elements, bounds \(bounds)>"
    }
}
