/// Constants that specify what happens when a line is too long for its container.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrapping occurs at word boundaries, unless the word doesn't fit on a single line.
    case byWordWrapping = 0
    /// Wrapping occurs before the first character that doesn't fit.
    case byCharWrapping = 1
    /// Lines don't extend past the edge of the text container.
    case byClipping = 2
    /// The line displays so that the end fits in the container and an ellipsis glyph
    /// indicates the missing text at the beginning of the line.
    case byTruncatingHead = 3
    /// The line displays so that the beginning fits in the container and an ellipsis glyph
    /// indicates the missing text at the end of the line.
    case byTruncatingTail = 4
    /// The line displays so that the beginning and end fit in the container and an ellipsis
    /// glyph indicates the missing text in the middle.
    case byTruncatingMiddle = 5
}
