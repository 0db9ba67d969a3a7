import Foundation
@_spi(Host) import UIKitCore

/// Element commands that act: a click is a real tap at the element's hittable point; typing
/// and clearing go through the keyboard's path (the text input protocols, so the delegate and
/// the editing events see them).
extension WebDriverAPI {
    /// The longest text one send-keys command types, in characters.
    static let maximumTypedCharacters = 10_000

    func click(_ context: CommandContext, _ id: String) throws(WebDriverError) {
        let element = try context.driver.element(id)
        if let part = element.accessibilityElement {
            // An element that is not a view is activated, as VoiceOver's double tap does: its
            // `accessibilityActivate()`, else a tap at its activation point.
            guard element.isVisible else {
                throw .notInteractable("the element \(id) (\(element.type)) is not visible, so it cannot be tapped")
            }
            _ = try? context.driver.scene.performAccessibilityAction(.activate, node: part.renderNodeID)
        } else {
            context.driver.scene.tap(at: try hittablePoint(of: element, in: context.driver))
        }
        context.driver.session.finishTurn()
        context.answerWhenIdle(.null)
    }

    /// The centre of the part of the element on screen; an element that is not shown cannot be
    /// tapped.
    func hittablePoint(of element: ElementSnapshot, in driver: WebDriverSession) throws(WebDriverError) -> CGPoint {
        let shown = element.rect.intersection(driver.scene.screen.bounds)
        guard element.isVisible, !shown.isNull, shown.width > 0, shown.height > 0 else {
            throw .notInteractable("the element \(driver.id(for: element)) (\(element.type)) is not visible, so it cannot be tapped")
        }
        return CGPoint(x: shown.midX, y: shown.midY)
    }

    /// W3C's `{"text": "…"}` (or the legacy `{"value": ["a", "b"]}`): taps the element when it
    /// is not editing, then types at the end of its text. `\u{E003}` is backspace; `\u{E006}`
    /// and `\u{E007}` are the return key; other WebDriver key codes are ignored.
    func sendKeys(_ context: CommandContext, _ id: String) throws(WebDriverError) {
        let text: String
        if let given = context.body["text"]?.stringValue {
            text = given
        } else if let list = context.body["value"]?.arrayValue, list.allSatisfy({ $0.stringValue != nil }) {
            text = list.compactMap(\.stringValue).joined()
        } else {
            throw .invalidArgument("send keys needs \"text\", a string")
        }
        guard text.count <= Self.maximumTypedCharacters else {
            throw .invalidArgument("at most \(Self.maximumTypedCharacters) characters can be typed at once")
        }
        let input = try focus(context, id)
        input.selectedTextRange = input.textRange(from: input.endOfDocument, to: input.endOfDocument)
        var pending = ""
        func flush() {
            guard !pending.isEmpty else { return }
            _ = try? context.driver.scene.typeText(pending, intoViewWithIdentifier: nil)
            pending = ""
        }
        for character in text {
            switch character.unicodeScalars.first?.value ?? 0 {
            case 0xE003:
                flush()
                input.deleteBackward()
            case 0xE006, 0xE007:
                pending.append("\n")
            case 0xE000...0xF8FF:
                continue
            default:
                pending.append(character)
            }
        }
        flush()
        context.driver.session.finishTurn()
        context.answerWhenIdle(.null)
    }

    /// Selects all the element's text and deletes it, as one edit through the delegate.
    func clear(_ context: CommandContext, _ id: String) throws(WebDriverError) {
        let input = try focus(context, id)
        if input.hasText, let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument) {
            input.selectedTextRange = all
            input.deleteBackward()
        }
        context.driver.session.finishTurn()
        context.answerWhenIdle(.null)
    }

    /// The element's view as a text input that is editing: tapped first, as a user would.
    private func focus(_ context: CommandContext, _ id: String) throws(WebDriverError) -> any UITextInput {
        let element = try context.driver.element(id)
        guard let view = element.view, let input = view as? any UITextInput else {
            throw .invalidArgument("the element \(id) (\(element.type)) does not take text")
        }
        if !view.isFirstResponder {
            context.driver.scene.tap(at: try hittablePoint(of: element, in: context.driver))
            context.driver.session.finishTurn()
        }
        guard view.isFirstResponder else {
            throw .notInteractable("the element \(id) (\(element.type)) did not begin editing when tapped")
        }
        return input
    }
}
