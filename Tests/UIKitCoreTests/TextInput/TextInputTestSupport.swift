import Foundation
@_spi(Host) import UIKitCore
import UIKit

/// Records delegate calls, control events and notifications of text inputs, in order.
@MainActor
final class TextInputRecorder: NSObject, UITextFieldDelegate, UITextViewDelegate {
    var log: [String] = []
    var refusesBegin = false
    var refusesEnd = false
    var refusesDigits = false
    var returns = true
    private var observers: [NSObjectProtocol] = []

    func observe(_ names: [Notification.Name]) {
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let text = note.name.rawValue
                MainActor.assumeIsolated { self?.log.append(text) }
            })
        }
    }

    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
    }

    func recordEditingEvents(of field: UITextField) {
        let events: [(UIControl.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        for (event, name) in events {
            field.addAction(UIAction { [weak self] _ in self?.log.append(name) }, for: event)
        }
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBeginEditing")
        return !refusesBegin
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        log.append("didBeginEditing isFirstResponder=\(textField.isFirstResponder)")
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEndEditing")
        return !refusesEnd
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEndEditing reason=\(reason == .committed ? "committed" : "cancelled") isFirstResponder=\(textField.isFirstResponder)")
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange {\(range.location), \(range.length)} \"\(string)\"")
        return !(refusesDigits && string.contains { $0.isNumber })
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
        let selection = textField.selectedTextRange.map { "\(textField.offset(from: textField.beginningOfDocument, to: $0.start))" } ?? "-"
        log.append("didChangeSelection \(selection)")
    }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("shouldClear")
        return true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        return returns
    }

    // MARK: UITextViewDelegate

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("textViewShouldBeginEditing")
        return true
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        log.append("textViewDidBeginEditing")
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChangeTextIn {\(range.location), \(range.length)} \(text.debugDescription)")
        return true
    }

    func textViewDidChangeSelection(_ textView: UITextView) {
        log.append("textViewDidChangeSelection \(textView.selectedRange.location)")
    }

    func textViewDidChange(_ textView: UITextView) {
        log.append("textViewDidChange")
    }

    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.append("textViewShouldEndEditing")
        return true
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        log.append("textViewDidEndEditing")
    }
}

/// Windows hold their scene weakly; the tests' scenes live as long as the test process.
@MainActor
private var connectedScenes: [UIWindowScene] = []

/// A 320 × 480 scene with a key window showing `controller`, laid out.
@MainActor
func makeTextInputWindow(_ controller: UIViewController = UIViewController()) -> UIWindow {
    let scene = UIApplication.shared.connectScene(persistentIdentifier: "text-input-\(UUID())",
                                                  display: SceneDisplay(width: 320, height: 480, scale: 2, style: .light))
    connectedScenes.append(scene)
    let window = UIWindow(windowScene: scene)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    _ = scene.finishTurn()
    return window
}

@MainActor
func editable(of view: UIView, in patch: RenderPatch?) -> RenderEditable? {
    for case .set(let id, let properties) in patch?.operations ?? [] where id == view.renderNodeID {
        for property in properties where property.key == .editable {
            if case .editable(let value) = property.value { return value }
        }
    }
    return nil
}
