import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// The standard edit actions of text inputs, and the general pasteboard each scene has.
@MainActor
struct EditActionTests {
    private func makeScene() -> UIWindowScene {
        UIApplication.shared.connectScene(persistentIdentifier: "edit-\(UUID())",
                                          display: SceneDisplay(width: 300, height: 500, scale: 2, style: .light))
    }

    private func field(_ text: String, selecting range: NSRange) -> UITextField {
        let field = UITextField()
        field.text = text
        let start = field.position(from: field.beginningOfDocument, offset: range.location)!
        let end = field.position(from: start, offset: range.length)!
        field.selectedTextRange = field.textRange(from: start, to: end)
        return field
    }

    @Test func testCopyAndCutNeedASelectionAndPasteNeedsText() {
        let scene = makeScene()
        UIWindowScene.turnScene = scene
        defer { withExtendedLifetime(scene) {} }
        let caret = field("Hello world", selecting: NSRange(location: 5, length: 0))
        let selected = field("Hello world", selecting: NSRange(location: 0, length: 5))
        #expect(!caret.canPerformAction(.copy, withSender: nil))
        #expect(!caret.canPerformAction(.cut, withSender: nil))
        #expect(caret.canPerformAction(.select, withSender: nil))
        #expect(caret.canPerformAction(.selectAll, withSender: nil))
        #expect(!caret.canPerformAction(.paste, withSender: nil))
        #expect(selected.canPerformAction(.copy, withSender: nil))
        #expect(selected.canPerformAction(.cut, withSender: nil))
        #expect(!selected.canPerformAction(.select, withSender: nil))
        selected.isSecureTextEntry = true
        #expect(!selected.canPerformAction(.copy, withSender: nil))
        #expect(!selected.canPerformAction(.cut, withSender: nil))
        #expect(!UITextField().canPerformAction(.selectAll, withSender: nil))
    }

    @Test func testCutThenPasteMovesTheTextThroughTheDelegate() {
        let scene = makeScene()
        UIWindowScene.turnScene = scene
        defer { withExtendedLifetime(scene) {} }
        let source = field("Hello world", selecting: NSRange(location: 0, length: 6))
        source.cut(nil)
        #expect(source.text == "world")
        #expect(UIPasteboard.general.string == "Hello ")
        let target = field("Say: !", selecting: NSRange(location: 5, length: 0))
        #expect(target.canPerformAction(.paste, withSender: nil))
        target.paste(nil)
        #expect(target.text == "Say: Hello !")
        #expect(target.offset(from: target.beginningOfDocument, to: target.selectedTextRange!.start) == 11)

        let recorder = TextInputRecorder()
        recorder.refusesDigits = true
        let guarded = field("ab", selecting: NSRange(location: 1, length: 0))
        guarded.delegate = recorder
        UIPasteboard.general.string = "123"
        guarded.paste(nil)
        #expect(guarded.text == "ab")
    }

    @Test func testSelectPicksTheWordAtTheCaretAndSelectAllEverything() {
        let scene = makeScene()
        UIWindowScene.turnScene = scene
        defer { withExtendedLifetime(scene) {} }
        let field = field("Hello brave world", selecting: NSRange(location: 8, length: 0))
        field.select(nil)
        #expect(field.text(in: field.selectedTextRange!) == "brave")
        field.selectAll(nil)
        #expect(field.text(in: field.selectedTextRange!) == "Hello brave world")
        #expect(!field.canPerformAction(.selectAll, withSender: nil))
    }

    @Test func testActionsReachTheFirstResponderByName() {
        let scene = makeScene()
        UIWindowScene.turnScene = scene
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let field = field("Hello", selecting: NSRange(location: 0, length: 5))
        window.rootViewController!.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        #expect(UIApplication.shared.sendAction(Selector("copy:"), to: nil, from: nil, for: nil))
        #expect(UIPasteboard.general.string == "Hello")
    }

    @Test func testEachSceneHasItsOwnGeneralPasteboard() {
        let first = makeScene(), second = makeScene()
        defer { withExtendedLifetime((first, second)) {} }
        UIWindowScene.turnScene = first
        UIPasteboard.general.string = "secret"
        UIWindowScene.turnScene = second
        #expect(UIPasteboard.general.string == nil)
        #expect(!UIPasteboard.general.hasStrings)
        UIWindowScene.turnScene = first
        #expect(UIPasteboard.general.string == "secret")
        #expect(UIPasteboard.general.changeCount == 1)
    }

    @Test func testTextViewsOfferTheSameActions() {
        let scene = makeScene()
        UIWindowScene.turnScene = scene
        defer { withExtendedLifetime(scene) {} }
        let view = UITextView()
        view.text = "Hello"
        view.selectedRange = NSRange(location: 0, length: 5)
        #expect(view.canPerformAction(.copy, withSender: nil))
        view.copy(nil)
        view.isEditable = false
        #expect(!view.canPerformAction(.cut, withSender: nil))
        #expect(!view.canPerformAction(.paste, withSender: nil))
        #expect(UIPasteboard.general.string == "Hello")
    }
}
