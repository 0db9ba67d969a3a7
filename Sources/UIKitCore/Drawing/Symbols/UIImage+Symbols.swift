import Foundation
import Synchronization

extension UIImage {
    /// Creates an image object that contains a system symbol image, or `nil` when there is no
    /// symbol of that name (logged once per name).
    ///
    /// Symbols are drawn from Google's Material Icons (Apache-2.0), the glyph closest in meaning
    /// to each of the SF Symbols names listed in `docs/symbols.tsv`.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Creates a system symbol image with the configuration (point size, weight, scale, text
    /// style, colors); `nil` when there is no symbol of that name.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name, configuration: configuration ?? .unspecified, traits: nil)
    }

    /// Creates a system symbol image for the traits (which size a text style and give the
    /// display scale); `nil` when there is no symbol of that name.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, configuration: .unspecified, traits: traitCollection)
    }

    private convenience init?(systemName name: String, configuration: SymbolConfiguration, traits: UITraitCollection?) {
        guard let outline = SymbolFont.shared.outline(forSymbolNamed: name) else { return nil }
        self.init(symbol: SymbolImage(name: name, outline: outline, configuration: configuration, traits: traits),
                  attributes: ImageAttributes())
    }

    /// A symbol image: an SVG of the glyph in its own color (black unless tinted or colored by
    /// its configuration), in a square box sized by its configuration.
    /// A view passes `color` and `side` to draw the symbol tinted and sized for its traits.
    convenience init(symbol: SymbolImage, attributes: ImageAttributes, color: RenderColor? = nil, side: CGFloat? = nil) {
        let side = side ?? symbol.configuration.boxSide(with: symbol.traits)
        let scale = symbol.traits.map { $0.displayScale > 0 ? $0.displayScale : 2 } ?? 2
        var attributes = attributes
        attributes.symbol = symbol
        attributes.vectorSize = CGSize(width: side, height: side)
        let color = color ?? (symbol.configuration.fixedColor ?? attributes.tintColor ?? .black).render(in: UITraitCollection())
        let pixels = max(1, Int((side * scale).rounded(.up)))
        let drawn = DrawnSymbols.svg(of: symbol, side: side, color: color)
        self.init(header: ImageHeader(format: .svg, pixelWidth: pixels, pixelHeight: pixels),
                  data: drawn.data, digest: drawn.digest, scale: scale, attributes: attributes)
    }

    /// Whether the image is a symbol image.
    public var isSymbolImage: Bool { attributes.symbol != nil }

    /// The configuration of a symbol image; `nil` for other images.
    public var symbolConfiguration: SymbolConfiguration? { attributes.symbol?.configuration }

    /// How the image is drawn: `.automatic` unless made with `withRenderingMode(_:)` or a tint color.
    public var renderingMode: RenderingMode { attributes.renderingMode }

    /// A copy of the image drawn in the rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard renderingMode != attributes.renderingMode else { return self }
        var attributes = attributes
        attributes.renderingMode = renderingMode
        return copy(with: attributes)
    }

    /// A copy of the image drawn in the color, always: a symbol's glyph, or another image's shape
    /// (PNG, JPEG or GIF) filled with it. Its rendering mode is `.alwaysOriginal`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// A copy of the image with the tint color and the rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        var attributes = attributes
        attributes.tintColor = color
        attributes.renderingMode = renderingMode
        return copy(with: attributes)
    }

    /// A copy of a symbol image with the configuration applied to its own; other images are
    /// returned unchanged.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        applyingSymbolConfiguration(configuration) ?? self
    }

    /// A copy of a symbol image with the configuration applied to its own; `nil` for other images.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol = attributes.symbol else { return nil }
        let merged = SymbolImage(name: symbol.name, outline: symbol.outline,
                                 configuration: symbol.configuration.applying(configuration), traits: symbol.traits)
        return UIImage(symbol: merged, attributes: attributes)
    }

    /// Whether a view draws the image as a template filled with its tint color.
    var isTemplate: Bool {
        switch attributes.renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: attributes.symbol != nil
        }
    }

    private func copy(with attributes: ImageAttributes) -> UIImage {
        if let symbol = attributes.symbol { return UIImage(symbol: symbol, attributes: attributes) }
        return UIImage(header: header, data: encodedData, scale: scale, attributes: attributes)
    }
}

/// The symbols drawn so far, shared by every session: each scene draws the same few symbols at
/// the same sides and colours, and writing an SVG and its digest cost more than the rest of the
/// image (2.5 % of creating a catalog session). Bounded: past `limit` entries it starts again.
private enum DrawnSymbols {
    struct Key: Hashable {
        let name: String
        let strokeFraction: Double
        let side: CGFloat
        let color: RenderColor
    }

    static let limit = 4_096
    private static let drawn = Mutex<[Key: (data: Data, digest: String)]>([:])

    static func svg(of symbol: SymbolImage, side: CGFloat, color: RenderColor) -> (data: Data, digest: String) {
        let key = Key(name: symbol.name, strokeFraction: symbol.configuration.weight.strokeFraction, side: side, color: color)
        if let known = drawn.withLock({ $0[key] }) { return known }
        let data = symbol.svg(side: side, color: color)
        let made = (data: data, digest: SHA256.hexDigest(of: data))
        drawn.withLock { table in
            if table.count >= limit { table.removeAll(keepingCapacity: true) }
            table[key] = made
        }
        return made
    }
}
