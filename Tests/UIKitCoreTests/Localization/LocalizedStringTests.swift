import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct LocalizedStringTests {
    private func appBundle() throws -> Bundle {
        try makeResourceBundle([
            "en.lproj/Localizable.strings": "/* Greeting */\n\"greeting\" = \"Hello\";\n\"welcome %@\" = \"Welcome, %@!\";\n",
            "he.lproj/Localizable.strings": "\"greeting\" = \"שלום\";\n// A comment\n\"welcome %@\" = \"ברוך הבא, %@!\";\n",
            "en.lproj/Localizable.stringsdict": pluralRule("%lld files", ["one": "%d file", "other": "%d files"]),
            "he.lproj/Localizable.stringsdict": pluralRule("%lld files", ["one": "קובץ אחד", "two": "שני קבצים", "other": "%d קבצים"]),
            "ru.lproj/Localizable.stringsdict": pluralRule("%lld files", ["one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"]),
            "ar.lproj/Localizable.stringsdict": pluralRule("%lld files", ["zero": "لا ملفات", "one": "ملف", "two": "ملفان", "few": "%d ملفات", "many": "%d ملفًا", "other": "%d ملف"]),
        ])
    }

    @Test func testScenesTakingTurnsReadTheirOwnLanguagesStrings() throws {
        let bundle = try appBundle()
        let hebrew = connectLocalizedScene(["he-IL"], timeZone: "Asia/Jerusalem")
        let english = connectLocalizedScene(["en-US"], timeZone: "America/New_York")
        var seen: [String] = []
        for scene in [hebrew, english, hebrew] {
            UIWindowScene.turnScene = scene
            seen.append(String(localized: "greeting", bundle: bundle))
            seen.append(String(localized: "welcome \("Dana")", bundle: bundle))
        }
        #expect(seen == ["שלום", "ברוך הבא, Dana!", "Hello", "Welcome, Dana!", "שלום", "ברוך הבא, Dana!"])
    }

    @Test func testUnknownLanguageFallsBackToTheDevelopmentLanguage() throws {
        let bundle = try appBundle()
        UIWindowScene.turnScene = connectLocalizedScene(["ja-JP"], timeZone: "Asia/Tokyo")
        #expect(String(localized: "greeting", bundle: bundle) == "Hello")
        #expect(String(localized: "missing key", bundle: bundle) == "missing key")
        #expect(bundle.sessionPreferredLocalizations == ["en"])
    }

    @Test func testPreferredLocalizationsFollowTheSession() throws {
        let bundle = try appBundle()
        UIWindowScene.turnScene = connectLocalizedScene(["he-IL", "en"], timeZone: "UTC")
        #expect(bundle.sessionPreferredLocalizations == ["he", "en"])
    }

    @Test func testPluralsFollowEachLanguagesRules() throws {
        let bundle = try appBundle()
        var seen: [String: [String]] = [:]
        for language in ["en", "he", "ru", "ar"] {
            UIWindowScene.turnScene = connectLocalizedScene([language], timeZone: "UTC")
            seen[language] = [0, 1, 2, 3, 5, 11, 21, 102].map { String(localized: "\($0) files", bundle: bundle) }
        }
        #expect(seen["en"] == ["0 files", "1 file", "2 files", "3 files", "5 files", "11 files", "21 files", "102 files"])
        #expect(seen["he"] == ["0 קבצים", "קובץ אחד", "שני קבצים", "3 קבצים", "5 קבצים", "11 קבצים", "21 קבצים", "102 קבצים"])
        #expect(seen["ru"] == ["0 файлов", "1 файл", "2 файла", "3 файла", "5 файлов", "11 файлов", "21 файл", "102 файла"])
        #expect(seen["ar"] == ["لا ملفات", "ملف", "ملفان", "3 ملفات", "5 ملفات", "11 ملفًا", "21 ملفًا", "102 ملف"])
    }

    @Test func testLocalizedStringWithFormatResolvesAPluralLookedUpByKey() throws {
        let bundle = try appBundle()
        UIWindowScene.turnScene = connectLocalizedScene(["he"], timeZone: "UTC")
        let format = bundle.sessionLocalizedString(forKey: "%lld files", value: nil, table: nil)
        #expect(String.sessionLocalizedStringWithFormat(format, 2) == "שני קבצים")
        #expect(String.sessionLocalizedStringWithFormat(format, 7) == "7 קבצים")
    }

    @Test func testStringCatalogsAreReadAtRunTime() throws {
        let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Done": {"localizations": {"he": {"stringUnit": {"state": "translated", "value": "סיום"}}}},
          "%lld messages": {"localizations": {
            "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld message"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld messages"}}}}},
            "he": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "הודעה אחת"}},
                                             "two": {"stringUnit": {"state": "translated", "value": "שתי הודעות"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld הודעות"}}}}}}}
        }}
        """
        let bundle = try makeResourceBundle(["Localizable.xcstrings": catalog])
        var seen: [String] = []
        for language in ["en", "he"] {
            UIWindowScene.turnScene = connectLocalizedScene([language], timeZone: "UTC")
            seen += [String(localized: "Done", bundle: bundle), String(localized: "\(1) messages", bundle: bundle),
                     String(localized: "\(2) messages", bundle: bundle), String(localized: "\(5) messages", bundle: bundle)]
        }
        #expect(seen == ["Done", "1 message", "2 messages", "5 messages", "סיום", "הודעה אחת", "שתי הודעות", "5 הודעות"])
    }
}
