import Testing
@_spi(Host) import UIKitCore
import UIKit

/// What a label sends the browser to draw: the lines the server broke and truncated, shrunk
/// fonts, styled runs, and only what changed.
@MainActor
struct LabelDrawingTests {
    private let body = UIFont.systemFont(ofSize: 17)

    private func width(_ text: String, _ font: UIFont? = nil) -> CGFloat {
        text.size(withAttributes: [.font: font ?? body]).width
    }

    private func makeScene() -> (UIWindowScene, UIView) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "label-drawing-\(UUID())",
                                                      display: SceneDisplay(width: 400, height: 600, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (scene, controller.view)
    }

    /// The label's render properties when the browser first gets it.
    private func drawn(_ label: UILabel) -> [RenderKey: RenderValue] {
        let (scene, root) = makeScene()
        root.addSubview(label)
        var pending = [scene.snapshot().root]
        while let node = pending.popLast() {
            if node.id == label.renderNodeID {
                return Dictionary(node.properties.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
            }
            pending += node.children
        }
        Issue.record("the label is not in the snapshot")
        return [:]
    }

    private func drawnText(_ label: UILabel) -> String? {
        guard case .string(let text) = drawn(label)[.text] else { return nil }
        return text
    }

    private func label(_ text: String, width: CGFloat, height: CGFloat = 30, lines: Int = 1,
                       mode: NSLineBreakMode = .byTruncatingTail) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.font = body
        label.text = text
        label.numberOfLines = lines
        label.lineBreakMode = mode
        return label
    }

    @Test func testTailTruncationKeepsTheStartAndDropsTheSpaceBeforeTheEllipsis() {
        let width = width("Hello,\u{2026}") + 0.5
        #expect(drawnText(label("Hello, world", width: width)) == "Hello,\u{2026}")
    }

    @Test func testHeadTruncationKeepsTheEnd() {
        let width = width("\u{2026}world") + 0.5
        #expect(drawnText(label("Hello, world", width: width, mode: .byTruncatingHead)) == "\u{2026}world")
    }

    @Test func testMiddleTruncationKeepsBothEnds() {
        let width = width("abc\u{2026}hij") + 0.5
        #expect(drawnText(label("abcdefghij", width: width, mode: .byTruncatingMiddle)) == "abc\u{2026}hij")
    }

    @Test func testTextThatFitsIsNotTruncated() {
        #expect(drawnText(label("Hello, world", width: width("Hello, world").rounded(.up))) == "Hello, world")
    }

    @Test func testTailTruncationKeepsAsMuchAsFits() {
        let text = "The quick brown fox jumps over the lazy dog"
        let drawn = drawnText(label(text, width: 150)) ?? ""
        let kept = String(drawn.dropLast())
        #expect(drawn.hasSuffix("\u{2026}") && text.hasPrefix(kept))
        #expect(width(drawn) <= 150)
        let oneMore = String(text.prefix(kept.count + 1))
        #expect(width(oneMore.trimmingCharacters(in: .whitespaces) + "\u{2026}") > 150)
    }

    @Test func testClippingDrawsTheWholeLine() {
        #expect(drawnText(label("Hello, world", width: 40, mode: .byClipping)) == "Hello, world")
    }

    @Test func testAOneLineLabelThatWrapsWordsShowsTheWordsThatFit() {
        let width = width("Hello, w")
        #expect(drawnText(label("Hello, world", width: width, mode: .byWordWrapping)) == "Hello,")
    }

    @Test func testALineFeedInAOneLineLabelTruncatesThere() {
        #expect(drawnText(label("Hello\nWorld", width: 200)) == "Hello\u{2026}")
        #expect(drawnText(label("Hello\nWorld", width: 200, mode: .byClipping)) == "Hello")
    }

