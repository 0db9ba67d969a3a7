/// The text a node is editing, as the browser's input element shows it (docs/protocol.md,
/// `editable`): the server's text and selection, where and how the text is drawn, and the
/// keyboard traits.
@_spi(Host) public struct RenderEditable: Equatable, Sendable {
    public var text: String
    /// The selection in UTF-16 code units, `[start, end]`.
    public var selectionStart: Int
    public var selectionEnd: Int
    /// The last client edit the server has applied (or refused); 0 before any.
    public var sequence: Int
    /// Where the text is drawn, in the node's coordinates.
    public var x: Double, y: Double, width: Double, height: Double
    public var multiline: Bool
    public var secure: Bool
    public var font: RenderFont
    public var color: RenderColor
    public var align: String
    public var placeholder: String?
    public var inputMode: String
    public var enterKeyHint: String
    public var autocapitalize: String
    public var autocorrect: Bool
    public var spellcheck: Bool
}

/// A `RenderEditable` in a box of its own: a text field or view holds one only while it edits,
/// and inline it would take 226 bytes in every one.
final class RenderEditableBox {
    let value: RenderEditable
    init(_ value: RenderEditable) { self.value = value }
}
