import Foundation

/// The kind of one element of a path.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0, addLineToPoint = 1, addQuadCurveToPoint = 2, addCurveToPoint = 3, closeSubpath = 4
}

/// One element of a path as `CGPath.applyWithBlock(_:)` hands it out: its kind and its points
/// (one for a move or a line, two for a quadratic curve, three for a cubic one, none to close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
}

/// An immutable graphics path: lines and curves, in subpaths, in user coordinates.
///
/// Arcs, rectangles, ellipses and rounded rectangles are kept as the lines and cubic curves
/// that draw them, as Core Graphics does, so every path is made of moves, lines, quadratic and
/// cubic curves and closes.
public class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// One element of a path, with its points.
    enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(control: CGPoint, to: CGPoint)
        case curve(control1: CGPoint, control2: CGPoint, to: CGPoint)
        case close
    }

    fileprivate(set) var elements: [Element]
    /// The start of the subpath the path ends in, where a close returns.
    fileprivate var subpathStart: CGPoint?

    init(elements: [Element] = []) {
        self.elements = elements
        subpathStart = elements.lastIndex { if case .move = $0 { true } else { false } }.flatMap {
            if case .move(let point) = elements[$0] { point } else { nil }
        }
    }

    /// A path of a rectangle, transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path of the ellipse that fits in the rectangle, transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path of a rounded rectangle, transformed.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the path ends; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        switch elements.last {
        case .move(let point), .line(let point), .quad(_, let point), .curve(_, _, let point): point
        case .close: subpathStart ?? .zero
        case nil: .zero
        }
    }

    /// The smallest rectangle holding every point of the path, control points included; `.null`
    /// for an empty path.
    public var boundingBox: CGRect {
        Self.box(around: elements.flatMap(\.points))
    }

    /// The smallest rectangle holding the path as drawn, without the control points of its
    /// curves; `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        Self.box(around: flattened().flatMap { $0 })
    }

    /// Whether a point is inside the path, as filling it with the rule would paint it.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let point = transform.isIdentity ? point : point.applying(transform.inverted())
        var winding = 0
        for polygon in flattened() where polygon.count > 1 {
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
                if a.y <= point.y {
                    if b.y > point.y, Self.side(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, Self.side(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// Whether the path is just a rectangle, and which.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0, .line(let p) where index > 0: points.append(p)
            case .close where index == elements.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let box = Self.box(around: points)
        let corners = Set([CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                           CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY)].map(\.key))
        guard Set(points.map(\.key)) == corners,
              zip(points, points.dropFirst() + [points[0]]).allSatisfy({ $0.x == $1.x || $0.y == $1.y }) else { return false }
        rect?.pointee = box
        return true
    }

    /// Calls the block with each element of the path in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in elements {
            let elementPoints = element.points
            for (index, point) in elementPoints.enumerated() { points[index] = point }
            var pathElement = CGPathElement(type: element.type, points: points)
            withUnsafePointer(to: &pathElement) { block($0) }
        }
    }

    /// An immutable copy of the path.
    public func copy() -> CGPath? {
        CGPath(elements: elements)
    }

    /// An immutable copy of the path with the transform applied to its points.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let transform = transform?.pointee ?? .identity
        return CGPath(elements: elements.map { $0.applying(transform) })
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.elements = elements
        copy.subpathStart = subpathStart
        return copy
    }

    /// A mutable copy of the path with the transform applied to its points.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.addPath(self, transform: transform?.pointee ?? .identity)
        return copy
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }

    public var description: String {
        "<CGPath \(elements.count) elements, bounding box \(boundingBox)>"
    }

    // MARK: Geometry

    /// The subpaths as polygons: curves cut into 16 straight pieces each.
    func flattened() -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func finish() {
            if !current.isEmpty { polygons.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = [p]
                last = p
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p)
                last = p
            case .quad(let c, let p):
                if current.isEmpty { current = [last] }
                let start = last
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    current.append(CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .curve(let c1, let c2, let p):
                if current.isEmpty { current = [last] }
                let start = last
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * start.y + b * c1.y + c * c2.y + d * p.y))
                }
                last = p
            case .close:
                if let first = current.first { last = first }
                finish()
            }
        }
        finish()
        return polygons
    }

    private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    static func box(around points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A graphics path you build element by element.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init()
    }

    private func append(_ element: Element) {
        if case .move(let point) = element { subpathStart = point }
        elements.append(element)
    }

    /// A path that draws from the current point needs one: after a close, a new subpath starts
    /// where the closed one did.
    private func ensureSubpath(at point: CGPoint) {
        switch elements.last {
        case nil: append(.move(point))
        case .close: append(.move(subpathStart ?? point))
        default: break
        }
    }

    /// Starts a new subpath at the point.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let point = point.applying(transform)
        ensureSubpath(at: point)
        append(.line(point))
    }

    /// Adds lines between the points, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        let control = control.applying(transform)
        ensureSubpath(at: control)
        append(.quad(control: control, to: end.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        let control1 = control1.applying(transform)
        ensureSubpath(at: control1)
        append(.curve(control1: control1, control2: control2.applying(transform), to: end.applying(transform)))
    }

    /// Adds a rectangle as a closed subpath, counterclockwise in a y-up space from its origin.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds rectangles, each a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse that fits in the rectangle as a closed subpath of four cubic curves,
    /// starting at its right end.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        let quarters: [(CGFloat, CGFloat)] = [(1, 0), (0, 1), (-1, 0), (0, -1), (1, 0)]
        for index in 0..<4 {
            let (x0, y0) = quarters[index], (x1, y1) = quarters[index + 1]
            addCurve(to: CGPoint(x: cx + x1 * rx, y: cy + y1 * ry),
                     control1: CGPoint(x: cx + (x0 - k * y0) * rx, y: cy + (y0 + k * x0) * ry),
                     control2: CGPoint(x: cx + (x1 + k * y1) * rx, y: cy + (y1 - k * x1) * ry),
                     transform: transform)
        }
        closeSubpath()
    }

    /// Adds a rounded rectangle as a closed subpath; the corners are quarter ellipses of the
    /// given width and height, at most half the rectangle's.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(max(cornerWidth, 0), r.width / 2), h = min(max(cornerHeight, 0), r.height / 2)
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        addRoundedRect(r, radii: Array(repeating: CGSize(width: w, height: h), count: 4), transform: transform)
    }

    /// Adds a rectangle whose corners (top left, top right, bottom right, bottom left, in a
    /// y-down space) are quarter ellipses of the given radii.
    func addRoundedRect(_ r: CGRect, radii: [CGSize], transform: CGAffineTransform = .identity) {
        let k: CGFloat = 0.5522847498307936
        let tl = radii[0], tr = radii[1], br = radii[2], bl = radii[3]
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY), transform: transform)
        if tr != .zero {
            addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                     control1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
                     control2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)), transform: transform)
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height), transform: transform)
        if br != .zero {
            addCurve(to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                     control1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
                     control2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY), transform: transform)
        }
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY), transform: transform)
        if bl != .zero {
            addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                     control1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
                     control2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)), transform: transform)
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height), transform: transform)
        if tl != .zero {
            addCurve(to: CGPoint(x: r.minX + tl.width, y: r.minY),
                     control1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
                     control2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY), transform: transform)
        }
        closeSubpath()
    }

    /// Adds an arc of a circle: a line from the current point to its start, then the arc.
    /// `clockwise` is in Core Graphics' sense, in a y-up space: in UIKit's y-down drawing,
    /// `clockwise: true` goes counterclockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let full = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        guard sweep.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        // Clockwise in a y-up space is toward decreasing angles; a turn or more is a circle.
        if clockwise {
            if sweep <= -full { sweep = -full } else if sweep > 0 {
                let remainder = sweep.truncatingRemainder(dividingBy: full)
                sweep = remainder == 0 ? 0 : remainder - full
            }
        } else {
            if sweep >= full { sweep = full } else if sweep < 0 {
                let remainder = sweep.truncatingRemainder(dividingBy: full)
                sweep = remainder == 0 ? 0 : remainder + full
            }
        }
        addArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// Adds an arc of `delta` radians from the start angle (positive: increasing angles), with a
    /// line from the current point to its start.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    private func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(startAngle)
        if elements.isEmpty || elements.last == .close {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        guard radius > 0, delta != 0 else { return }
        let pieces = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let a = point(angle), b = point(next)
            addCurve(to: b,
                     control1: CGPoint(x: a.x - k * radius * sin(angle), y: a.y + k * radius * cos(angle)),
                     control2: CGPoint(x: b.x + k * radius * sin(next), y: b.y - k * radius * cos(next)),
                     transform: transform)
            angle = next
        }
    }

    /// Adds an arc of the given radius tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`, with a line to its start.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse), p1 = tangent1End, p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard !elements.isEmpty, l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 else {
            return addLine(to: tangent1End, transform: transform)
        }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre is off the corner along the bisector.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let h = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * h, y: p1.y + bisector.y / bl * h)
        let start = atan2(t1.y - center.y, t1.x - center.x), end = atan2(t2.y - center.y, t2.x - center.x)
        var delta = end - start
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        addArc(center: center, radius: radius, startAngle: start, delta: delta, transform: transform)
    }

    /// Appends another path's elements, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element.applying(transform)) }
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard let last = elements.last, last != .close else { return }
        append(.close)
    }
}

extension CGPath.Element {
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .curve(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }

    var type: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quad: .addQuadCurveToPoint
        case .curve: .addCurveToPoint
        case .close: .closeSubpath
        }
    }

    func applying(_ t: CGAffineTransform) -> Self {
        guard !t.isIdentity else { return self }
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(control: c.applying(t), to: p.applying(t))
        case .curve(let c1, let c2, let p): return .curve(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
        case .close: return .close
        }
    }
}

private extension CGPoint {
    var key: [Double] { [Double(x), Double(y)] }
}
