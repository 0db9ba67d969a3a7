import Foundation

/// The outline of one glyph of the symbol font, as HarfBuzz reads it: the same curves the page
/// draws (as an SVG path) and the server fills with Cairo.
struct GlyphOutline: Sendable, Equatable {
    /// One step of the outline, in font units with y going up from the baseline.
    enum Element: Sendable, Equatable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case quad(cx: Double, cy: Double, x: Double, y: Double)
        case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
        case close
    }

    let elements: [Element]
    let unitsPerEm: Double

    /// Maps font units to a box: the em square (baseline at its bottom, as the Material Icons
    /// font draws its 24-unit grid) scaled to `emSize` with its top left at `origin`, y going down.
    struct Placement {
        var originX: Double
        var originY: Double
        var emSize: Double

        func point(_ x: Double, _ y: Double, unitsPerEm: Double) -> (Double, Double) {
            let scale = emSize / unitsPerEm
            return (originX + x * scale, originY + (unitsPerEm - y) * scale)
        }
    }

    /// The outline as SVG path data placed in the box.
    func svgPathData(in placement: Placement) -> String {
        var path = ""
        func add(_ command: String, _ coordinates: [(Double, Double)]) {
            path += command
            path += coordinates.map { "\(Self.format($0.0)) \(Self.format($0.1))" }.joined(separator: " ")
        }
        for element in elements {
            switch element {
            case .move(let x, let y): add("M", [placement.point(x, y, unitsPerEm: unitsPerEm)])
            case .line(let x, let y): add("L", [placement.point(x, y, unitsPerEm: unitsPerEm)])
            case .quad(let cx, let cy, let x, let y):
                add("Q", [placement.point(cx, cy, unitsPerEm: unitsPerEm), placement.point(x, y, unitsPerEm: unitsPerEm)])
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                add("C", [placement.point(c1x, c1y, unitsPerEm: unitsPerEm), placement.point(c2x, c2y, unitsPerEm: unitsPerEm),
                          placement.point(x, y, unitsPerEm: unitsPerEm)])
            case .close: path += "Z"
            }
        }
        return path
    }

    /// Adds the outline, placed in the box, to the context's current path.
    func addPath(to context: CGContext, in placement: Placement) {
        func point(_ x: Double, _ y: Double) -> CGPoint {
            let (px, py) = placement.point(x, y, unitsPerEm: unitsPerEm)
            return CGPoint(x: px, y: py)
        }
        for element in elements {
            switch element {
            case .move(let x, let y): context.move(to: point(x, y))
            case .line(let x, let y): context.addLine(to: point(x, y))
            case .quad(let cx, let cy, let x, let y): context.addQuadCurve(to: point(x, y), control: point(cx, cy))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                context.addCurve(to: point(x, y), control1: point(c1x, c1y), control2: point(c2x, c2y))
            case .close: context.closePath()
            }
        }
    }

    /// A coordinate with at most two decimals, without trailing zeros.
    private static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
