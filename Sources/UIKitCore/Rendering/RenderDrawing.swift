import Foundation

/// A recorded drawing as the page replays it on a canvas of `width` × `height` points, scaled
/// to its pixels: the display list's commands as a flat list of operation names and operands
/// (docs/protocol.md, "drawing").
@_spi(Host) public struct RenderDrawing: Equatable, Sendable {
    public let width: Double
    public let height: Double
    let list: DisplayList

    init(width: Double, height: Double, list: DisplayList) {
        self.width = width
        self.height = height
        self.list = list
    }

    /// One item of the flat list: an operation's name, or one of its operands.
    public enum Item: Equatable, Sendable {
        case operation(String)
        case number(Double)
        case color(RenderColor)
        /// Absent, as a shadow with no color.
        case none
        case numbers([Double])
        /// A gradient's stops as `[location, color, location, color, …]`.
        case stops([(location: Double, color: RenderColor)])
        case image(UIImage)

        public static func == (lhs: Item, rhs: Item) -> Bool {
            switch (lhs, rhs) {
            case (.operation(let a), .operation(let b)): a == b
            case (.number(let a), .number(let b)): a == b
            case (.color(let a), .color(let b)): a == b
            case (.none, .none): true
            case (.numbers(let a), .numbers(let b)): a == b
            case (.stops(let a), .stops(let b)): a.map(\.location) == b.map(\.location) && a.map(\.color) == b.map(\.color)
            case (.image(let a), .image(let b)): a == b
            default: false
            }
        }
    }

    /// The commands as the page reads them.
    public var items: [Item] {
        var items: [Item] = []
        items.reserveCapacity(list.commands.count * 3)
        func add(_ name: String, _ numbers: CGFloat...) {
            items.append(.operation(name))
            for number in numbers { items.append(.number(Double(number))) }
        }
        func rect(_ r: CGRect) -> [CGFloat] { [r.minX, r.minY, r.width, r.height] }
        for command in list.commands {
            switch command {
            case .save: add("save")
            case .restore: add("restore")
            case .concatenate(let t): add("transform", t.a, t.b, t.c, t.d, t.tx, t.ty)
            case .fillColor(let color):
                add("fillColor")
                items.append(.color(color.components4))
            case .strokeColor(let color):
                add("strokeColor")
                items.append(.color(color.components4))
            case .alpha(let alpha): add("alpha", alpha)
            case .lineWidth(let width): add("lineWidth", width)
            case .lineCap(let cap): add("lineCap", CGFloat(cap.rawValue))
            case .lineJoin(let join): add("lineJoin", CGFloat(join.rawValue))
            case .miterLimit(let limit): add("miterLimit", limit)
            case .lineDash(let phase, let lengths):
                add("lineDash", phase)
                items.append(.numbers(lengths.map(Double.init)))
            case .blendMode(let mode):
                add("blendMode")
                items.append(.operation(mode.canvasOperation))
            case .shadow(let offset, let blur, let color):
                add("shadow", offset.width, offset.height, blur)
                items.append(color.map { .color($0.components4) } ?? .none)
            case .beginPath: add("beginPath")
            case .move(let p): add("moveTo", p.x, p.y)
            case .line(let p): add("lineTo", p.x, p.y)
            case .curve(let end, let c1, let c2): add("curveTo", c1.x, c1.y, c2.x, c2.y, end.x, end.y)
            case .rect(let r): add("rect", r.minX, r.minY, r.width, r.height)
            case .ellipse(let r): add("ellipse", r.minX, r.minY, r.width, r.height)
            case .closePath: add("closePath")
            case .fill(let rule): add("fill", CGFloat(rule.rawValue))
            case .stroke: add("stroke")
            case .fillStroke(let rule): add("fillStroke", CGFloat(rule.rawValue))
            case .clip(let rule): add("clip", CGFloat(rule.rawValue))
            case .clear(let r): add("clear", r.minX, r.minY, r.width, r.height)
            case .image(let image, let r):
                add("image")
                items.append(.image(image.source))
                for number in rect(r) { items.append(.number(Double(number))) }
            case .mask(let image, let r, let color):
                add("mask")
                items.append(.image(image.source))
                for number in rect(r) { items.append(.number(Double(number))) }
                items.append(.color(color.components4))
            case .linearGradient(let gradient, let start, let end, let options):
                add("linearGradient")
                items.append(.stops(gradient.stops.map { (Double($0.location), $0.color) }))
                for number in [start.x, start.y, end.x, end.y, CGFloat(options.rawValue)] { items.append(.number(Double(number))) }
            case .radialGradient(let gradient, let c0, let r0, let c1, let r1, let options):
                add("radialGradient")
                items.append(.stops(gradient.stops.map { (Double($0.location), $0.color) }))
                for number in [c0.x, c0.y, r0, c1.x, c1.y, r1, CGFloat(options.rawValue)] { items.append(.number(Double(number))) }
            case .conicGradient(let gradient, let center, let angle):
                add("conicGradient")
                items.append(.stops(gradient.stops.map { (Double($0.location), $0.color) }))
                for number in [center.x, center.y, angle] { items.append(.number(Double(number))) }
            }
        }
        return items
    }
}

extension CGBlendMode {
    /// The canvas's `globalCompositeOperation` that draws the same; `.plusDarker`, which the
    /// canvas lacks, draws as `.normal`, as the server's rasterizer does.
    var canvasOperation: String {
        switch self {
        case .normal, .plusDarker: "source-over"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .clear: "destination-out"
        case .copy: "copy"
        case .sourceIn: "source-in"
        case .sourceOut: "source-out"
        case .sourceAtop: "source-atop"
        case .destinationOver: "destination-over"
        case .destinationIn: "destination-in"
        case .destinationOut: "destination-out"
        case .destinationAtop: "destination-atop"
        case .xor: "xor"
        case .plusLighter: "lighter"
        }
    }
}
