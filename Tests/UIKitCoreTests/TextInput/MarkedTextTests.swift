import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Marked text of an input method's composition (UITextInput), from the API and from the page.
@MainActor
struct MarkedTextTests {
    private let changed = ["editingChanged", "UITextFieldTextDidChangeNotification"]

    private func makeEditingField(text: String, recorder: TextInputRecorder) -> (UITextField, UIWindowScene?) {
        let window = makeTextInputWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        field.delegate = recorder
        recorder.recordEditingEvents(of: field)
        window.rootViewController?.view.addSubview(field)
        recorder.observe([UITextField.textDidChangeNotification])
        field.text = text
        field.becomeFirstResponder()
        _ = window.windowScene?.finishTurn()
        recorder.log.removeAll()
        return (field, window.windowScene)
    }

    private func offsets(_ range: UITextRange?, in field: UITextField) -> [Int]? {
        guard let range else { return nil }
        return [field.offset(from: field.beginningOfDocument, to: range.start),
                field.offset(from: field.beginningOfDocument, to: range.end)]
    }

    @Test func testMarkedTextReplacesTheSelectionThenItselfWithoutAskingTheDelegate() {
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let (field, _) = makeEditingField(text: "Li ", recorder: recorder)

        field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
        field.setMarkedText("日本", selectedRange: NSRange(location: 0, length: 2))

        #expect(recorder.log == ["didChangeSelection 4"] + changed + ["didChangeSelection 5"] + changed
            + ["didChangeSelection 3"] + changed)
        #expect(field.text == "Li 日本")
        #expect(offsets(field.markedTextRange, in: field) == [3, 5])
        #expect(offsets(field.selectedTextRange, in: field) == [3, 5])
        #expect(field.markedTextRange.flatMap { field.text(in: $0) } == "日本")

        recorder.log.removeAll()
        field.unmarkText()

