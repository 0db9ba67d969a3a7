import Foundation

extension UIImage {
    /// How a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable {
        /// The interior is tiled.
        case tile = 0
        /// The interior is stretched.
        case stretch = 1
    }

    /// A copy of the image that is resized by tiling its interior, keeping the caps as they are.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy of the image that is resized by tiling or stretching its interior, keeping the
    /// caps (corners at their size, edges along one direction) as they are. The page draws it as
    /// a CSS border image.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        var attributes = attributes
        attributes.capInsets = capInsets
        attributes.resizingMode = resizingMode
        if let symbol = attributes.symbol { return UIImage(symbol: symbol, attributes: attributes) }
        return UIImage(header: header, data: encodedData, scale: scale, attributes: attributes)
    }

    /// The end-cap insets of a resizable image; zero for others.
    public var capInsets: UIEdgeInsets { attributes.capInsets ?? .zero }

    /// How a resizable image fills its interior; `.stretch` for an image that is not resizable.
    public var resizingMode: ResizingMode { attributes.capInsets == nil ? .stretch : attributes.resizingMode }

    /// The caps of a resizable image for the page: in points, and in the image's pixels (CSS
    /// `border-image-slice`), and whether the interior tiles; nil for other images.
    @_spi(Host) public var renderSlice: (points: [Double], pixels: [Double], tiles: Bool)? {
        guard let insets = attributes.capInsets else { return nil }
        let points = [insets.top, insets.right, insets.bottom, insets.left].map { Double(max(0, $0)) }
        let pixelScale = attributes.vectorSize == nil ? Double(scale) : 1
        return (points, points.map { $0 * pixelScale }, attributes.resizingMode == .tile)
    }
}
