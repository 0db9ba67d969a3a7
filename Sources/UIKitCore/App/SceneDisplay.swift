import Foundation

/// What the host knows of the display a scene is shown on: the browser viewport.
@_spi(Host) public struct SceneDisplay: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public var scale: Double
    public var style: UIUserInterfaceStyle
    /// The orientation the browser reports (`screen.orientation.type`), or `nil` to take it from
    /// the viewport's shape.
    public var orientation: UIInterfaceOrientation?
    /// The text size the browser asks for (its root font size), as a Dynamic Type category.
    public var contentSizeCategory: UIContentSizeCategory = .large

    public init(width: Double, height: Double, scale: Double, style: UIUserInterfaceStyle,
                orientation: UIInterfaceOrientation? = nil) {
        self.width = width
        self.height = height
        self.scale = scale
        self.style = style
        self.orientation = orientation
    }
}
