import Foundation

/// The value of one render property.
@_spi(Host) public enum RenderValue: Equatable, Sendable {
    /// The property returns to its default.
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// A rectangle, sent as `[x, y, width, height]`.
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// A point, sent as `[x, y]`.
    case point(x: Double, y: Double)
    case color(RenderColor)
    case font(RenderFont)
}
