/// One text frame from the page: its message, and the input sequence number the page gave it.
///
/// Input messages (touches, keys, text, return, keyboard) carry `in`, counted up by the page
/// across reconnects; the server handles each number once, so input the page sends again after
/// a dropped connection is delivered exactly once (docs/protocol.md, "Losing the network").
struct ClientFrame: Sendable {
    var message: ClientMessage
    var input: Int?

    static func decode(_ text: String, limits: JSONLimits) throws(WireError) -> ClientFrame {
        let value: JSONValue
        do {
            value = try JSONValue.parse(text, limits: limits)
        } catch {
            throw .malformed(error.description)
        }
        guard let object = value.objectValue else { throw .malformed("a message must be a JSON object") }
        let fields = MessageFields(object: object)
        let message = try ClientMessage.decode(fields)
        let input = object["in"] == nil ? nil : try fields.integer("in", range: 1...Int(Int32.max))
        return ClientFrame(message: message, input: input)
    }
}
