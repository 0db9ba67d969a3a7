import Foundation
import Testing
import UIKit

/// Color sets of an asset catalog (the catalog app's `Assets.xcassets`, read from the folder
/// in the repository as SwiftPM copies it): dynamic colors resolved per trait.
@MainActor
struct AssetColorTests {
    private var bundle: Bundle? {
        Bundle(path: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/UIKitCatalog/Resources").standardized.path)
    }

    @Test func testAColorSetResolvesToItsAnyAndDarkColors() throws {
        let color = try #require(UIColor(named: "CardBackground", in: bundle, compatibleWith: nil))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue, alpha].map { Int(($0 * 255).rounded()) } == [204, 240, 224, 255])
        color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue, alpha].map { Int(($0 * 255).rounded()) } == [51, 64, 96, 255])
    }

    @Test func testAFolderThatProvidesANamespacePutsItsNameInFrontOfItsAssets() throws {
        // Badges provides a namespace; Palette is a plain folder.
        let gold = try #require(UIColor(named: "Badges/Gold", in: bundle, compatibleWith: nil))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        gold.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue].map { Int(($0 * 255).rounded()) } == [240, 180, 0])
        #expect(UIColor(named: "Gold", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Leaf", in: bundle, compatibleWith: nil) != nil)
        #expect(UIColor(named: "Palette/Leaf", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Other/Gold", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func testAMissingColorSetGivesNil() {
        #expect(UIColor(named: "NoSuchColor", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "", in: bundle, compatibleWith: nil) == nil)
    }
}
