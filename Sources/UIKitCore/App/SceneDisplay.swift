import Foundation

/// What the host knows of the display a scene is shown on: the browser viewport.
@_spi(Host) public struct SceneDisplay: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public var scale: Double
    public var style: UIUserInterfaceStyle

    public init(width: Double, height: Double, scale: Double, style: UIUserInterfaceStyle) {
        self.width = width
        self.height = height
        self.scale = scale
        self.style = style
    }
}
