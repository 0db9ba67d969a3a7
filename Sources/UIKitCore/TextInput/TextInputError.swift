/// Why text input from the page or from automation could not be delivered.
@_spi(Host) public enum TextInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The edit names a node that is not editing text (it ended editing, or never began).
    case notEditing(node: Int)
    /// The selection is not within the text.
    case selectionOutOfRange(start: Int, end: Int, length: Int)
    /// The marked text's range is not within the text, splits a character, or comes without text.
    case markedOutOfRange(start: Int, end: Int, length: Int)
    /// No view has the accessibility identifier.
    case unknownIdentifier(String)
    /// The view cannot take typed text, and why.
    case notEditable(String)

    public var description: String {
        switch self {
        case .notEditing(let node): "node \(node) is not editing text"
        case .selectionOutOfRange(let start, let end, let length):
            "selection [\(start), \(end)] is not within the text's \(length) UTF-16 code units"
        case .markedOutOfRange(let start, let end, let length):
            "marked [\(start), \(end)] is not within the \"text\" sent with it (\(length) UTF-16 code units)"
        case .unknownIdentifier(let identifier): "no view has the accessibility identifier \"\(identifier)\""
        case .notEditable(let reason): reason
        }
    }
}
