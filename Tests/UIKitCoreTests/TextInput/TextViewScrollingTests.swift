import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class TextViewScrollLog: NSObject, UITextViewDelegate {
    var events: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll \(Int(scrollView.contentOffset.y.rounded()))")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        events.append("willBeginDragging")
    }
    func textViewDidChange(_ textView: UITextView) {
        events.append("textViewDidChange")
    }
}

/// UITextView is a scroll view: its content is its text, the page scrolls it, the caret stays in
/// view while typing, and without scrolling it is as tall as its text.
@MainActor
struct TextViewScrollingTests {
    private func lines(_ count: Int) -> String {
        (1...count).map { "Line \($0)" }.joined(separator: "\n")
    }

    @Test func testTheContentIsTheTextWithItsContainerInsets() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
        let scrollView: UIScrollView = textView
        textView.font = .systemFont(ofSize: 16)
        textView.text = "One"
        textView.layoutIfNeeded()
        let line = textView.contentSize.height - 16
        #expect(line >= UIFont.systemFont(ofSize: 16).lineHeight && line < 24)
        #expect(scrollView.contentSize.width == 240)
        textView.text = lines(20)
        textView.layoutIfNeeded()
        let expected = ("Line 1" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 16)]).height * 20
        #expect(abs(textView.contentSize.height - 16 - expected) <= 20)
        #expect(textView.contentSize.height > 300)
        // A scroll view's own API: the content scrolls.
        textView.setContentOffset(CGPoint(x: 0, y: 150), animated: false)
        #expect(textView.bounds.origin.y == 150)
    }

    @Test func testAUserScrollReachesTheTextViewDelegateAsAScrollViewDelegate() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let log = TextViewScrollLog()
        let textView = UITextView(frame: CGRect(x: 10, y: 100, width: 240, height: 100))
        textView.text = lines(30)
        textView.delegate = log
        window.rootViewController?.view.addSubview(textView)
        _ = scene.finishTurn()
        try scene.scroll(node: textView.renderNodeID, to: CGPoint(x: 0, y: 120), phase: .began)
        #expect(log.events == ["willBeginDragging", "didScroll 120"])
    }

    @Test func testTypingAtTheEndOfALongTextScrollsTheCaretIntoView() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let textView = UITextView(frame: CGRect(x: 10, y: 100, width: 240, height: 100))
        textView.font = .systemFont(ofSize: 16)
        textView.accessibilityIdentifier = "notes"
        textView.text = "Start"
        window.rootViewController?.view.addSubview(textView)
        _ = scene.finishTurn()
        #expect(textView.contentOffset.y == 0)
        _ = try scene.typeText("\n" + lines(12), intoViewWithIdentifier: "notes")
        let patch = scene.finishTurn()
        // The caret's line (the last) shows at the bottom of the view, above the inset.
        let maximum = textView.contentSize.height - textView.bounds.height
        #expect(textView.contentOffset.y > 0)
        #expect(abs(textView.contentOffset.y - maximum) <= 0.5)
        // The page's editor covers the whole text, in content coordinates.
        let sent = try #require(editable(of: textView, in: patch))
        #expect(sent.y == 8 && sent.height == textView.contentSize.height - 16)
        // Back to the start: the caret at 0 brings the top back.
        textView.selectedRange = NSRange(location: 0, length: 0)
        #expect(textView.contentOffset.y == 0)
    }

    @Test func testScrollRangeToVisibleScrollsAsLittleAsNeeded() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
        textView.font = .systemFont(ofSize: 16)
        textView.text = lines(40)
        textView.layoutIfNeeded()
        let line20 = (textView.text as NSString).range(of: "Line 20")
        textView.scrollRangeToVisible(line20)
        let offset = textView.contentOffset.y
        #expect(offset > 0)
        // Line 20's bottom is at the view's bottom, less the inset below it.
        let lineHeight = (textView.contentSize.height - 16) / 40
        #expect(abs(offset + 100 - (8 + 20 * lineHeight + 8)) <= 1)
        // Already visible: nothing moves.
        textView.scrollRangeToVisible((textView.text as NSString).range(of: "Line 19"))
        #expect(textView.contentOffset.y == offset)
    }

    @Test func testWithoutScrollingTheTextViewIsAsTallAsItsTextUnderAutoLayout() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let textView = UITextView()
        textView.font = .systemFont(ofSize: 16)
        textView.isScrollEnabled = false
        textView.text = "One line"
        textView.translatesAutoresizingMaskIntoConstraints = false
        let root = try #require(window.rootViewController?.view)
        root.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            textView.widthAnchor.constraint(equalToConstant: 200),
        ])
        _ = scene.finishTurn()
        let oneLine = textView.frame.height
        #expect(oneLine > 16 && oneLine < 45)
        #expect(textView.contentSize.height == oneLine)
        textView.text = lines(4)
        _ = scene.finishTurn()
        #expect(abs((textView.frame.height - 16) - 4 * (oneLine - 16)) <= 2)
        #expect(abs(textView.frame.height - textView.sizeThatFits(CGSize(width: 200, height: 0)).height) < 0.5)
        // Scrolling again: the constraints alone size it, which leave its height ambiguous at 0.
        textView.isScrollEnabled = true
        _ = scene.finishTurn()
        #expect(textView.intrinsicContentSize.height == UIView.noIntrinsicMetric)
    }
}
