import Foundation

/// The languages and time zone of one session: the browser's (`navigator.languages` and its
/// time zone), or what a REST client asked for. The framework switches to them around each of
/// the session's turns, since on the server they belong to the session, not to the process.
public struct SessionLocale: Sendable, Equatable {
    /// The user's languages as BCP 47 tags, most preferred first (never empty).
    public let preferredLanguages: [String]
    /// The session's time zone.
    public let timeZone: TimeZone

    /// The process's own languages and time zone: sessions that say nothing get these.
    public static let system = SessionLocale(
        preferredLanguages: Locale.preferredLanguages.isEmpty ? ["en"] : Locale.preferredLanguages,
        timeZone: TimeZone.current)

    /// A locale of `languages` (BCP 47 tags, most preferred first) and `timeZone` (an IANA
    /// identifier). Tags that are not well formed are skipped; nil when none is left, or when
    /// `TimeZone(identifier:)` rejects the time zone.
    public init?(languages: [String], timeZone identifier: String?) {
        let tags = languages.prefix(16).filter(Self.isLanguageTag)
        guard !tags.isEmpty || languages.isEmpty else { return nil }
        var zone = Self.system.timeZone
        if let identifier {
            guard Self.isTimeZoneName(identifier), let named = TimeZone(identifier: identifier) else { return nil }
            zone = named
        }
        self.init(preferredLanguages: tags.isEmpty ? Self.system.preferredLanguages : Array(tags), timeZone: zone)
    }

    init(preferredLanguages: [String], timeZone: TimeZone) {
        self.preferredLanguages = preferredLanguages
        self.timeZone = timeZone
    }

    /// The locale of the most preferred language (`he-IL` → `he_IL`).
    public var locale: Locale {
        Locale(identifier: preferredLanguages[0])
    }

    /// The language code of the most preferred language (`he` for `he-IL`).
    public var languageCode: String {
        Self.languageCode(of: preferredLanguages[0])
    }

    /// Whether the most preferred language is written right to left, as UIKit's
    /// `Locale.Language.characterDirection` says for it.
    public var isRightToLeft: Bool {
        Self.rightToLeftLanguages.contains(languageCode)
    }

    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug"]

    /// The language subtag of a BCP 47 tag or locale identifier, lowercased.
    static func languageCode(of tag: String) -> String {
        String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// Whether `name` looks like an IANA time zone name (`America/Argentina/Buenos_Aires`,
    /// `Etc/GMT+3`): Foundation reads a file of that name, so nothing else reaches it.
    static func isTimeZoneName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 64, !name.hasPrefix("/") else { return false }
        let allowed = name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_+-/".unicodeScalars.contains($0)) }
        return allowed && !name.split(separator: "/").contains { $0 == ".." || $0 == "." || $0.isEmpty }
    }

    /// Whether `tag` looks like a BCP 47 language tag: 2–8 letter language, then subtags of
    /// letters and digits separated by `-` (or `_`), 64 bytes at most.
    static func isLanguageTag(_ tag: String) -> Bool {
        guard !tag.isEmpty, tag.utf8.count <= 64 else { return false }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
