/// A font as the browser draws it: family, size in points and CSS weight.
@_spi(Host) public struct RenderFont: Hashable, Sendable {
    public var family: String
    public var size: Double
    public var weight: Int
}
