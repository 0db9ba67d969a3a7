import Foundation
@_spi(Host) import UIKitCore

extension RESTAPI {
    /// The longest text one `actions/type` call types, in characters.
    static let maximumTypedCharacters = 10_000

    /// `{"text": "...", "identifier"?: "..."}`: types the text as a keyboard does into the
    /// identified view (tapping it first when it is not editing) or into the view being edited,
    /// and returns the resulting text.
    func typeText(_ session: Session, body: JSONObject?) throws(Problem) -> String {
        guard session.admit() else { throw Problem(status: 429, detail: "too many actions for this session; slow down") }
        let fields = MessageFields(object: body ?? JSONObject())
        try Self.rejectUnknownFields(fields, allowed: ["text", "identifier"])
        let text: String
        let identifier: String?
        do throws(WireError) {
            text = try fields.string("text")
            identifier = try fields.optionalString("identifier")
        } catch {
            throw .badRequest(error.description)
        }
        guard text.count <= Self.maximumTypedCharacters else {
            throw .badRequest("\"text\" must be at most \(Self.maximumTypedCharacters) characters")
        }
        let result: String
        do throws(TextInputError) {
            result = try session.scene.typeText(text, intoViewWithIdentifier: identifier)
        } catch {
            session.finishTurn()
            if case .unknownIdentifier = error { throw .notFound(error.description) }
            throw Problem(status: 409, detail: error.description)
        }
        session.finishTurn()
        return result
    }
}