        #expect(recorder.log == [])
        #expect(field.markedTextRange == nil)
        #expect(field.text == "Li 日本")
    }

    @Test func testTheSelectionInMarkedTextCountsUTF16AndIsClampedToIt() {
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let (field, _) = makeEditingField(text: "a", recorder: recorder)

        field.setMarkedText("😀中", selectedRange: NSRange(location: 2, length: 1))
        #expect(offsets(field.markedTextRange, in: field) == [1, 4])
        #expect(offsets(field.selectedTextRange, in: field) == [3, 4])

        field.setMarkedText("x", selectedRange: NSRange(location: 5, length: 3))
        #expect(field.text == "ax")
        #expect(offsets(field.markedTextRange, in: field) == [1, 2])
        #expect(offsets(field.selectedTextRange, in: field) == [2, 2])
    }

    @Test func testMarkedTextReplacesASelectedRangeAndEmptyMarkedTextRemovesIt() {
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let (field, _) = makeEditingField(text: "abcd", recorder: recorder)
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 1)!,
                                                  to: field.position(from: field.beginningOfDocument, offset: 3)!)
        recorder.log.removeAll()

        field.setAttributedMarkedText(NSAttributedString(string: "か"), selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "aかd")
        #expect(offsets(field.markedTextRange, in: field) == [1, 2])

        field.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
        #expect(field.text == "ad")
        #expect(field.markedTextRange == nil)
        #expect(recorder.log == ["didChangeSelection 2"] + changed + ["didChangeSelection 1"] + changed)
    }

    @Test func testInsertingTextCommitsItInPlaceOfTheMarkedTextThroughTheDelegate() {
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let (field, _) = makeEditingField(text: "Li ", recorder: recorder)
        field.setMarkedText("にほん", selectedRange: NSRange(location: 3, length: 0))
        recorder.log.removeAll()

        field.insertText("日本")

        #expect(recorder.log == ["shouldChange {3, 3} \"日本\"", "didChangeSelection 5"] + changed)
        #expect(field.text == "Li 日本")
        #expect(field.markedTextRange == nil)

        recorder.refusesDigits = true
        field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        recorder.log.removeAll()
        field.insertText("2")

        #expect(recorder.log == ["shouldChange {5, 1} \"2\"", "didChangeSelection 5"] + changed)
        #expect(field.text == "Li 日本")
        #expect(field.markedTextRange == nil)
    }

    @Test func testSelectingOutsideTheMarkedTextCommitsIt() {
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let (field, _) = makeEditingField(text: "ab", recorder: recorder)
        field.setMarkedText("中文", selectedRange: NSRange(location: 1, length: 0))
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        #expect(offsets(field.markedTextRange, in: field) == [2, 4])

        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)

        #expect(field.markedTextRange == nil)
        #expect(field.text == "ab中文")
    }

    @Test func testThePagesCompositionIsMarkedTextAndItsCommitGoesThroughTheDelegate() throws {
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let (field, maybeScene) = makeEditingField(text: "Li ", recorder: recorder)
        let scene = try #require(maybeScene)
        let node = field.renderNodeID

        try scene.editText(node: node, sequence: 1, text: "Li に", base: "Li ", selection: (4, 4), marked: (3, 4))
        try scene.editText(node: node, sequence: 2, text: "Li 日本", base: "Li に", selection: (5, 5), marked: (3, 5))
        let sent = try #require(editable(of: field, in: scene.finishTurn()))

        #expect(recorder.log == ["didChangeSelection 4"] + changed + ["didChangeSelection 5"] + changed)
        #expect(field.text == "Li 日本")
        #expect(offsets(field.markedTextRange, in: field) == [3, 5])
        #expect([sent.text, "\(sent.sequence)"] == ["Li 日本", "2"])

        recorder.log.removeAll()
        try scene.editText(node: node, sequence: 3, text: "Li 日本", base: "Li 日本", selection: (5, 5))

        #expect(recorder.log == ["shouldChange {3, 2} \"日本\"", "didChangeSelection 5"] + changed)
        #expect(field.text == "Li 日本")
        #expect(field.markedTextRange == nil)
    }

    @Test func testACommitTheDelegateRefusesRemovesTheMarkedText() throws {
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let (field, maybeScene) = makeEditingField(text: "ab", recorder: recorder)
        let scene = try #require(maybeScene)
        recorder.refusesDigits = true

        try scene.editText(node: field.renderNodeID, sequence: 1, text: "a12b", base: "ab", selection: (3, 3), marked: (1, 3))
        #expect(field.text == "a12b")
        try scene.editText(node: field.renderNodeID, sequence: 2, text: "a12b", base: "a12b", selection: (3, 3))
        let sent = try #require(editable(of: field, in: scene.finishTurn()))

        #expect(recorder.log == ["didChangeSelection 3"] + changed + ["shouldChange {1, 2} \"12\"", "didChangeSelection 1"] + changed)
        #expect(field.text == "ab")
        #expect(field.markedTextRange == nil)
        #expect([sent.text, "\(sent.sequence)", "\(sent.selectionStart)"] == ["ab", "2", "1"])
    }

    @Test func testACompositionReplacesWhatWasSelectedInThePage() throws {
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let (field, maybeScene) = makeEditingField(text: "abcd", recorder: recorder)
        let scene = try #require(maybeScene)

        try scene.editText(node: field.renderNodeID, sequence: 1, text: "aかd", base: "abcd", selection: (2, 2), marked: (1, 2))

        #expect(field.text == "aかd")
        #expect(offsets(field.markedTextRange, in: field) == [1, 2])
        #expect(!recorder.log.contains { $0.hasPrefix("shouldChange") })
    }

    @Test func testAMarkedRangeOutsideTheTextOrSplittingACharacterIsRefused() throws {
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let (field, maybeScene) = makeEditingField(text: "", recorder: recorder)
        let scene = try #require(maybeScene)

        #expect(throws: TextInputError.markedOutOfRange(start: 0, end: 9, length: 2)) {
            try scene.editText(node: field.renderNodeID, sequence: 1, text: "ab", selection: nil, marked: (0, 9))
        }
        #expect(throws: TextInputError.markedOutOfRange(start: 0, end: 1, length: 2)) {
            try scene.editText(node: field.renderNodeID, sequence: 1, text: "😀", selection: nil, marked: (0, 1))
        }
        #expect(field.text == "")
        #expect(recorder.log == [])
    }

    @Test func testATextViewReportsMarkedTextAndAsksAboutTheCommit() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let textView = UITextView(frame: CGRect(x: 0, y: 40, width: 300, height: 100))
        textView.text = "x"
        textView.delegate = recorder
        window.rootViewController?.view.addSubview(textView)
        textView.becomeFirstResponder()
        recorder.observe([UITextView.textDidChangeNotification])
        recorder.log.removeAll()

        try scene.editText(node: textView.renderNodeID, sequence: 1, text: "x한", base: "x", selection: (2, 2), marked: (1, 2))
        #expect(textView.markedTextRange.flatMap { textView.text(in: $0) } == "한")
        try scene.editText(node: textView.renderNodeID, sequence: 2, text: "x한", base: "x한", selection: (2, 2))

        #expect(recorder.log == ["textViewDidChangeSelection 2", "textViewDidChange", "UITextViewTextDidChangeNotification",
                                 "shouldChangeTextIn {1, 1} \"한\"", "textViewDidChangeSelection 2", "textViewDidChange",
                                 "UITextViewTextDidChangeNotification"])
        #expect(textView.text == "x한")
        #expect(textView.markedTextRange == nil)
    }
}

