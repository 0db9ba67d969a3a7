import Foundation
@_spi(Host) import UIKitCore

/// One saved scene session, as the store keeps it: what the server needs to reconnect the scene
/// after a restart or on another instance. The secret is kept only as its SHA-256 digest.
struct SessionRecord: Sendable, Equatable {
    var id: String
    /// The lowercase hex SHA-256 of the session's secret (`SecretDigest`).
    var secretDigest: String
    /// The scene session's `persistentIdentifier`.
    var persistentIdentifier: String
    /// The scene configuration's name, when it has one.
    var configurationName: String?
    var display: SceneDisplay
    var locale: SessionLocale
    /// What `UIApplication.restorationArchive(for:)` saved; nil when the app saved nothing.
    var restorationArchive: [UInt8]?
    var created: Date
    var saved: Date
    /// When a turn last ran in the scene; the session expires this long after.
    var used: Date
}

/// A stored row as the database returned it, before it is trusted: any column may be missing
/// or of the wrong type.
struct StoredRow: Sendable {
    var id: String?
    var secretDigest: String?
    var persistentIdentifier: String?
    var configurationName: String?
    var display: String?
    var locale: String?
    var restorationArchive: [UInt8]?
    var created: Double?
    var saved: Double?
    var used: Double?
    /// The instance that last saved or restored the session (`SessionWriter.instance`).
    var owner: String?
}

/// Why a stored row could not be read back.
struct UnreadableRow: Error, CustomStringConvertible {
    let id: String
    let reason: String
    var description: String { "stored session \(id) is unreadable: \(reason)" }
}

extension SessionRecord {
    /// The record a row holds, or why it cannot be trusted.
    init(row: StoredRow) throws(UnreadableRow) {
        let id = row.id ?? "(no id)"
        func required<T>(_ value: T?, _ column: String) throws(UnreadableRow) -> T {
            guard let value else { throw UnreadableRow(id: id, reason: "\(column) is missing or of the wrong type") }
            return value
        }
        let digest = try required(row.secretDigest, "secret_hash")
        guard digest.utf8.count == 64, digest.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            throw UnreadableRow(id: id, reason: "secret_hash is not a SHA-256 digest")
        }
        let displayText = try required(row.display, "display"), localeText = try required(row.locale, "locale")
        let display: SceneDisplay
        let locale: SessionLocale
        do throws(WireError) {
            display = try Self.display(from: displayText)
            locale = try Self.locale(from: localeText)
        } catch {
            throw UnreadableRow(id: id, reason: error.description)
        }
        self.init(id: try required(row.id, "id"), secretDigest: digest,
                  persistentIdentifier: try required(row.persistentIdentifier, "persistent_identifier"),
                  configurationName: row.configurationName, display: display, locale: locale,
                  restorationArchive: row.restorationArchive,
                  created: Date(timeIntervalSince1970: try required(row.created, "created_at")),
                  saved: Date(timeIntervalSince1970: try required(row.saved, "saved_at")),
                  used: Date(timeIntervalSince1970: try required(row.used, "used_at")))
    }

    /// The row that stores the record.
    var row: StoredRow {
        StoredRow(id: id, secretDigest: secretDigest, persistentIdentifier: persistentIdentifier,
                  configurationName: configurationName, display: Self.text(of: display), locale: Self.text(of: locale),
                  restorationArchive: restorationArchive, created: created.timeIntervalSince1970,
                  saved: saved.timeIntervalSince1970, used: used.timeIntervalSince1970, owner: nil)
    }

    // MARK: Columns as JSON, with the names and checks of the REST API

    static func text(of display: SceneDisplay) -> String {
        var object: JSONObject = ["width": .number(display.width), "height": .number(display.height),
                                  "scale": .number(display.scale), "style": .string(display.style == .dark ? "dark" : "light"),
                                  "contentSizeCategory": .string(display.contentSizeCategory.name)]
        if let orientation = display.orientation { object["orientation"] = .number(Double(orientation.rawValue)) }
        return JSONValue.object(object).serialized()
    }

    static func display(from text: String) throws(WireError) -> SceneDisplay {
        let fields = try fields(of: text, column: "display")
        var display = SceneDisplay(width: try fields.number("width", range: 1...10_000),
                                   height: try fields.number("height", range: 1...10_000),
                                   scale: try fields.number("scale", range: 0.25...8),
                                   style: try fields.optionalStyle("style") ?? .light)
        if fields.object["orientation"] != nil {
            display.orientation = UIInterfaceOrientation(rawValue: try fields.integer("orientation", range: 0...4))
        }
        if let name = try fields.optionalString("contentSizeCategory") {
            guard let category = UIContentSizeCategory(name: name) else { throw .malformed("display has an unknown text size") }
            display.contentSizeCategory = category
        }
        return display
    }

    static func text(of locale: SessionLocale) -> String {
        JSONValue.object(["languages": .array(locale.preferredLanguages.map { .string($0) }),
                          "timeZone": .string(locale.timeZone.identifier)]).serialized()
    }

    static func locale(from text: String) throws(WireError) -> SessionLocale {
        let fields = try fields(of: text, column: "locale")
        guard let languages = fields.object["languages"]?.arrayValue?.compactMap(\.stringValue),
              let locale = SessionLocale(languages: languages, timeZone: try fields.optionalString("timeZone")) else {
            throw .malformed("locale is not a list of languages and a time zone")
        }
        return locale
    }

    private static func fields(of text: String, column: String) throws(WireError) -> MessageFields {
        guard let value = try? JSONValue.parse(text), let object = value.objectValue else {
            throw .malformed("\(column) is not a JSON object")
        }
        return MessageFields(object: object)
    }
}
