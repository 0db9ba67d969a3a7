import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class FrameLog {
    var frames: [CGRect] = []
}

@MainActor
struct KeyboardAndTextViewTests {
    private let keyboardNotifications = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
    ]

    @Test func testKeyboardShowsOnlyWhileATextInputIsEditingAndTheGuideFollowsIt() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let root = try #require(window.rootViewController?.view)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.addSubview(field)
        let guide = root.keyboardLayoutGuide
        _ = scene.finishTurn()
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let endFrames = FrameLog()
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidChangeFrameNotification,
                                                              object: nil, queue: nil) { note in
            let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            MainActor.assumeIsolated { endFrames.frames.append(frame ?? .null) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        recorder.observe(keyboardNotifications)

        scene.updateKeyboard(height: 300)
        #expect(recorder.log.isEmpty)

        field.becomeFirstResponder()
        scene.updateKeyboard(height: 300)
        _ = scene.finishTurn()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 180, width: 320, height: 300))

        field.resignFirstResponder()
        _ = scene.finishTurn()

        #expect(recorder.log == [
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
            "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
            "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
        ])
        #expect(endFrames.frames == [CGRect(x: 0, y: 180, width: 320, height: 300), CGRect(x: 0, y: 480, width: 320, height: 300)])
        #expect(guide.layoutFrame == CGRect(x: 0, y: 480, width: 320, height: 0))
    }

    @Test func testSwitchingFieldsKeepsTheKeyboard() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let root = try #require(window.rootViewController?.view)
        let first = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let second = UITextField(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
        root.addSubview(first)
        root.addSubview(second)
        first.becomeFirstResponder()
        scene.updateKeyboard(height: 250)
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        recorder.observe(keyboardNotifications)

        second.becomeFirstResponder()
        _ = scene.finishTurn()

        #expect(recorder.log.isEmpty)
    }

    @Test func testTextViewTakesNewlinesThroughItsDelegate() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let recorder = TextInputRecorder()
        defer { recorder.stopObserving() }
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        textView.text = "One"
        textView.delegate = recorder
        textView.accessibilityIdentifier = "notes"
        window.rootViewController?.view.addSubview(textView)
        _ = scene.finishTurn()
        recorder.observe([UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
                          UITextView.textDidEndEditingNotification])

        let text = try scene.typeText("\nTwo", intoViewWithIdentifier: "notes")
        try scene.pressReturn(node: textView.renderNodeID)
        let sent = try #require(editable(of: textView, in: scene.finishTurn()))
        textView.resignFirstResponder()

        #expect(text == "One\nTwo")
        #expect(textView.text == "One\nTwo\n")
        #expect(recorder.log == [
            "textViewShouldBeginEditing", "textViewDidBeginEditing", "UITextViewTextDidBeginEditingNotification",
            "shouldChangeTextIn {3, 0} \"\\n\"", "textViewDidChangeSelection 4", "textViewDidChange", "UITextViewTextDidChangeNotification",
            "shouldChangeTextIn {4, 0} \"T\"", "textViewDidChangeSelection 5", "textViewDidChange", "UITextViewTextDidChangeNotification",
            "shouldChangeTextIn {5, 0} \"w\"", "textViewDidChangeSelection 6", "textViewDidChange", "UITextViewTextDidChangeNotification",
            "shouldChangeTextIn {6, 0} \"o\"", "textViewDidChangeSelection 7", "textViewDidChange", "UITextViewTextDidChangeNotification",
            "shouldChangeTextIn {7, 0} \"\\n\"", "textViewDidChangeSelection 8", "textViewDidChange", "UITextViewTextDidChangeNotification",
            "textViewShouldEndEditing", "textViewDidEndEditing", "UITextViewTextDidEndEditingNotification",
        ])
        #expect(sent.multiline)
        #expect(sent.text == "One\nTwo\n")
        #expect(CGRect(x: sent.x, y: sent.y, width: sent.width, height: sent.height) == CGRect(x: 5, y: 8, width: 190, height: 84))
    }

    @Test func testTypingWithNothingEditingIsRefused() throws {
        let window = makeTextInputWindow()
        let scene = try #require(window.windowScene)
        let label = UILabel()
        label.accessibilityIdentifier = "label"
        window.rootViewController?.view.addSubview(label)

        #expect(throws: TextInputError.notEditable("no text field or text view is editing; give an \"identifier\"")) {
            try scene.typeText("x", intoViewWithIdentifier: nil)
        }
        #expect(throws: TextInputError.notEditable("the view \"label\" (UILabel) does not take text")) {
            try scene.typeText("x", intoViewWithIdentifier: "label")
        }
    }
}
