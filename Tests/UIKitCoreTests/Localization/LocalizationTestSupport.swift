import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Connects a scene for a session in `languages` and `timeZone`, and makes its turn the
/// running one.
@MainActor
func connectLocalizedScene(_ languages: [String], timeZone: String, width: Double = 390) -> UIWindowScene {
    let locale = SessionLocale(languages: languages, timeZone: timeZone)!
    let scene = UIApplication.shared.connectScene(persistentIdentifier: "locale-\(UUID())",
                                                  display: SceneDisplay(width: width, height: 844, scale: 2, style: .light),
                                                  locale: locale)
    scene.clock = .manual()
    UIWindowScene.turnScene = scene
    return scene
}

/// A resource bundle on disk holding `files` (relative path → contents), as SwiftPM lays out
/// an app target's processed resources.
func makeResourceBundle(_ files: [String: String]) throws -> Bundle {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-\(UUID().uuidString)")
    for (path, contents) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }
    return try #require(Bundle(path: root.path))
}

/// A `.stringsdict` holding one plural rule for `key`, its variable `count` formatted with `%d`.
func pluralRule(_ key: String, _ variants: [String: String]) -> String {
    let entries = variants.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
    return """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict><key>\(key)</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
    <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string>\(entries)</dict>
    </dict></dict></plist>
    """
}
