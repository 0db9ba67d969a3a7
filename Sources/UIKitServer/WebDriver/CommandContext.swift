import Foundation
@_spi(Host) import UIKitCore

/// One WebDriver command on a session: its body, and how to answer it.
@MainActor
struct CommandContext {
    let api: WebDriverAPI
    let driver: WebDriverSession
    let body: JSONObject
    let reply: WebDriverAPI.Reply

    /// Answers at once with `{"value": value}`.
    func answer(_ value: JSONValue) {
        reply(WebDriverAPI.success(value))
    }

    /// Answers once the scene is idle (gesture timers settled, animations finished), within
    /// REST's default limit, so a client's next command sees what this one set going.
    func answerWhenIdle(_ value: @escaping @MainActor @autoclosure () -> JSONValue) {
        driver.session.whenIdle(limit: RESTAPI.defaultIdleLimit) { _ in
            reply(WebDriverAPI.success(value()))
        }
    }
}
