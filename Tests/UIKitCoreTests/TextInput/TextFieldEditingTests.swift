import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct TextFieldEditingTests {
    private let notifications = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                                 UITextField.textDidEndEditingNotification]

    private func makeField(in window: UIWindow, recorder: TextInputRecorder) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.clearButtonMode = .whileEditing
        field.accessibilityIdentifier = "field"
        field.delegate = recorder
        recorder.recordEditingEvents(of: field)
        window.rootViewController?.view.addSubview(field)
        recorder.observe(notifications)
        _ = window.windowScene?.finishTurn()
        return field
    }

    @Test func testTapBeginsEditingAfterAskingTheDelegateThenReportsIt() {
        let window = makeTextInputWindow()
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)

        window.windowScene?.tap(at: CGPoint(x: 60, y: 57))

        #expect(recorder.log == ["shouldBeginEditing", "didBeginEditing isFirstResponder=true", "editingDidBegin",
                                 "UITextFieldTextDidBeginEditingNotification"])
        #expect(field.isEditing)
        #expect(field.isFirstResponder)
    }

    @Test func testRefusedBeginLeavesTheFieldAlone() {
        let window = makeTextInputWindow()
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)
        recorder.refusesBegin = true

        #expect(!field.becomeFirstResponder())

        #expect(recorder.log == ["shouldBeginEditing"])
        #expect(!field.isEditing)
    }

    @Test func testTypingAsksTheDelegateWithUTF16RangesThenReportsTheChange() {
        let window = makeTextInputWindow()
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)
        field.text = "中"
        field.becomeFirstResponder()
        recorder.log.removeAll()

        field.insertText("😀")
        field.deleteBackward()

        #expect(recorder.log == [
            "shouldChange {1, 0} \"😀\"", "didChangeSelection 3", "editingChanged", "UITextFieldTextDidChangeNotification",
            "shouldChange {1, 2} \"\"", "didChangeSelection 1", "editingChanged", "UITextFieldTextDidChangeNotification",
        ])
        #expect(field.text == "中")
    }

    @Test func testARefusedEditFromThePageKeepsTheServerTextAndEchoesTheEdit() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)
        recorder.refusesDigits = true
        field.becomeFirstResponder()
        try scene.editText(node: field.renderNodeID, sequence: 1, text: "ab", selection: (2, 2))
        _ = scene.finishTurn()
        recorder.log.removeAll()

        try scene.editText(node: field.renderNodeID, sequence: 2, text: "ab1", selection: (3, 3))
        let patch = scene.finishTurn()

        #expect(recorder.log == ["shouldChange {2, 0} \"1\""])
        #expect(field.text == "ab")
        let sent = try #require(editable(of: field, in: patch))
        #expect(sent.text == "ab")
        #expect(sent.sequence == 2)
        #expect(sent.selectionStart == 2)
        #expect(sent.selectionEnd == 2)
    }

    @Test func testAnEditTypedPastARefusedOneLandsWhereThePageTypedIt() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)
        recorder.refusesDigits = true
        field.becomeFirstResponder()
        try scene.editText(node: field.renderNodeID, sequence: 1, text: "ab", base: "", selection: (2, 2))
        try scene.editText(node: field.renderNodeID, sequence: 2, text: "ab1", base: "ab", selection: (3, 3))
        recorder.log.removeAll()

        try scene.editText(node: field.renderNodeID, sequence: 3, text: "ab1c", base: "ab1", selection: (4, 4))
        try scene.editText(node: field.renderNodeID, sequence: 4, text: "Xab1c", base: "ab1c", selection: (1, 1))

        #expect(recorder.log == ["shouldChange {2, 0} \"c\"", "didChangeSelection 3", "editingChanged", "UITextFieldTextDidChangeNotification",
                                 "shouldChange {0, 0} \"X\"", "didChangeSelection 1", "editingChanged", "UITextFieldTextDidChangeNotification"])
        #expect(field.text == "Xabc")
    }

    @Test func testAnEditForAFieldThatIsNotEditingIsRefused() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)

        #expect(throws: TextInputError.notEditing(node: field.renderNodeID)) {
            try scene.editText(node: field.renderNodeID, sequence: 1, text: "x", selection: nil)
        }
        field.becomeFirstResponder()
        #expect(throws: TextInputError.selectionOutOfRange(start: 0, end: 5, length: 1)) {
            try scene.editText(node: field.renderNodeID, sequence: 1, text: "x", selection: (0, 5))
        }
        #expect(field.text == "")
    }

    @Test func testReturnEndsEditingOnExitWhenTheFieldHasATargetForIt() {
        let window = makeTextInputWindow()
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)
        field.addAction(UIAction { _ in recorder.log.append("editingDidEndOnExit") }, for: .editingDidEndOnExit)
        field.becomeFirstResponder()
        recorder.log.removeAll()

        field.insertText("\n")

        #expect(recorder.log == ["shouldReturn", "primaryActionTriggered", "editingDidEndOnExit", "shouldEndEditing",
                                 "didEndEditing reason=committed isFirstResponder=false", "editingDidEnd",
                                 "UITextFieldTextDidEndEditingNotification"])
        #expect(!field.isEditing)
    }

    @Test func testReturnWithoutAnEndOnExitTargetKeepsEditing() {
        let window = makeTextInputWindow()
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)
        field.becomeFirstResponder()
        recorder.log.removeAll()

        field.insertText("\n")
        recorder.returns = false
        field.insertText("\n")

        #expect(recorder.log == ["shouldReturn", "primaryActionTriggered", "shouldReturn"])
        #expect(field.isEditing)
        #expect(field.text == "")
    }

    @Test func testClearButtonAsksTheDelegateThenEmptiesTheField() throws {
        let window = makeTextInputWindow()
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)
        field.text = "Anna"
        field.becomeFirstResponder()
        _ = window.windowScene?.finishTurn()
        recorder.log.removeAll()
        let button = field.clearButtonRect(forBounds: field.bounds)
        #expect(button == CGRect(x: 172, y: 7.5, width: 19, height: 19))

        window.windowScene?.tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: nil))

        #expect(recorder.log == ["shouldClear", "didChangeSelection 0", "editingChanged", "UITextFieldTextDidChangeNotification"])
        #expect(field.text == "")
        #expect(field.isEditing)
    }

    @Test func testEndEditingAsksTheDelegateUnlessForced() {
        let window = makeTextInputWindow()
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)
        let root = window.rootViewController!.view!
        field.becomeFirstResponder()
        recorder.refusesEnd = true
        recorder.log.removeAll()

        #expect(!root.endEditing(false))
        #expect(field.isEditing)
        #expect(root.endEditing(true))

        #expect(recorder.log == ["shouldEndEditing", "didEndEditing reason=committed isFirstResponder=false", "editingDidEnd",
                                 "UITextFieldTextDidEndEditingNotification"])
        #expect(!field.isEditing)
        #expect(!field.isFirstResponder)
    }

    @Test func testAFieldLeavingItsWindowEndsEditingWithoutAsking() {
        let window = makeTextInputWindow()
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)
        recorder.refusesEnd = true
        field.becomeFirstResponder()
        recorder.log.removeAll()

        field.removeFromSuperview()

        #expect(recorder.log == ["didEndEditing reason=committed isFirstResponder=false", "editingDidEnd",
                                 "UITextFieldTextDidEndEditingNotification"])
        #expect(!field.isEditing)
    }

    @Test func testMovingToAnotherFieldEndsTheFirstBeforeTheSecondBegins() {
        let window = makeTextInputWindow()
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let first = makeField(in: window, recorder: recorder)
        let second = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        second.delegate = recorder
        window.rootViewController?.view.addSubview(second)
        first.becomeFirstResponder()
        recorder.log.removeAll()

        second.becomeFirstResponder()

        #expect(recorder.log == ["shouldBeginEditing", "shouldEndEditing", "didEndEditing reason=committed isFirstResponder=false",
                                 "editingDidEnd", "UITextFieldTextDidEndEditingNotification",
                                 "didBeginEditing isFirstResponder=true", "UITextFieldTextDidBeginEditingNotification"])
    }

    @Test func testSecureEntryDrawsBulletsAndEditsAsAPassword() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)
        field.isSecureTextEntry = true
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.text = "pa中"

        let node = try #require(scene.viewTree().first?.children.first?.children.first { $0.id == field.renderNodeID })
        #expect(node.text == "•••")
        field.becomeFirstResponder()
        let sent = try #require(editable(of: field, in: scene.finishTurn()))
        #expect(sent.secure)
        #expect(sent.text == "pa中")
        #expect(sent.inputMode == "email")
        #expect(sent.enterKeyHint == "next")
        #expect(CGRect(x: sent.x, y: sent.y, width: sent.width, height: sent.height) == CGRect(x: 7, y: 0, width: 165, height: 34))
    }

    @Test func testTextInputPositionsCountUTF16CodeUnits() throws {
        let window = makeTextInputWindow()
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)
        field.text = "a😀中"

        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 4)
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let end = try #require(field.position(from: start, offset: 2))
        let range = try #require(field.textRange(from: start, to: end))
        #expect(field.text(in: range) == "😀")
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)

        field.selectedTextRange = range
        field.replace(range, withText: "🎉🎉")

        #expect(field.text == "a🎉🎉中")
        #expect(recorder.log == ["didChangeSelection 5", "editingChanged", "UITextFieldTextDidChangeNotification"])
    }

    @Test func testAnEditFromThePageIsTheSmallestReplacementByScalars() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)
        field.text = "a😀中"
        field.becomeFirstResponder()
        recorder.log.removeAll()

        try scene.editText(node: field.renderNodeID, sequence: 1, text: "a😁中", selection: (3, 3))

        #expect(recorder.log == ["shouldChange {1, 2} \"😁\"", "didChangeSelection 3", "editingChanged",
                                 "UITextFieldTextDidChangeNotification"])
        #expect(field.text == "a😁中")
    }

    @Test func testTypingThroughTheHostTapsTheFieldAndReturnMovesOn() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let field = makeField(in: window, recorder: recorder)

        let text = try scene.typeText("hi\n", intoViewWithIdentifier: "field")

        #expect(text == "hi")
        #expect(recorder.log == [
            "shouldBeginEditing", "didBeginEditing isFirstResponder=true", "editingDidBegin", "UITextFieldTextDidBeginEditingNotification",
            "shouldChange {0, 0} \"h\"", "didChangeSelection 1", "editingChanged", "UITextFieldTextDidChangeNotification",
            "shouldChange {1, 0} \"i\"", "didChangeSelection 2", "editingChanged", "UITextFieldTextDidChangeNotification",
            "shouldReturn", "primaryActionTriggered",
        ])
        #expect(field.isEditing)
        #expect(throws: TextInputError.unknownIdentifier("nowhere")) {
            try scene.typeText("x", intoViewWithIdentifier: "nowhere")
        }
    }

    @Test func testIntrinsicHeightFollowsTheFontLineHeight() {
        let field = UITextField()
        field.font = .systemFont(ofSize: 17)
        let plain = field.intrinsicContentSize.height
        field.borderStyle = .roundedRect
        #expect(plain == (UIFont.systemFont(ofSize: 17).lineHeight * 2).rounded(.up) / 2)
        #expect(field.intrinsicContentSize.height == plain + 14)
    }
}
