/// One line of styled text as the server broke it: runs of one style each, drawn side by side
/// on a line of the given height, `spacing` points above the next line.
@_spi(Host) public struct RenderTextLine: Hashable, Sendable {
    public var runs: [RenderTextRun]
    public var height: Double
    public var spacing: Double
    /// `"left"`, `"center"`, `"right"` or `"justify"`.
    public var align: String
    public var indent: Double
}

/// Text in one style on a line.
@_spi(Host) public struct RenderTextRun: Hashable, Sendable {
    /// A line drawn under or through the text.
    public struct Decoration: Hashable, Sendable {
        /// `"single"`, `"thick"` or `"double"`.
        public var style: String
        /// `"dot"`, `"dash"`, `"dashDot"`, `"dashDotDot"`, or `nil` for a solid line.
        public var pattern: String?
        public var color: RenderColor?

        public init(style: String, pattern: String? = nil, color: RenderColor? = nil) {
            self.style = style
            self.pattern = pattern
            self.color = color
        }
    }

    /// An image on the line in place of each of the run's characters (`NSTextAttachment`): its
    /// size, and how far its bottom stands above the baseline.
    public struct Attachment: Hashable, Sendable {
        public var image: UIImage
        public var width: Double
        public var height: Double
        public var y: Double

        public init(image: UIImage, width: Double, height: Double, y: Double) {
            self.image = image
            self.width = width
            self.height = height
            self.y = y
        }
    }

    public var text: String
    public var font: RenderFont
    public var color: RenderColor
    public var background: RenderColor?
    public var kern: Double
    public var baseline: Double
    public var underline: Decoration?
    public var strikethrough: Decoration?
    public var link: String?
    public var attachment: Attachment?

    public init(text: String, font: RenderFont, color: RenderColor, background: RenderColor? = nil, kern: Double = 0,
                baseline: Double = 0, underline: Decoration? = nil, strikethrough: Decoration? = nil, link: String? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.background = background
        self.kern = kern
        self.baseline = baseline
        self.underline = underline
        self.strikethrough = strikethrough
        self.link = link
    }
}
