/// A font as the browser draws it: family, size in points and CSS weight.
@_spi(Host) public struct RenderFont: Hashable, Sendable {
    public var family: String
    public var size: Double
    public var weight: Int

    public init(family: String, size: Double, weight: Int) {
        self.family = family
        self.size = size
        self.weight = weight
    }
}
