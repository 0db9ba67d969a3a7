import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// `NSTextAttachment` in attributed text: the box it takes on the line, and the image a label
/// sends the page in its place.
@MainActor
struct TextAttachmentTests {
    private let font = UIFont.systemFont(ofSize: 17)

    private func text(_ parts: [NSAttributedString]) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        for part in parts { text.append(part) }
        text.addAttribute(.font, value: font, range: NSRange(location: 0, length: text.length))
        return text
    }

    private func attachment(width: CGFloat, height: CGFloat, y: CGFloat = 0) -> NSAttributedString {
        let attachment = NSTextAttachment(image: UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        })
        attachment.bounds = CGRect(x: 0, y: y, width: width, height: height)
        return NSAttributedString(attachment: attachment)
    }

    private func plain(_ string: String) -> NSAttributedString {
        NSAttributedString(string: string)
    }

    @Test func testAnAttachmentTakesItsWidthOnTheLine() {
        let withImage = text([plain("A"), attachment(width: 30, height: 10), plain("B")]).size()
        let letters = text([plain("AB")]).size()
        #expect(abs(withImage.width - (letters.width + 30)) < 0.01)
        #expect(withImage.height == letters.height)
    }

    @Test func testATallAttachmentMakesItsLineTaller() {
        let forty = text([plain("Tall "), attachment(width: 20, height: 40)]).size().height
        let sixty = text([plain("Tall "), attachment(width: 20, height: 60)]).size().height
        #expect(forty > text([plain("Tall")]).size().height)
        #expect(abs(sixty - forty - 20) < 1e-9)
        // Moved down, it reaches below the baseline.
        let lowered = text([plain("Tall "), attachment(width: 20, height: 60, y: -30)]).size().height
        #expect(lowered > sixty - 1e-9 - 30)
        #expect(lowered < sixty)
    }

    @Test func testASymbolTakesTheSizeOfItsTextAndItsColor() throws {
        let star = NSTextAttachment(image: try #require(UIImage(systemName: "star.fill")))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.attributedText = text([plain("Rated "), NSAttributedString(attachment: star)])
        label.textColor = .systemOrange
        let width = text([plain("Rated ")]).size().width
        #expect(abs(label.intrinsicContentSize.width - (width + 20).rounded(.up)) < 1.01)

        let scene = UIApplication.shared.connectScene(persistentIdentifier: "attachment-\(UUID())",
                                                      display: SceneDisplay(width: 400, height: 600, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.addSubview(label)
        var pending = [scene.snapshot().root]
        var runs: [RenderTextRun] = []
        while let node = pending.popLast() {
            if node.id == label.renderNodeID {
                for property in node.properties {
                    if case .textLines(let lines) = property.value { runs = lines.flatMap(\.runs) }
                }
            }
            pending += node.children
        }
        let drawn = try #require(runs.last?.attachment)
        #expect(drawn.width == 20 && drawn.height == 20)
        #expect(abs(drawn.y + (20 - font.capHeight) / 2) < 1e-9)
        #expect(drawn.image.isSymbolImage)
        #expect(runs.first?.attachment == nil)
        #expect(runs.first?.text == "Rated ")
    }

    @Test func testAttachmentsSideBySideEachTakeTheirWidth() {
        let two = text([attachment(width: 10, height: 10), attachment(width: 15, height: 10)])
        #expect(abs(two.size().width - 25) < 0.01)
    }

    @Test func testAnAttachmentsSizeIsItsImagesUnlessBoundsAreSet() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 8)).image { _ in }
        let attachment = NSTextAttachment(image: image)
        let natural = text([NSAttributedString(attachment: attachment)]).size().width
        #expect(abs(natural - 12) < 0.01)
        attachment.bounds = CGRect(x: 0, y: -2, width: 24, height: 16)
        #expect(abs(text([NSAttributedString(attachment: attachment)]).size().width - 24) < 0.01)
        #expect(NSAttributedString(attachment: attachment).string == "\u{FFFC}")
        #expect(NSTextAttachment.character == 0xFFFC)
    }
}
