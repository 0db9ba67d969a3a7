import Foundation
@_spi(Host) import UIKitCore

extension RESTAPI {
    /// The `locale` (a BCP 47 tag such as `he-IL`, or a list of them, most preferred first)
    /// and `timeZone` (an IANA identifier such as `Asia/Jerusalem`) of a new session; the
    /// server's own for what is omitted.
    static func sessionLocale(_ fields: MessageFields) throws(Problem) -> SessionLocale {
        var languages: [String] = []
        switch fields.object["locale"] {
        case nil, .null?:
            break
        case let value?:
            if let tag = value.stringValue {
                languages = [tag]
            } else if let list = value.arrayValue, !list.isEmpty, list.count <= 16, list.allSatisfy({ $0.stringValue != nil }) {
                languages = list.compactMap(\.stringValue)
            } else {
                throw .badRequest("\"locale\" must be a BCP 47 language tag such as \"he-IL\", or a list of up to 16 of them")
            }
            if let bad = languages.first(where: { SessionLocale(languages: [$0], timeZone: nil) == nil }) {
                throw .badRequest("\"locale\" has \(Self.quoted(bad)), which is not a BCP 47 language tag such as \"he-IL\"")
            }
        }
        var zone: String?
        if let value = fields.object["timeZone"], value != .null {
            guard let identifier = value.stringValue else { throw .badRequest("\"timeZone\" must be a string such as \"Asia/Jerusalem\"") }
            guard SessionLocale(languages: [], timeZone: identifier) != nil else {
                throw .badRequest("\"timeZone\" is \(Self.quoted(identifier)), which is not a time zone identifier such as \"Asia/Jerusalem\"")
            }
            zone = identifier
        }
        guard let locale = SessionLocale(languages: languages, timeZone: zone) else {
            throw .badRequest("\"locale\" and \"timeZone\" do not make a locale")
        }
        return locale
    }

    private static func quoted(_ text: String) -> String {
        "\"" + String(text.prefix(64)).replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
