import Foundation

/// The browser's on-screen keyboard as one scene sees it: where it is, in screen (window)
/// coordinates, while it is shown.
@MainActor
final class SceneKeyboard {
    /// The keyboard's frame while it is shown; `nil` while it is hidden.
    private(set) var frame: CGRect?

    /// How long the browser's keyboard takes to slide, as UIKit reports its own.
    static let animationDuration = 0.25
    /// UIKit's keyboard animation curve (7, the private curve the keyboard uses).
    static let animationCurve = 7

    /// Moves the keyboard to `newFrame` (`nil` hides it), posting UIKit's notifications in
    /// UIKit's order. Returns whether anything changed.
    @discardableResult
    func move(to newFrame: CGRect?, in scene: UIWindowScene, screenBounds: CGRect) -> Bool {
        guard newFrame != frame else { return false }
        let offscreen = CGRect(x: 0, y: screenBounds.maxY, width: screenBounds.width, height: newFrame?.height ?? frame?.height ?? 0)
        let begin = frame ?? offscreen
        let end = newFrame ?? offscreen
        let wasShown = frame != nil
        let userInfo: [AnyHashable: Any] = [
            // Boxed as UIKit boxes them: apps read `(userInfo[key] as? NSValue)?.cgRectValue`.
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: Self.animationDuration,
            UIResponder.keyboardAnimationCurveUserInfoKey: Self.animationCurve,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ]
        let center = NotificationCenter.default
        let (will, did): (Notification.Name?, Notification.Name?) = switch (wasShown, newFrame != nil) {
        case (false, true): (UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification)
        case (true, false): (UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification)
        default: (nil, nil)
        }
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
        if let will { center.post(name: will, object: nil, userInfo: userInfo) }
        frame = newFrame
        scene.keyboardFrameDidChange()
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
        if let did { center.post(name: did, object: nil, userInfo: userInfo) }
        return true
    }
}
