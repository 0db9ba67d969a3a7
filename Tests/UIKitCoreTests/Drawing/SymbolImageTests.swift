import Testing
import UIKit

/// The red, green, blue and alpha (0…255, premultiplied) of one pixel of an image, read by
/// drawing it into a one-pixel bitmap context.
@MainActor
private func pixel(_ image: UIImage, x: Int, y: Int) -> [Int]? {
    guard let cgImage = image.cgImage else { return nil }
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 1)
    defer { UIGraphicsEndImageContext() }
    guard let context = UIGraphicsGetCurrentContext(), let data = context.data else { return nil }
    context.draw(cgImage, in: CGRect(x: -CGFloat(x), y: -CGFloat(y), width: CGFloat(cgImage.width), height: CGFloat(cgImage.height)))
    let bytes = data.assumingMemoryBound(to: UInt8.self)
    return [Int(bytes[2]), Int(bytes[1]), Int(bytes[0]), Int(bytes[3])]
}

/// SF Symbols by name: which names exist, how configurations size them, rendering modes and
/// tints, and how they draw into an image renderer.
@MainActor
struct SymbolImageTests {
    @Test func testASymbolImageHasTheBodyStylesSizeAtTheMediumScaleByDefault() throws {
        let image = try #require(UIImage(systemName: "star.fill"))
        #expect(image.isSymbolImage)
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(image.renderingMode == .automatic)
        #expect(image.symbolConfiguration == UIImage.SymbolConfiguration.unspecified)
    }

    @Test func testAnUnknownSymbolNameGivesNil() {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "no.such.symbol", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)) == nil)
    }

    @Test func testTheMostUsedNamesAllHaveSymbols() {
        let names = ["xmark", "star", "star.fill", "house", "house.fill", "heart", "heart.fill", "person", "person.fill",
                     "magnifyingglass", "plus", "chevron.right", "chevron.left", "square.and.arrow.up", "gearshape",
                     "trash", "pencil", "play.fill", "pause.fill", "bell", "envelope", "camera", "photo", "checkmark",
                     "xmark.circle.fill", "ellipsis", "line.3.horizontal", "info.circle", "exclamationmark.triangle"]
        #expect(names.filter { UIImage(systemName: $0) == nil } == [])
    }

    @Test func testPointSizeAndScaleSizeTheSymbol() throws {
        let sized = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(sized.size == CGSize(width: 40, height: 40))
        let small = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        #expect(small.size == CGSize(width: 16, height: 16))
        let large = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
        #expect(large.size == CGSize(width: 26, height: 26))
        let both = UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .large)
        #expect(try #require(UIImage(systemName: "heart", withConfiguration: both)).size == CGSize(width: 26, height: 26))
    }

    @Test func testATextStyleSizesTheSymbolAsItsFontAndFollowsDynamicType() throws {
        let title = try #require(UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(title.size == CGSize(width: 40, height: 40))
        let caption = try #require(UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(textStyle: .caption2)))
        #expect(abs(caption.size.width - 12.94) < 0.01)
        let body = UIImage.SymbolConfiguration(textStyle: .body)
        let largerText = UIImage(systemName: "bell", compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))?
            .withConfiguration(body)
        #expect(largerText?.size == CGSize(width: 32.94, height: 32.94))
    }

    @Test func testApplyingAConfigurationKeepsWhatTheOtherLeavesUnspecified() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)
        let merged = base.applying(UIImage.SymbolConfiguration(scale: .small))
        #expect(merged == UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .small))
        #expect(base.applying(UIImage.SymbolConfiguration(pointSize: 10)) == UIImage.SymbolConfiguration(pointSize: 10, weight: .bold))
        #expect(base.applying(nil) == base)
        let image = try #require(UIImage(systemName: "star", withConfiguration: base))
        let smaller = try #require(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small)))
        #expect(smaller.symbolConfiguration == merged)
        #expect(smaller.size == CGSize(width: 32, height: 32))
        #expect(image.withConfiguration(UIImage.SymbolConfiguration(pointSize: 17)).size == CGSize(width: 20, height: 20))
    }

    @Test func testRenderingModesAndTintColors() throws {
        let symbol = try #require(UIImage(systemName: "bolt.fill"))
        #expect(symbol.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(symbol.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(symbol.withTintColor(.red).renderingMode == .alwaysOriginal)
        #expect(symbol.withTintColor(.red, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(symbol.withTintColor(.red).isSymbolImage)
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(!bitmap.isSymbolImage)
        #expect(bitmap.symbolConfiguration == nil)
        #expect(bitmap.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30)) == nil)
        #expect(bitmap.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(bitmap.withRenderingMode(.alwaysTemplate).size == bitmap.size)
    }

    @Test func testASymbolDrawsItsGlyphInBlackOrItsTintColor() throws {
        // Material's "square" glyph fills the middle of its box.
        let square = try #require(UIImage(systemName: "square.fill"))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format)
        let black = renderer.image { _ in square.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
        #expect(pixel(black, x: 10, y: 10) == [0, 0, 0, 255])
        #expect(pixel(black, x: 0, y: 0) == [0, 0, 0, 0])
        let red = renderer.image { _ in square.withTintColor(.red).draw(at: .zero) }
        #expect(pixel(red, x: 10, y: 10) == [255, 0, 0, 255])
        let palette = try #require(UIImage(systemName: "square.fill", withConfiguration: UIImage.SymbolConfiguration(paletteColors: [.blue, .red])))
        let blue = renderer.image { _ in palette.draw(at: .zero) }
        #expect(pixel(blue, x: 10, y: 10) == [0, 0, 255, 255])
    }

    @Test func testAnImageViewSizesItsSymbolWithItsPreferredConfiguration() throws {
        let imageView = UIImageView(image: UIImage(systemName: "house"))
        #expect(imageView.frame.size == CGSize(width: 20, height: 20))
        #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 20))
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 40))
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
        #expect(imageView.sizeThatFits(.zero) == CGSize(width: 26, height: 26))
    }

    @Test func testSymbolWeightsMatchFontWeights() {
        #expect(UIImage.SymbolWeight.bold.fontWeight() == .bold)
        #expect(UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
        #expect(UIImage.SymbolConfiguration(font: .boldSystemFont(ofSize: 20)) == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
    }
}

/// The symbol table in the repository: every name it lists draws a glyph.
@MainActor
struct SymbolTableTests {
    @Test func testEveryListedNameHasASymbol() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../docs/symbols.tsv")
        let names = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").first.map(String.init) }
        #expect(names.count >= 400)
        #expect(names.filter { UIImage(systemName: $0) == nil } == [])
    }
}
