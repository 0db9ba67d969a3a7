/// The CLDR plural categories a `.stringsdict` or String Catalog chooses a variant by.
enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The cardinal category of an integer count in a language (CLDR's rules for the languages
    /// we know; `other` for the rest, which is right for languages without plurals).
    static func cardinal(_ count: Int, language: String) -> PluralCategory {
        let n = count.magnitude
        switch language {
        case "en", "de", "nl", "sv", "it", "es", "el", "da", "nb", "no", "fi", "et", "hu", "tr", "bg", "ca":
            return n == 1 ? .one : .other
        case "fr", "pt":
            return n == 0 || n == 1 ? .one : (n != 0 && n % 1_000_000 == 0 ? .many : .other)
        case "he", "iw":
            if n == 1 { return .one }
            if n == 2 { return .two }
            return .other
        case "ar":
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            if (3...10).contains(n % 100) { return .few }
            if (11...99).contains(n % 100) { return .many }
            return .other
        case "ru", "uk", "be":
            if n % 10 == 1 && n % 100 != 11 { return .one }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return .few }
            return .many
        case "pl":
            if n == 1 { return .one }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return .few }
            return .many
        default:
            // zh, ja, ko, th, vi, id and others have no plural forms.
            return .other
        }
    }
}
