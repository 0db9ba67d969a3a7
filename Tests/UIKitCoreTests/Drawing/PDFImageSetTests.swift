import Foundation
import Testing
import UIKit

/// A PDF file as Xcode's "Preserve Vector Data" image sets hold one: a catalog, a page tree with
/// one page of `mediaBox`, and the content stream, uncompressed, with a correct cross-reference
/// table; `more` objects are numbered from 5 on.
private func pdf(_ content: String, mediaBox: String = "0 0 20 10", resources: String = "<< >>", more: [String] = []) -> Data {
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [\(mediaBox)] >>",
        "<< /Type /Page /Parent 2 0 R /Resources \(resources) /Contents 4 0 R >>",
        "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
    ] + more
    var file = "%PDF-1.4\n"
    var offsets: [Int] = []
    for (index, object) in objects.enumerated() {
        offsets.append(file.utf8.count)
        file += "\(index + 1) 0 obj\n\(object)\nendobj\n"
    }
    let xref = file.utf8.count
    file += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets { file += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
    file += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    return Data(file.utf8)
}

/// A bundle whose asset catalog has one single-scale image set per file, named by its key.
private func bundle(with files: [String: Data], template: Bool = false) throws -> Bundle {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-assets-\(UUID().uuidString)")
    let catalog = root.appendingPathComponent("Assets.xcassets")
    for (name, data) in files {
        let folder = catalog.appendingPathComponent("\(name).imageset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: folder.appendingPathComponent("\(name).pdf"))
        let intent = template ? ", \"template-rendering-intent\": \"template\"" : ""
        try Data("""
            {"images": [{"filename": "\(name).pdf", "idiom": "universal"}], "info": {"author": "xcode", "version": 1},
             "properties": {"preserves-vector-representation": true\(intent)}}
            """.utf8).write(to: folder.appendingPathComponent("Contents.json"))
    }
    return try #require(Bundle(path: root.path))
}

/// The image drawn at its size into a bitmap of scale 1, and a reader of its pixels (red, green,
/// blue, alpha, premultiplied, 0…255).
@MainActor
private func pixels(of image: UIImage) -> (Int, Int) -> [Int] {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(size: image.size, format: format)
    let drawn = renderer.image { _ in image.draw(at: .zero) }
    return { x, y in
        guard let cgImage = drawn.cgImage else { return [] }
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 1)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext(), let data = context.data else { return [] }
        context.draw(cgImage, in: CGRect(x: -CGFloat(x), y: -CGFloat(y), width: CGFloat(cgImage.width), height: CGFloat(cgImage.height)))
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        return [Int(bytes[2]), Int(bytes[1]), Int(bytes[0]), Int(bytes[3])]
    }
}

private let red = [255, 0, 0, 255], green = [0, 255, 0, 255], blue = [0, 0, 255, 255]
private let black = [0, 0, 0, 255], clear = [0, 0, 0, 0]

/// Image sets holding a vector PDF: read from the first page's paths, sized by its media box,
/// drawn with PDF's coordinates (y up), tinted as templates; malformed files give nil.
@MainActor
struct PDFImageSetTests {
    @Test func testAPDFImageIsItsMediaBoxInPointsWithTheTopOfThePageAtTheTop() throws {
        let assets = try bundle(with: ["Halves": pdf("1 0 0 rg 0 0 20 5 re f 0 0 1 rg 0 5 20 5 re f")])
        let image = try #require(UIImage(named: "Halves", in: assets, compatibleWith: nil))
        #expect(image.size == CGSize(width: 20, height: 10))
        let pixel = pixels(of: image)
        // The page's y axis points up: its lower half is the image's lower half.
        #expect(pixel(10, 8) == red)
        #expect(pixel(10, 2) == blue)
    }

    @Test func testAMediaBoxInheritedFromThePageTreeWithAnOffsetOriginSizesAndPlacesTheImage() throws {
        let assets = try bundle(with: ["Offset": pdf("0 1 0 rg 100 200 10 10 re f", mediaBox: "100 200 120 210")])
        let image = try #require(UIImage(named: "Offset", in: assets, compatibleWith: nil))
        #expect(image.size == CGSize(width: 20, height: 10))
        let pixel = pixels(of: image)
        #expect(pixel(5, 5) == green)
        #expect(pixel(15, 5) == clear)
    }

