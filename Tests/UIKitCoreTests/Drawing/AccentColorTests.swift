import Foundation
import Testing
import UIKit

/// The asset catalog's AccentColor is the app's default tint.
@MainActor
struct AccentColorTests {
    @Test func testTheAccentColorSetIsTheTintOfViewsWithoutOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AccentColorTests-\(UUID().uuidString)")
        let colorSet = folder.appendingPathComponent("Assets.xcassets/AccentColor.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            {"colors": [{"color": {"color-space": "srgb", "components": {"red": "255", "green": "0", "blue": "0x80", "alpha": "1.000"}},
                         "idiom": "universal"}]}
            """.utf8).write(to: colorSet.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(path: folder.path))
        // Synchronous on the main actor: no other test sees the registration.
        _AppResources.register(bundle: bundle)
        defer { _AppResources.register(bundle: .main) }

        let view = UIView()
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        view.tintColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue, alpha].map { Int(($0 * 255).rounded()) } == [255, 0, 128, 255])
        let child = UIView()
        view.addSubview(child)
        view.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen)
    }

    @Test func testWithoutAnAccentColorTheTintIsTheSystemBlue() {
        #expect(UIView().tintColor == .systemBlue)
    }
}
