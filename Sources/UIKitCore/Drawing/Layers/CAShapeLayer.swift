import Foundation

/// A layer that draws a path: filled, stroked, or both, with a part of its stroke
/// (`strokeStart` to `strokeEnd`) that animates.
///
/// The page draws it as an SVG path, so the stroke's ends animate there as they do on a device.
open class CAShapeLayer: CALayer {
    /// The path to draw, in the layer's coordinates. The default is `nil`: nothing is drawn.
    open var path: CGPath? {
        willSet { if newValue != path { willChangeRender(.shape) } }
    }

    /// The color that fills the path: opaque black by default; `nil` fills nothing.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        willSet { if newValue != fillColor { willChangeRender(.shape) } }
    }

    /// Which parts of the path are inside it. The default is `.nonZero`.
    open var fillRule = CAShapeLayerFillRule.nonZero {
        willSet { if newValue != fillRule { willChangeRender(.shape) } }
    }

    /// The color that strokes the path. The default is `nil`: no stroke.
    open var strokeColor: CGColor? {
        willSet { if newValue != strokeColor { willChangeRender(.shape) } }
    }

    /// Where along the path the stroke starts, from 0 to 1. Animatable.
    open var strokeStart: CGFloat = 0 {
        willSet { if newValue != strokeStart { strokeEndsWillChange() } }
    }

    /// Where along the path the stroke ends, from 0 to 1 (the default). Animatable.
    open var strokeEnd: CGFloat = 1 {
        willSet { if newValue != strokeEnd { strokeEndsWillChange() } }
    }

    /// The width of the stroke, in points (1 by default).
    open var lineWidth: CGFloat = 1 {
        willSet { if newValue != lineWidth { willChangeRender(.shape) } }
    }

    /// The limit on mitered joins, relative to the line width (10 by default).
    open var miterLimit: CGFloat = 10 {
        willSet { if newValue != miterLimit { willChangeRender(.shape) } }
    }

    /// How the ends of the stroke are drawn. The default is `.butt`.
    open var lineCap = CAShapeLayerLineCap.butt {
        willSet { if newValue != lineCap { willChangeRender(.shape) } }
    }

    /// How the stroke's segments are joined. The default is `.miter`.
    open var lineJoin = CAShapeLayerLineJoin.miter {
        willSet { if newValue != lineJoin { willChangeRender(.shape) } }
    }

    /// How far into the dash pattern the stroke starts, in points.
    open var lineDashPhase: CGFloat = 0 {
        willSet { if newValue != lineDashPhase { willChangeRender(.shape) } }
    }

    /// The lengths of the dashes and gaps of the stroke, in points; `nil` (the default) strokes
    /// solid.
    open var lineDashPattern: [NSNumber]? {
        willSet { if newValue != lineDashPattern { willChangeRender(.shape) } }
    }

    /// Whether the stroke's ends were ever moved or animated: the page then draws the stroke as
    /// a part of the path's length.
    private var isTrimmed = false

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
        isTrimmed = other.isTrimmed
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func strokeEndsWillChange() {
        willChangeRender(.strokeStart)
        willChangeRender(.strokeEnd)
        noteTrimmed()
    }

    /// The stroke is drawn as a part of its length from now on (an animation of its ends too).
    func noteTrimmed() {
        guard !isTrimmed else { return }
        willChangeRender(.shape)
        isTrimmed = true
    }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        switch key {
        case .shape:
            guard let path, !path.isEmpty, fillColor != nil || strokeColor != nil else { return nil }
            let dashes = (lineDashPattern ?? []).map(\.doubleValue)
            return .shape(RenderShape(
                path: path.svgPathData, fill: fillColor?.components4, evenOdd: fillRule == .evenOdd,
                stroke: strokeColor?.components4, lineWidth: Double(lineWidth), lineCap: lineCap.rawValue,
                lineJoin: lineJoin.rawValue, miterLimit: Double(miterLimit),
                dashes: dashes.allSatisfy { $0 >= 0 } && dashes.contains { $0 > 0 } ? dashes : [],
                dashPhase: Double(lineDashPhase), trimmed: isTrimmed))
        case .strokeStart:
            return strokeStart == 0 ? nil : .number(Double(min(max(strokeStart, 0), 1)))
        case .strokeEnd:
            return strokeEnd == 1 ? nil : .number(Double(min(max(strokeEnd, 0), 1)))
        default:
            return super.renderValue(for: key)
        }
    }
}

/// A path as SVG path data, with absolute commands and up to three decimals.
extension CGPath {
    var svgPathData: String {
        var data = ""
        func add(_ command: Character, _ points: [CGPoint]) {
            data.append(command)
            data += points.map { "\(Self.svgNumber($0.x)) \(Self.svgNumber($0.y))" }.joined(separator: " ")
        }
        for element in elements {
            switch element {
            case .move(let p): add("M", [p])
            case .line(let p): add("L", [p])
            case .quad(let c, let p): add("Q", [c, p])
            case .curve(let c1, let c2, let p): add("C", [c1, c2, p])
            case .close: data.append("Z")
            }
        }
        return data
    }

    static func svgNumber(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}

/// Which parts of a shape layer's path are inside it.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The nonzero winding rule.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How the ends of a shape layer's stroke are drawn.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's stroke segments are joined.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
