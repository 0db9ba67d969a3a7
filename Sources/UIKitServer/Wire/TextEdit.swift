/// A `text` message: what the page's input element for node `node` now holds. At least one of
/// `text` (the whole new text) and the selection (UTF-16 offsets) is given.
struct TextEdit: Equatable, Sendable {
    var node: Int
    /// The page's count of the edits it sent, echoed back in the node's `editable`.
    var sequence: Int
    var text: String?
    /// The page's text before this edit, which still holds changes the server refused if the
    /// page typed on before it heard back.
    var base: String?
    var selection: Selection?
    /// The part of `text` the page's input method is composing (UTF-16 offsets): the view's
    /// marked text.
    var marked: Selection? = nil

    struct Selection: Equatable, Sendable {
        var start: Int
        var end: Int
    }

    static func decode(_ fields: MessageFields) throws(WireError) -> TextEdit {
        let node = try fields.integer("id", range: 0...Int(Int32.max))
        let sequence = try fields.integer("seq", range: 0...Int(Int32.max))
        var text: String?
        if let value = fields.object["text"] {
            guard let string = value.stringValue else { throw .malformed("\"text\" must be a string") }
            text = string
        }
        var base: String?
        if let value = fields.object["base"] {
            guard let string = value.stringValue, text != nil else {
                throw .malformed("\"base\" must be a string, given with \"text\"")
            }
            base = string
        }
        var selection: Selection?
        if let value = fields.object["selection"] {
            guard let pair = value.arrayValue, pair.count == 2,
                  let start = pair[0].doubleValue, let end = pair[1].doubleValue,
                  start.rounded() == start, end.rounded() == end, start >= 0, end >= start, end <= Double(Int32.max) else {
                throw .malformed("\"selection\" must be [start, end]: whole numbers with 0 ≤ start ≤ end")
            }
            selection = Selection(start: Int(start), end: Int(end))
        }
        var marked: Selection?
        if let value = fields.object["marked"] {
            guard let pair = value.arrayValue, pair.count == 2, let text,
                  let start = pair[0].doubleValue, let end = pair[1].doubleValue,
                  start.rounded() == start, end.rounded() == end, start >= 0, end >= start,
                  end <= Double(text.utf16.count) else {
                throw .malformed("\"marked\" must be [start, end] within the \"text\" given with it")
            }
            marked = Selection(start: Int(start), end: Int(end))
        }
        guard text != nil || selection != nil else { throw .malformed("a text message needs \"text\", \"selection\" or both") }
        return TextEdit(node: node, sequence: sequence, text: text, base: base, selection: selection, marked: marked)
    }
}
