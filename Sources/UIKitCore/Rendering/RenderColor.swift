/// A color resolved for drawing: sRGB components and opacity, each from 0 to 1.
@_spi(Host) public struct RenderColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The color as a CSS `rgba()` string, with channels rounded to whole 0–255 steps.
    public var cssString: String {
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        let alphaText = alpha >= 1 ? "1" : alpha <= 0 ? "0" : String((alpha * 1000).rounded() / 1000)
        return "rgba(\(channel(red)),\(channel(green)),\(channel(blue)),\(alphaText))"
    }
}