/// `adjustsFontSizeToFitWidth` and `minimumFontSize`.
@MainActor
struct TextFieldFontFittingTests {
    private let longText = "A sentence far too long for a narrow field"

    private func makeField(width: CGFloat, text: String, minimumFontSize: CGFloat) -> UITextField {
        let window = makeTextInputWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: width, height: 34))
        field.text = text
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = minimumFontSize
        window.rootViewController?.view.addSubview(field)
        _ = window.windowScene?.finishTurn()
        return field
    }

    /// The size the field draws its text in while not editing: its label's font.
    private func drawnSize(_ field: UITextField) -> CGFloat? {
        field.subviews.compactMap { $0 as? UILabel }.first?.font.pointSize
    }

    private func width(_ text: String, size: CGFloat) -> CGFloat {
        text.size(withAttributes: [.font: UIFont.systemFont(ofSize: size)]).width
    }

    @Test func testTheFontShrinksToTheLargestHalfPointSizeThatFits() throws {
        let field = makeField(width: 150, text: longText, minimumFontSize: 6)
        let available = field.textRect(forBounds: field.bounds).width
        let size = try #require(drawnSize(field))

        #expect(width(longText, size: 17) > available)
        #expect(size < 17)
        #expect(size >= 6)
        #expect((size * 2).rounded() == size * 2)
        #expect(width(longText, size: size) <= available)
        #expect(width(longText, size: size + 0.5) > available)
        #expect(field.font?.pointSize == 17)
    }

    @Test func testTheFontStopsAtTheMinimumSize() {
        let field = makeField(width: 150, text: longText, minimumFontSize: 15)
        #expect(drawnSize(field) == 15)
    }

    @Test func testTextThatFitsKeepsTheFontAndTurningItOffRestoresIt() {
        let short = makeField(width: 150, text: "Hi", minimumFontSize: 6)
        #expect(drawnSize(short) == 17)

        let field = makeField(width: 150, text: longText, minimumFontSize: 6)
        field.adjustsFontSizeToFitWidth = false
        field.layoutIfNeeded()
        #expect(drawnSize(field) == 17)
    }

    @Test func testThePagesInputUsesTheShrunkSizeAndFollowsTheText() throws {
        let field = makeField(width: 150, text: longText, minimumFontSize: 6)
        let scene = try #require(field.window?.windowScene)
        let shrunk = try #require(drawnSize(field))
        field.becomeFirstResponder()
        let sent = try #require(editable(of: field, in: scene.finishTurn()))
        #expect(sent.font.size == Double(shrunk))

        try scene.editText(node: field.renderNodeID, sequence: 1, text: "Short", selection: (5, 5))
        let after = try #require(editable(of: field, in: scene.finishTurn()))
        #expect(after.font.size == 17)
    }
}
