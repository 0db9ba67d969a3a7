import Foundation

/// One entry of a strings table: a plain string, or variants by plural category of a count.
enum LocalizedEntry: Sendable, Equatable {
    case text(String)
    /// A `.stringsdict` rule or a String Catalog's plural variations: the format holding the
    /// `%#@name@` placeholder (or the whole string), and the variants.
    case plural(format: String, variable: String?, variants: [PluralCategory: String])
}

/// The strings of a bundle's tables in its localizations, read once from `<lang>.lproj/
/// <table>.strings`, `<lang>.lproj/<table>.stringsdict` and `<table>.xcstrings`.
enum LocalizedStringTable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: [String: LocalizedEntry]] = [:]

    /// The entry for `key` in `table` of `bundle`, in the first of `languages` the bundle has,
    /// else in its development language.
    static func entry(_ key: String, table: String, bundle: Bundle, languages: [String]) -> (entry: LocalizedEntry, language: String)? {
        for localization in localizations(of: bundle, for: languages) {
            if let entry = entries(table: table, bundle: bundle, localization: localization)[key] {
                return (entry, localization)
            }
        }
        return nil
    }

    /// The bundle's localizations to look in, best first: the ones matching `languages` (an
    /// exact tag, then the tag's language), then the development language.
    static func localizations(of bundle: Bundle, for languages: [String]) -> [String] {
        let available = availableLocalizations(bundle)
        var result: [String] = []
        func add(_ name: String) { if !result.contains(name) { result.append(name) } }
        for language in languages {
            let normalized = language.replacingOccurrences(of: "_", with: "-").lowercased()
            if let exact = available.first(where: { $0.replacingOccurrences(of: "_", with: "-").lowercased() == normalized }) {
                add(exact)
            }
            let code = SessionLocale.languageCode(of: language)
            let same = code == "iw" ? "he" : code
            if let base = available.first(where: { $0.lowercased() == same }) { add(base) }
            for other in available where SessionLocale.languageCode(of: other) == same { add(other) }
        }
        // Not `developmentLocalization`: corelibs Foundation traps on it for a bundle without an Info.plist.
        let development = bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String ?? "en"
        if let found = available.first(where: { $0.lowercased() == development.lowercased() }) { add(found) }
        add(development)
        if available.contains("Base") { add("Base") }
        return result
    }

    /// The `.lproj` folder names of the bundle, and the languages of its String Catalogs, read
    /// once per bundle.
    static func availableLocalizations(_ bundle: Bundle) -> [String] {
        if let cached = lock.withLock({ localizationsByBundle[bundle.bundlePath] }) { return cached }
        let found = readLocalizations(bundle)
        lock.withLock { localizationsByBundle[bundle.bundlePath] = found }
        return found
    }

    nonisolated(unsafe) private static var localizationsByBundle: [String: [String]] = [:]

    private static func readLocalizations(_ bundle: Bundle) -> [String] {
        guard let path = bundle.resourcePath, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
        var result = names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()
        for catalog in names where catalog.hasSuffix(".xcstrings") {
            for language in catalogLanguages(URL(fileURLWithPath: path).appendingPathComponent(catalog)) where !result.contains(language) {
                result.append(language)
            }
        }
        return result
    }

    private static func entries(table: String, bundle: Bundle, localization: String) -> [String: LocalizedEntry] {
        let cacheKey = "\(bundle.bundlePath)\u{0}\(table)\u{0}\(localization)"
        if let cached = lock.withLock({ cache[cacheKey] }) { return cached }
        var result: [String: LocalizedEntry] = [:]
        if let root = bundle.resourcePath {
            let base = URL(fileURLWithPath: root)
            let folder = base.appendingPathComponent("\(localization).lproj")
            for (key, value) in StringsFile.strings(at: folder.appendingPathComponent("\(table).strings")) {
                result[key] = .text(value)
            }
            for (key, value) in StringsFile.pluralRules(at: folder.appendingPathComponent("\(table).stringsdict")) {
                result[key] = value
            }
            for (key, value) in StringCatalog.entries(at: base.appendingPathComponent("\(table).xcstrings"), language: localization)
                where result[key] == nil {
                result[key] = value
            }
        }
        lock.withLock { cache[cacheKey] = result }
        return result
    }

    private static func catalogLanguages(_ url: URL) -> [String] {
        StringCatalog.languages(at: url)
    }
}