    @Test func testCharacterWrappingBreaksBetweenAnyCharacters() {
        let width = width("mmmm") + 0.5
        #expect(drawnText(label("mmmmmmmmmm", width: width, height: 100, lines: 0, mode: .byCharWrapping))
            == "mmmm\nmmmm\nmm")
    }

    @Test func testTheLastLineOfAMultilineLabelIsTruncated() {
        let text = "The quick brown fox jumps over the lazy dog"
        let wrapped = drawnText(label(text, width: 120, height: 200, lines: 0))?.split(separator: "\n") ?? []
        let limited = drawnText(label(text, width: 120, height: 200, lines: 2))?.split(separator: "\n") ?? []
        #expect(wrapped.count == 4)
        #expect(limited.count == 2)
        #expect(limited.first == wrapped.first)
        #expect(limited.last?.hasSuffix("\u{2026}") == true)
        #expect(limited.last?.hasPrefix(wrapped[1]) == true)
    }

    @Test func testOnlyTheLinesThatFitTheHeightAreDrawn() {
        let text = "The quick brown fox jumps over the lazy dog"
        let lines = drawnText(label(text, width: 120, height: 30, lines: 0))?.split(separator: "\n") ?? []
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix("\u{2026}") == true)
    }

    @Test func testWrappedLinesDropTheSpacesAtTheirEnds() {
        let lines = drawnText(label("aaa bbb ccc", width: width("aaa bbb") + 1, height: 100, lines: 0))
        #expect(lines == "aaa bbb\nccc")
    }

    @Test func testShrinkingToFitDrawsTheSmallerFontAndTheWholeText() {
        let text = "The quick brown fox"
        let label = label(text, width: 100)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let properties = drawn(label)
        guard case .font(let font) = properties[.font] else {
            Issue.record("no font drawn")
            return
        }
        #expect(properties[.text] == .string(text))
        #expect(font.size < 17 && font.size >= 8.5)
        #expect(width(text, .systemFont(ofSize: font.size)) <= 100)
        #expect(width(text, .systemFont(ofSize: font.size + 0.05)) > 100)
    }

    @Test func testShrinkingStopsAtTheMinimumScaleAndTruncates() {
        let label = label("The quick brown fox", width: 40)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let properties = drawn(label)
        guard case .font(let font) = properties[.font] else {
            Issue.record("no font drawn")
            return
        }
        #expect(font.size == 8.5)
        guard case .string(let text) = properties[.text] else {
            Issue.record("no text drawn")
            return
        }
        #expect(text.hasSuffix("\u{2026}"))
    }

    @Test func testStyledTextIsSentAsRunsOnLines() {
        let text = NSMutableAttributedString(string: "Big ", attributes: [.font: UIFont.boldSystemFont(ofSize: 24),
                                                                          .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "small", attributes: [
            .font: body, .kern: 1.5, .underlineStyle: NSUnderlineStyle.single.rawValue | NSUnderlineStyle.patternDash.rawValue,
            .strikethroughStyle: NSUnderlineStyle.double.rawValue, .strikethroughColor: UIColor.blue,
        ]))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.attributedText = text
        let properties = drawn(label)
        #expect(properties[.text] == nil)
        guard case .textLines(let lines) = properties[.runs] else {
            Issue.record("no runs drawn")
            return
        }
        let red = RenderColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(lines.count == 1)
        #expect(abs((lines.first?.height ?? 0) - Double(text.size().height)) < 1e-9)
        #expect(lines.first?.runs.map(\.text) == ["Big ", "small"])
        #expect(lines.first?.runs.map(\.font.size) == [24, 17])
        #expect(lines.first?.runs.map(\.font.weight) == [700, 400])
        // The second run takes the label's text color, set from the first character.
        #expect(lines.first?.runs.map(\.color) == [red, red])
        #expect(lines.first?.runs.map(\.kern) == [0, 1.5])
        #expect(lines.first?.runs.map(\.underline) == [nil, .init(style: "single", pattern: "dash")])
        #expect(lines.first?.runs.map(\.strikethrough) == [
            nil, .init(style: "double", color: RenderColor(red: 0, green: 0, blue: 1, alpha: 1)),
        ])
    }

    @Test func testChangingOneRunsColorSendsOnlyTheRuns() {
        let (scene, root) = makeScene()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.font: body, .kern: 1])
        root.addSubview(label)
        _ = scene.snapshot()
        let changed = NSMutableAttributedString(attributedString: label.attributedText!)
        changed.addAttribute(.foregroundColor, value: UIColor.green, range: NSRange(location: 0, length: 3))
        label.attributedText = changed
        let patch = scene.finishTurn()
        guard case .set(let id, let properties)? = patch?.operations.first else {
            Issue.record("no set operation: \(String(describing: patch))")
            return
        }
        #expect(patch?.operations.count == 1)
        #expect(id == label.renderNodeID)
        #expect(properties.map(\.key) == [.runs])
    }

    @Test func testALabelTextRectFromDrawTextIsWhereTheTextSits() {
        let label = InsetLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Inset"
        #expect(drawn(label)[.textFrame] == .rect(x: 10, y: 5, width: 180, height: 30))
    }

    @Test func testADisabledLabelIsDimmedAndAHighlightedOneTakesTheHighlightedColor() {
        let disabled = label("Off", width: 100)
        disabled.isEnabled = false
        #expect(drawn(disabled)[.color] == .color(RenderColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)))
        let highlighted = label("On", width: 100)
        highlighted.highlightedTextColor = .blue
        highlighted.isHighlighted = true
        #expect(drawn(highlighted)[.color] == .color(RenderColor(red: 0, green: 0, blue: 1, alpha: 1)))
    }

    @Test func testTheShadowColorAndOffsetAreDrawn() {
        let label = label("Shadow", width: 100)
        #expect(drawn(label)[.textShadow] == nil)
        label.shadowColor = .red
        label.shadowOffset = CGSize(width: 1, height: 2)
        #expect(drawn(label)[.textShadow] == .shadow(color: RenderColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                     offsetX: 1, offsetY: 2, radius: 0))
    }

    @Test func testTheRarelySetPropertiesStartAtUIKitsDefaultsAndKeepWhatIsSet() {
        let label = label("Defaults", width: 100)
        // UIKit: no shadow color, a shadow one point above the text, no highlighted color, no
        // shrinking, no preferred width.
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(label.highlightedTextColor == nil)
        #expect(label.minimumScaleFactor == 0 && label.preferredMaxLayoutWidth == 0)
        label.shadowOffset = CGSize(width: 2, height: 3)
        label.preferredMaxLayoutWidth = 80
        label.minimumScaleFactor = 0.5
        label.highlightedTextColor = .green
        #expect(label.shadowOffset == CGSize(width: 2, height: 3) && label.preferredMaxLayoutWidth == 80)
        #expect(label.minimumScaleFactor == 0.5 && label.highlightedTextColor == .green)
        // An offset without a color draws no shadow; the color brings the offset set before it.
        #expect(drawn(label)[.textShadow] == nil)
        label.shadowColor = .red
        #expect(drawn(label)[.textShadow] == .shadow(color: RenderColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                     offsetX: 2, offsetY: 3, radius: 0))
        label.shadowColor = nil
        label.highlightedTextColor = nil
        #expect(label.shadowColor == nil && label.highlightedTextColor == nil)
        #expect(drawn(label)[.textShadow] == nil)
    }

    @Test func testResizingALabelBreaksItsTextAgain() {
        let (scene, root) = makeScene()
        let label = label("Hello, world", width: 200)
        root.addSubview(label)
        _ = scene.snapshot()
        label.frame.size.width = width("Hello,\u{2026}") + 0.5
        root.layoutIfNeeded()
        let patch = scene.finishTurn()
        let sets = patch?.operations.compactMap { operation -> [RenderProperty]? in
            guard case .set(let id, let properties) = operation, id == label.renderNodeID else { return nil }
            return properties
        }.flatMap { $0 } ?? []
        #expect(sets.first { $0.key == .text }?.value == .string("Hello,\u{2026}"))
    }
}

/// A label that draws its text inset, as apps pad labels.
private final class InsetLabel: UILabel {
    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)))
    }
}
