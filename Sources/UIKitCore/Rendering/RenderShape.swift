/// A shape layer's path and how it is painted, sent as `{"d", "fill", "evenOdd", "stroke",
/// "lineWidth", "cap", "join", "miterLimit", "dashes", "dashPhase", "trimmed"}`
/// (docs/protocol.md, "shape").
@_spi(Host) public struct RenderShape: Equatable, Sendable {
    /// SVG path data in the layer's coordinates.
    public var path: String
    public var fill: RenderColor?
    public var evenOdd: Bool
    public var stroke: RenderColor?
    public var lineWidth: Double
    /// `butt`, `round` or `square`, as SVG names them.
    public var lineCap: String
    /// `miter`, `round` or `bevel`.
    public var lineJoin: String
    public var miterLimit: Double
    public var dashes: [Double]
    public var dashPhase: Double
    /// Whether the stroke is drawn from `strokeStart` to `strokeEnd` of its length.
    public var trimmed: Bool
}
