import Foundation

/// Reads a String Catalog (`.xcstrings`, JSON) at run time: Xcode compiles catalogs into
/// `.strings` files, SwiftPM on Linux copies them as they are.
enum StringCatalog {
    /// The catalog's strings in `language`: translated units, and plural variations. A key
    /// with no unit in the catalog's source language stands for itself there.
    static func entries(at url: URL, language: String) -> [String: LocalizedEntry] {
        guard let catalog = read(url), let strings = catalog["strings"] as? [String: Any] else { return [:] }
        let source = catalog["sourceLanguage"] as? String ?? "en"
        var result: [String: LocalizedEntry] = [:]
        for (key, value) in strings {
            let localizations = (value as? [String: Any])?["localizations"] as? [String: Any]
            if let localization = localizations?[language] as? [String: Any], let entry = entry(localization) {
                result[key] = entry
            } else if language == source {
                result[key] = .text(key)
            }
        }
        return result
    }

    /// The languages the catalog has units for, its source language first.
    static func languages(at url: URL) -> [String] {
        guard let catalog = read(url) else { return [] }
        var result = [catalog["sourceLanguage"] as? String ?? "en"]
        for value in (catalog["strings"] as? [String: Any] ?? [:]).values {
            for language in ((value as? [String: Any])?["localizations"] as? [String: Any] ?? [:]).keys where !result.contains(language) {
                result.append(language)
            }
        }
        return result
    }

    private static func read(_ url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func entry(_ localization: [String: Any]) -> LocalizedEntry? {
        if let text = unitValue(localization) { return .text(text) }
        guard let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        var variants: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases {
            if let variant = plural[category.rawValue] as? [String: Any], let text = unitValue(variant) { variants[category] = text }
        }
        return variants.isEmpty ? nil : .plural(format: "", variable: nil, variants: variants)
    }

    private static func unitValue(_ node: [String: Any]) -> String? {
        (node["stringUnit"] as? [String: Any])?["value"] as? String
    }
}
