import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// `UIFontDescriptor` and the system font's traits and designs: italic, bold, monospaced and
/// serif faces, measured on the server and named to the page.
@MainActor
struct FontDescriptorTests {
    private func width(_ text: String, _ font: UIFont) -> CGFloat {
        text.size(withAttributes: [.font: font]).width
    }

    /// The font a label with `font` is drawn with in the scene's snapshot.
    private func drawnFont(_ font: UIFont) -> RenderFont? {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "font-descriptor-\(UUID())",
                                                      display: SceneDisplay(width: 400, height: 600, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.text = "Italic"
        label.font = font
        controller.view.addSubview(label)
        var pending = [scene.snapshot().root]
        while let node = pending.popLast() {
            if node.id == label.renderNodeID {
                for property in node.properties {
                    if case .font(let font) = property.value { return font }
                }
            }
            pending += node.children
        }
        return nil
    }

    @Test func testSystemFontsOfOneSizeAndWeightAreEqualAndOfAnotherSizeOrWeightAreNot() {
        // More sizes than the fonts the system keeps at once.
        for size in stride(from: CGFloat(1), through: 150, by: 1) {
            let regular = UIFont.systemFont(ofSize: size)
            #expect(regular.pointSize == size)
            #expect(regular == UIFont.systemFont(ofSize: size, weight: .regular))
            #expect(regular != UIFont.systemFont(ofSize: size + 0.5))
            let bold = UIFont.systemFont(ofSize: size, weight: .bold)
            #expect(bold.pointSize == size)
            #expect(bold != regular)
            #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
            #expect(!regular.fontDescriptor.symbolicTraits.contains(.traitBold))
        }
    }

    @Test func testABoldTextStyleDescriptorMakesABoldFontOfTheStylesSize() throws {
        let descriptor = try #require(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold))
        let font = UIFont(descriptor: descriptor, size: 0)
        #expect(font.pointSize == 17)
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(width("Bold body", font) == width("Bold body", .boldSystemFont(ofSize: 17)))
        let larger = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let scaled = try #require(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: larger)
            .withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: scaled, size: 0).pointSize == 23)
        #expect(UIFont(descriptor: descriptor, size: 30).pointSize == 30)
    }

    @Test func testItalicIsDrawnWithTheObliqueFaceInItsOwnFamily() throws {
        let italic = UIFont.italicSystemFont(ofSize: 17)
        #expect(italic.fontDescriptor.symbolicTraits == [.traitItalic])
        #expect(drawnFont(italic)?.family == "UIKit System Italic")
        #expect(drawnFont(.systemFont(ofSize: 20))?.family == "system")
        let viaTraits = try #require(UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits([.traitItalic, .traitBold]))
        let boldItalic = UIFont(descriptor: viaTraits, size: 0)
        #expect(boldItalic.fontDescriptor.symbolicTraits == [.traitItalic, .traitBold])
        #expect(drawnFont(boldItalic) == RenderFont(family: "UIKit System Italic", size: 17, weight: 700))
        #expect(italic != UIFont.systemFont(ofSize: 17))
    }

    @Test func testTheMonospacedDesignGivesEveryCharacterOneWidth() throws {
        let mono = UIFont.monospacedSystemFont(ofSize: 15, weight: .regular)
        #expect(width("iiii", mono) == width("MMMM", mono))
        #expect(width("iiii", .systemFont(ofSize: 15)) < width("MMMM", .systemFont(ofSize: 15)))
        #expect(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        let designed = try #require(UIFont.systemFont(ofSize: 15).fontDescriptor.withDesign(.monospaced))
        #expect(width("iiii", UIFont(descriptor: designed, size: 0)) == width("iiii", mono))
        #expect(drawnFont(mono)?.family == "UIKit Monospaced")
    }

    @Test func testTheSerifDesignIsMeasuredWithItsOwnFace() throws {
        let serif = try #require(UIFont.systemFont(ofSize: 17).fontDescriptor.withDesign(.serif))
        let font = UIFont(descriptor: serif, size: 0)
        #expect(font.pointSize == 17)
        #expect(drawnFont(font)?.family == "UIKit Serif")
        #expect(width("Serif text", font) != width("Serif text", .systemFont(ofSize: 17)))
    }

    @Test func testTheRoundedDesignIsMeasuredWithItsOwnFaceInBothWeights() throws {
        let rounded = try #require(UIFont.systemFont(ofSize: 17).fontDescriptor.withDesign(.rounded))
        let font = UIFont(descriptor: rounded, size: 0)
        #expect(font.pointSize == 17)
        #expect(drawnFont(UIFont(descriptor: font.fontDescriptor, size: 0))?.family == "UIKit Rounded", "its descriptor keeps the design")
        #expect(drawnFont(font)?.family == "UIKit Rounded")
        #expect(width("Rounded text", font) != width("Rounded text", .systemFont(ofSize: 17)))
        let bold = UIFont(descriptor: try #require(UIFont.systemFont(ofSize: 17, weight: .bold).fontDescriptor.withDesign(.rounded)), size: 0)
        #expect(drawnFont(bold)?.family == "UIKit Rounded")
        #expect(width("Rounded text", bold) != width("Rounded text", font))
        #expect(UIFont.fontNames(forFamilyName: "Comfortaa").sorted() == ["Comfortaa-Bold", "Comfortaa-Regular"])
    }

    @Test func testANamedFamilyFindsItsFaceForTheTraitsOrNone() throws {
        let regular = try #require(UIFont(name: "DejaVuSans", size: 12))
        #expect(regular.fontDescriptor.withSymbolicTraits(.traitBold)?.postscriptName == "DejaVuSans-Bold")
        #expect(regular.fontDescriptor.withSymbolicTraits(.traitItalic)?.postscriptName == "DejaVuSans-Oblique")
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans").contains("DejaVuSans-BoldOblique"))
        let serif = try #require(UIFont(name: "DejaVuSerif", size: 12))
        #expect(serif.fontDescriptor.withSymbolicTraits(.traitItalic) == nil)
        #expect(serif.fontDescriptor.withDesign(.monospaced) == nil)
        let bold = try #require(regular.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: bold, size: 20).fontName == "DejaVuSans-Bold")
        #expect(UIFont(descriptor: bold, size: 20).pointSize == 20)
    }

    @Test func testDescriptorsCarryTheirAttributes() {
        let descriptor = UIFontDescriptor(name: "DejaVuSans", size: 14)
        #expect(descriptor.pointSize == 14)
        #expect(descriptor.postscriptName == "DejaVuSans")
        #expect(descriptor.object(forKey: .name) as? String == "DejaVuSans")
        #expect(descriptor.withSize(20).pointSize == 20)
        #expect(descriptor.withSize(20).postscriptName == "DejaVuSans")
        let family = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans"])
        #expect(UIFont(descriptor: family, size: 0).pointSize == 12)
        #expect(UIFont(descriptor: family, size: 0).fontName == "DejaVuSans")
        #expect(UIFontDescriptor(name: "DejaVuSans", size: 14) == descriptor)
        #expect(descriptor.symbolicTraits == [])
    }
}
