import Foundation
@_spi(Host) import UIKitCore

extension ClientMessage {
    /// The `languages` (`navigator.languages`) and `timeZone` (an IANA identifier) of a
    /// `hello`. A browser's odd value must not keep it from starting: tags that are not BCP 47
    /// are skipped, and a time zone Foundation does not know, or a field of the wrong type,
    /// leaves the server's own.
    static func decodeLocale(_ fields: MessageFields) -> SessionLocale {
        let languages = fields.object["languages"]?.arrayValue?.prefix(16).compactMap(\.stringValue) ?? []
        let zone = fields.object["timeZone"]?.stringValue.flatMap { TimeZone(identifier: $0) != nil ? $0 : nil }
        return SessionLocale(languages: languages, timeZone: zone) ?? SessionLocale(languages: [], timeZone: zone) ?? .system
    }
}
