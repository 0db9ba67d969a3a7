import Foundation

/// A layer that draws a color gradient over its background, in its bounds.
///
/// Start and end points are in the unit coordinate space of the bounds ((0, 0) is the top left,
/// (1, 1) the bottom right), so the gradient stretches with the layer as on a device.
open class CAGradientLayer: CALayer {
    /// The colors of the gradient (`CGColor`s). The default is `nil`: nothing is drawn.
    open var colors: [Any]? {
        willSet { willChangeRender(.drawing) }
    }

    /// Where each color is, from 0 to 1; `nil` (the default) spreads them evenly.
    open var locations: [NSNumber]? {
        willSet { if newValue != locations { willChangeRender(.drawing) } }
    }

    /// Where the gradient starts, in the unit coordinate space. The default is (0.5, 0), the
    /// top center. For a radial or conic gradient, its center.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        willSet { if newValue != startPoint { willChangeRender(.drawing) } }
    }

    /// Where the gradient ends, in the unit coordinate space. The default is (0.5, 1), the
    /// bottom center. For a radial gradient, the corner of the ellipse where it ends; for a
    /// conic one, the direction (from the start point) where the colors start.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        willSet { if newValue != endPoint { willChangeRender(.drawing) } }
    }

    /// The kind of gradient. The default is `.axial`.
    open var type = CAGradientLayerType.axial {
        willSet { if newValue != type { willChangeRender(.drawing) } }
    }

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func boundsSizeWillChange() {
        willChangeRender(.drawing)
    }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        guard key == .drawing else { return super.renderValue(for: key) }
        return gradientDrawing.map(RenderValue.drawing)
    }

    /// The gradient as a drawing of the bounds: drawn in the unit space scaled to the bounds.
    var gradientDrawing: RenderDrawing? {
        let size = bounds.size
        guard size.width > 0, size.height > 0, let colors, !colors.isEmpty else { return nil }
        var positions = locations?.map { CGFloat($0.doubleValue) }
        if positions?.count != colors.count { positions = nil }
        let gradient: CGGradient? = positions.map { positions in
            positions.withUnsafeBufferPointer { CGGradient(colorsSpace: nil, colors: colors, locations: $0.baseAddress) }
        } ?? CGGradient(colorsSpace: nil, colors: colors, locations: nil)
        guard let gradient, let context = CGContext(size: size, scale: 1, opaque: false) else { return nil }
        if type == .conic {
            // Around the start point, in points (a circle, however the bounds are stretched).
            let center = CGPoint(x: startPoint.x * size.width, y: startPoint.y * size.height)
            let end = CGPoint(x: endPoint.x * size.width, y: endPoint.y * size.height)
            context.drawConicGradient(gradient, center: center, angle: atan2(end.y - center.y, end.x - center.x))
            return RenderDrawing(width: size.width, height: size.height, list: context.displayList)
        }
        context.scaleBy(x: size.width, y: size.height)
        let both: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        if type == .radial {
            var rx = abs(endPoint.x - startPoint.x), ry = abs(endPoint.y - startPoint.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0 else { return nil }
            context.translateBy(x: startPoint.x, y: startPoint.y)
            context.scaleBy(x: rx, y: ry)
            context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                       options: both)
        } else {
            context.drawLinearGradient(gradient, start: startPoint, end: endPoint, options: both)
        }
        return RenderDrawing(width: size.width, height: size.height, list: context.displayList)
    }
}

/// The kind of gradient a gradient layer draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Bands at right angles to the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Ellipses around the start point, reaching the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, by angle: clockwise from the direction of the end point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
