import Foundation
import Testing
import UIKit

/// Image sets and data sets of an asset catalog (the catalog app's `Assets.xcassets`, read from
/// the repository as SwiftPM copies it), and image assets with registered images.
@MainActor
struct AssetImageTests {
    private var bundle: Bundle? {
        Bundle(path: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/UIKitCatalog/Resources").standardized.path)
    }

    private func traits(_ style: UIUserInterfaceStyle, scale: CGFloat) -> UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style), UITraitCollection(displayScale: scale)])
    }

    @Test func testAnImageSetGivesTheVariantForTheScaleAndStyle() throws {
        let light = try #require(UIImage(named: "Sun", in: bundle, compatibleWith: traits(.light, scale: 2)))
        #expect(light.size == CGSize(width: 40, height: 40))
        #expect(light.scale == 2)
        let lightAtOne = try #require(UIImage(named: "Sun", in: bundle, compatibleWith: traits(.light, scale: 1)))
        #expect(lightAtOne.scale == 1 && lightAtOne.size == CGSize(width: 40, height: 40))
        let dark = try #require(UIImage(named: "Sun", in: bundle, compatibleWith: traits(.dark, scale: 2)))
        #expect(dark.size == light.size)
        #expect(dark != light)
        let asset = try #require(light.imageAsset)
        #expect(asset.image(with: traits(.dark, scale: 2)) == dark)
        #expect(asset.image(with: traits(.light, scale: 2)) == light)
    }

    @Test func testTemplateIntentAndVectorFilesOfImageSets() throws {
        let dot = try #require(UIImage(named: "Dot", in: bundle, compatibleWith: nil))
        #expect(dot.renderingMode == .alwaysTemplate)
        #expect(dot.size == CGSize(width: 24, height: 24))
        let diamond = try #require(UIImage(named: "Diamond", in: bundle, compatibleWith: nil))
        #expect(diamond.size == CGSize(width: 32, height: 32))
        #expect(diamond.renderingMode == .automatic)
        #expect(UIImage(named: "NoSuchImage", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func testAnImageAssetGivesTheImageRegisteredForTheTraits() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
        let white = renderer.image { _ in UIColor.white.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
        let black = renderer.image { _ in UIColor.black.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
        let asset = UIImageAsset()
        asset.register(white, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(black, with: UITraitCollection(userInterfaceStyle: .dark))
        let dark = asset.image(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark == black)
        #expect(dark.imageAsset === asset)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)) == white)
        asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) != black)
    }

    @Test func testADataSetIsReadWithItsTypeIdentifier() throws {
        let bundle = try #require(bundle)
        let asset = try #require(NSDataAsset(name: "Greeting", bundle: bundle))
        #expect(asset.name == "Greeting")
        #expect(asset.typeIdentifier == "public.json")
        #expect(String(decoding: asset.data, as: UTF8.self) == "{\"greeting\": \"Hello from a data set\"}\n")
        #expect(NSDataAsset(name: "Missing", bundle: bundle) == nil)
    }
}

/// Resizable images: caps set in code and by an image set's slicing.
@MainActor
struct ResizableImageTests {
    @Test func testResizableImagesKeepTheirCapsAndMode() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 30, height: 30))
        }
        #expect(image.capInsets == .zero && image.resizingMode == .stretch)
        let insets = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        let tiled = image.resizableImage(withCapInsets: insets)
        #expect(tiled.capInsets == insets && tiled.resizingMode == .tile)
        #expect(tiled.size == image.size)
        let stretched = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch)
    }

    @Test func testAnImageSetsSlicingGivesCapsInPoints() throws {
        let bundle = Bundle(path: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/UIKitCatalog/Resources").standardized.path)
        let bubble = try #require(UIImage(named: "Bubble", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(bubble.size == CGSize(width: 30, height: 30))
        #expect(bubble.capInsets == UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
        #expect(bubble.resizingMode == .stretch)
    }
}
