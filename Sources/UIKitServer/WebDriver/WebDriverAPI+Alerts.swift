import Foundation
@_spi(Host) import UIKitCore

/// W3C alert commands mapped to the presented `UIAlertController`, as WebDriverAgent maps them
/// to an alert's buttons: accepting taps the first action that does not cancel, dismissing
/// taps the cancel action (or the last one when there is none); each is a real tap.
extension WebDriverAPI {
    /// The alert controller presented in the scene, front window first.
    func presentedAlert(_ driver: WebDriverSession) -> UIAlertController? {
        for window in driver.scene.windows.reversed() where !window.isHidden {
            var controller = window.rootViewController
            var alert: UIAlertController?
            while let current = controller {
                if let found = current as? UIAlertController { alert = found }
                controller = current.presentedViewController
            }
            if let alert, alert.viewIfLoaded?.window != nil { return alert }
        }
        return nil
    }

    func alertText(_ context: CommandContext) throws(WebDriverError) {
        guard let alert = presentedAlert(context.driver) else { throw .noSuchAlert() }
        context.answer(.string(Self.text(of: alert)))
    }

    func answerAlert(_ context: CommandContext, accept: Bool) throws(WebDriverError) {
        guard let alert = presentedAlert(context.driver) else { throw .noSuchAlert() }
        try tap(accept ? Self.acceptAction(alert) : Self.dismissAction(alert), of: alert, context)
    }

    /// `mobile: alert`: `{"action": "accept" | "dismiss" | "getButtons", "buttonLabel"?: …}`.
    func mobileAlert(_ context: CommandContext, _ arguments: JSONObject) throws(WebDriverError) {
        guard let alert = presentedAlert(context.driver) else { throw .noSuchAlert() }
        let action = arguments["action"]?.stringValue
        switch action {
        case "getButtons":
            context.answer(.array(alert.actions.compactMap(\.title).map(JSONValue.string)))
        case "accept", "dismiss":
            if let label = arguments["buttonLabel"]?.stringValue {
                guard let chosen = alert.actions.first(where: { $0.title == label }) else {
                    throw .invalidArgument("the alert has no button labelled \"\(label)\"")
                }
                return try tap(chosen, of: alert, context)
            }
            try tap(action == "accept" ? Self.acceptAction(alert) : Self.dismissAction(alert), of: alert, context)
        default:
            throw .invalidArgument("\"action\" must be accept, dismiss or getButtons")
        }
    }

    static func text(of alert: UIAlertController) -> String {
        [alert.title, alert.message].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    private static func acceptAction(_ alert: UIAlertController) -> UIAlertAction? {
        alert.actions.first { $0.style != .cancel } ?? alert.actions.first
    }

    private static func dismissAction(_ alert: UIAlertController) -> UIAlertAction? {
        alert.actions.first { $0.style == .cancel } ?? alert.actions.last
    }

    /// Taps the action's button where it is shown.
    private func tap(_ action: UIAlertAction?, of alert: UIAlertController, _ context: CommandContext) throws(WebDriverError) {
        guard let action else { throw .unsupported("the alert has no buttons to answer it with") }
        guard let view = alert.viewIfLoaded,
              let button = Self.buttons(in: view).first(where: { $0.currentTitle == action.title }) else {
            throw .unknownError("the alert's button \"\(action.title ?? "")\" is not shown")
        }
        let element = ElementSnapshot.element(for: button, screen: context.driver.scene.screen.bounds, withChildren: false)
        context.driver.scene.tap(at: try hittablePoint(of: element, in: context.driver))
        context.driver.session.finishTurn()
        context.answerWhenIdle(.null)
    }

    private static func buttons(in view: UIView) -> [UIButton] {
        (view as? UIButton).map { [$0] } ?? view.subviews.flatMap(buttons)
    }
}
