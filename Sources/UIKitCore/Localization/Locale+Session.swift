import Foundation

extension Locale {
    /// The locale of the session whose turn is running: its first preferred language. App code
    /// compiled through the UIKit source plugin reads this where it writes `Locale.current`;
    /// Foundation's own `Locale.current` is the process's and cannot be switched per session.
    public static var sessionCurrent: Locale {
        SessionLocale.current.locale
    }

    /// The languages of the session whose turn is running, most preferred first: what
    /// `Locale.preferredLanguages` means in app code compiled through the source plugin.
    public static var sessionPreferredLanguages: [String] {
        SessionLocale.current.preferredLanguages
    }
}

extension Calendar {
    /// The user's calendar for the session whose turn is running: the process's kind of
    /// calendar with the session's locale and time zone — what `Calendar.current` means in app
    /// code compiled through the source plugin.
    public static var sessionCurrent: Calendar {
        var calendar = Calendar.current
        calendar.locale = Locale.sessionCurrent
        calendar.timeZone = TimeZone.sessionCurrent
        return calendar
    }
}

/// A formatter the app made without arguments, given the session's locale (and, for dates,
/// calendar and time zone), as iOS gives a new formatter the user's: the source plugin wraps
/// `DateFormatter()` and the like in files that import UIKit (docs/locale.md).
public func _sessionLocalized<F: Formatter>(_ formatter: F) -> F {
    switch formatter {
    case let dates as DateFormatter:
        dates.locale = Locale.sessionCurrent
        dates.calendar = Calendar.sessionCurrent
        dates.timeZone = TimeZone.sessionCurrent
    case let numbers as NumberFormatter:
        numbers.locale = Locale.sessionCurrent
    case let intervals as DateIntervalFormatter:
        intervals.locale = Locale.sessionCurrent
        intervals.calendar = Calendar.sessionCurrent
        intervals.timeZone = TimeZone.sessionCurrent
    default:
        break
    }
    return formatter
}

extension TimeZone {
    /// The time zone of the session whose turn is running: what `TimeZone.current` means in app
    /// code compiled through the source plugin. It is also `NSTimeZone.default` during the
    /// turn, so `DateFormatter`, `Calendar` and date pickers made without one use it.
    public static var sessionCurrent: TimeZone {
        SessionLocale.current.timeZone
    }
}

extension Bundle {
    /// The bundle's localizations for the session whose turn is running, best first, as
    /// `preferredLocalizations` orders them: the session's languages the bundle has, then its
    /// development language.
    public var sessionPreferredLocalizations: [String] {
        let target = AppResources.bundle(for: self)
        let available = LocalizedStringTable.availableLocalizations(target)
        let ordered = LocalizedStringTable.localizations(of: target, for: SessionLocale.current.preferredLanguages)
        let matched = ordered.filter(available.contains)
        return matched.isEmpty ? [ordered.first ?? "en"] : matched
    }

    /// The localized string for `key` in `tableName` (default `Localizable`), in the language
    /// of the session whose turn is running; `value` (or the key, when `value` is empty) when
    /// no table has it. Plural rules are resolved by `String.localizedStringWithFormat`.
    public func sessionLocalizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        let target = AppResources.bundle(for: self)
        let found = LocalizedStringTable.entry(key, table: tableName ?? "Localizable", bundle: target,
                                               languages: SessionLocale.current.preferredLanguages)
        switch found?.entry {
        case .text(let text): return text
        case .plural(let format, let variable, let variants)?:
            return PluralFormat.register(format: format, variable: variable, variants: variants, language: found!.language)
        case nil:
            if let value, !value.isEmpty { return value }
            return key
        }
    }
}

/// Returns the localized string for `key` from the app's resources in the session's language:
/// what `NSLocalizedString` means in app code compiled through the UIKit source plugin.
public func _UIKitLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle? = nil,
                                  value: String = "", comment: String) -> String {
    (bundle ?? AppResources.mainBundle).sessionLocalizedString(forKey: key, value: value, table: tableName)
}