    @Test func testCurvesFillWithTheNonzeroOrEvenOddRule() throws {
        // Two nested squares wound the same way: the even-odd rule leaves a hole, nonzero does not.
        let squares = "0 0 m 10 0 l 10 10 l 0 10 l h 3 3 m 7 3 l 7 7 l 3 7 l h"
        let circle = "15 5 m 15 7.76 12.76 10 10 10 c 7.24 10 5 7.76 5 5 c 5 2.24 7.24 0 10 0 c 12.76 0 15 2.24 15 5 c h f"
        let assets = try bundle(with: ["EvenOdd": pdf("\(squares) f*"), "Nonzero": pdf("\(squares) f"),
                                       "Circle": pdf(circle)])
        let evenOdd = pixels(of: try #require(UIImage(named: "EvenOdd", in: assets, compatibleWith: nil)))
        #expect(evenOdd(5, 5) == clear)
        #expect(evenOdd(1, 5) == black)
        let nonzero = pixels(of: try #require(UIImage(named: "Nonzero", in: assets, compatibleWith: nil)))
        #expect(nonzero(5, 5) == black)
        let round = pixels(of: try #require(UIImage(named: "Circle", in: assets, compatibleWith: nil)))
        #expect(round(10, 5) == black)
        // The square's corner is outside the circle.
        #expect(round(5, 0) == clear)
    }

    @Test func testAClippingPathLimitsWhatIsPaintedAfterIt() throws {
        let assets = try bundle(with: ["Clipped": pdf("q 0 0 10 10 re W n 0 0 20 10 re f Q 0 0 1 rg 15 0 5 10 re f")])
        let pixel = pixels(of: try #require(UIImage(named: "Clipped", in: assets, compatibleWith: nil)))
        #expect(pixel(5, 5) == black)
        #expect(pixel(12, 5) == clear)
        // Q restored the clip and the color: the last rectangle is blue and not clipped.
        #expect(pixel(17, 5) == blue)
    }

    @Test func testTransformsApplyUntilTheGraphicsStateIsRestored() throws {
        let assets = try bundle(with: ["Moved": pdf("q 1 0 0 1 10 0 cm 0 1 0 rg 0 0 5 5 re f Q 0 0 5 5 re f")])
        let pixel = pixels(of: try #require(UIImage(named: "Moved", in: assets, compatibleWith: nil)))
        #expect(pixel(12, 7) == green)
        #expect(pixel(2, 7) == black)
        #expect(pixel(12, 2) == clear)
    }

    @Test func testStrokesHaveTheirWidthColorAndDashes() throws {
        let assets = try bundle(with: ["Line": pdf("1 0 0 RG 4 w 0 5 m 20 5 l S"),
                                       "Dashed": pdf("0 0 1 RG 10 w [5 5] 0 d 0 5 m 20 5 l S")])
        let line = pixels(of: try #require(UIImage(named: "Line", in: assets, compatibleWith: nil)))
        #expect(line(10, 4) == red)
        #expect(line(10, 1) == clear)
        let dashed = pixels(of: try #require(UIImage(named: "Dashed", in: assets, compatibleWith: nil)))
        #expect(dashed(2, 5) == blue)
        #expect(dashed(7, 5) == clear)
        #expect(dashed(12, 5) == blue)
    }

    @Test func testGrayRGBCMYKAndNamedColorSpacesGiveTheirColors() throws {
        let assets = try bundle(with: ["Colors": pdf("0 1 1 0 k 0 0 5 10 re f 1 g 5 0 5 10 re f /CS0 cs 0 1 0 scn 10 0 5 10 re f /DeviceRGB cs 0 0 1 sc 15 0 5 10 re f")])
        let pixel = pixels(of: try #require(UIImage(named: "Colors", in: assets, compatibleWith: nil)))
        #expect(pixel(2, 5) == red)
        #expect(pixel(7, 5) == [255, 255, 255, 255])
        #expect(pixel(12, 5) == green)
        #expect(pixel(17, 5) == blue)
    }

    @Test func testTextAndImagesAreSkippedAndThePathsStillDrawn() throws {
        let content = "BT /F1 12 Tf 2 2 Td (Hello) Tj ET BI /W 1 /H 1 /CS /G /BPC 8 ID \u{7} EI /Im1 Do 0 0 1 rg 0 0 20 10 re f"
        let assets = try bundle(with: ["Mixed": pdf(content)])
        let pixel = pixels(of: try #require(UIImage(named: "Mixed", in: assets, compatibleWith: nil)))
        #expect(pixel(10, 5) == blue)
    }

    @Test func testFormXObjectsAreDrawnUnderTheirMatrixAndImagesAreSkipped() throws {
        let form = "0 0 1 rg 0 0 5 10 re f"
        let file = pdf("/Fm1 Do 1 0 0 1 10 0 cm /Fm1 Do /Im1 Do", resources: "<< /XObject << /Fm1 5 0 R /Im1 6 0 R >> >>", more: [
            "<< /Type /XObject /Subtype /Form /BBox [0 0 5 10] /Matrix [1 0 0 1 5 0] /Length \(form.utf8.count) >>\nstream\n\(form)\nendstream",
            "<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /Length 1 >>\nstream\nx\nendstream",
        ])
        let assets = try bundle(with: ["Forms": file])
        let pixel = pixels(of: try #require(UIImage(named: "Forms", in: assets, compatibleWith: nil)))
        // The form's matrix moves it 5 points right; the page's `cm` 10 more for the second.
        #expect(pixel(2, 5) == clear)
        #expect(pixel(7, 5) == blue)
        #expect(pixel(12, 5) == clear)
        #expect(pixel(17, 5) == blue)
    }

    @Test func testAFlateCompressedPDFOfTheCatalogDrawsItsShapes() throws {
        let catalog = try #require(Bundle(path: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/UIKitCatalog/Resources").standardized.path))
        let ticket = try #require(UIImage(named: "Ticket", in: catalog, compatibleWith: nil))
        #expect(ticket.size == CGSize(width: 48, height: 32))
        #expect(ticket.renderingMode == .automatic)
        let pixel = pixels(of: ticket)
        #expect(pixel(24, 2) == [51, 115, 217, 255])
        // Its sun is clipped to the upper half of the page.
        #expect(pixel(12, 12) == [255, 204, 51, 255])
        #expect(pixel(12, 20) == [51, 115, 217, 255])
        // The even-odd ring: white around a blue hole.
        #expect(pixel(34, 16) == [255, 255, 255, 255])
        #expect(pixel(30, 16) == [51, 115, 217, 255])
        // The rounded corner leaves the very corner clear.
        #expect(pixel(0, 0) == clear)
    }

    @Test func testATemplatePDFImageDrawsInItsTintColor() throws {
        let assets = try bundle(with: ["Pole": pdf("0.2 g 0 0 10 10 re f")], template: true)
        let pole = try #require(UIImage(named: "Pole", in: assets, compatibleWith: nil))
        #expect(pole.renderingMode == .alwaysTemplate)
        #expect(pixels(of: pole)(5, 5) == [51, 51, 51, 255])
        let tinted = pixels(of: pole.withTintColor(.red))
        #expect(tinted(5, 5) == red)
        #expect(tinted(15, 5) == clear)
        // An image view draws it in its tint, in a snapshot as on the page.
        let view = UIImageView(image: pole)
        view.tintColor = .blue
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 10), afterScreenUpdates: true))
        #expect(pixel(context, x: 5, y: 5) == blue)
        #expect(pixel(context, x: 15, y: 5) == clear)
    }

    @Test func testMalformedPDFFilesGiveNilAndNeverCrash() throws {
        let valid = pdf("1 0 0 rg 0 0 20 5 re f 0 0 1 rg 0 5 20 5 re f")
        var files: [String: Data] = [
            "Empty": Data(),
            "NotAPDF": Data("GIF89a not a pdf".utf8),
            "NoPage": Data("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF".utf8),
            "NoMediaBox": Data("%PDF-1.4\n1 0 obj << /Type /Page /Contents 2 0 R >> endobj\n".utf8),
            "Nested": Data(("%PDF-1.4\n1 0 obj " + String(repeating: "[", count: 100_000) + " endobj").utf8),
            "BadFlate": Data("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 9 9] /Contents 2 0 R >> endobj\n2 0 obj << /Length 4 /Filter /FlateDecode >>\nstream\nxxxx\nendstream endobj".utf8),
            "HugeBox": pdf("0 0 1 1 re f", mediaBox: "0 0 100000 10"),
            "HugeNumbers": pdf("99999999999999999999999999999 -1e999 m 1 2 l -.5 3. l 4 5 6 7 re f"),
            "Unbalanced": pdf("q q Q Q Q Q ] >> ) } 1 2 3 4 5 6 7 8 cm h h f f* W n S [ 1 2"),
        ]
        // Cut short at every length, and bytes flipped at random places.
        let bytes = Array(valid)
        for length in stride(from: 0, to: bytes.count, by: 7) { files["Cut\(length)"] = Data(bytes[..<length]) }
        var generator = SeededGenerator(seed: 18)
        for round in 0..<60 {
            var damaged = bytes
            for _ in 0..<4 { damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            files["Flipped\(round)"] = Data(damaged)
            files["Garbage\(round)"] = Data("%PDF-1.7\n".utf8) + Data((0..<400).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
        let assets = try bundle(with: files)
        for name in ["Empty", "NotAPDF", "NoPage", "NoMediaBox", "Nested", "BadFlate", "HugeBox"] {
            #expect(UIImage(named: name, in: assets, compatibleWith: nil) == nil, "\(name)")
        }
        #expect(UIImage(named: "Unbalanced", in: assets, compatibleWith: nil)?.size == CGSize(width: 20, height: 10))
        #expect(UIImage(named: "HugeNumbers", in: assets, compatibleWith: nil)?.size == CGSize(width: 20, height: 10))
        // Whatever the damage, an image is either nil or a usable image of a positive size.
        for name in files.keys.sorted() {
            guard let image = UIImage(named: name, in: assets, compatibleWith: nil) else { continue }
            #expect(image.size.width > 0 && image.size.height > 0, "\(name)")
            _ = pixels(of: image)(0, 0)
        }
    }
}
