import Foundation
@_spi(Host) import UIKitCore

/// W3C Actions and touch scripts played through the same path as REST's touches.
extension WebDriverAPI {
    func performActions(_ context: CommandContext) throws(WebDriverError) {
        let driver = context.driver
        let actions = try PointerActions(context.body) { id throws(WebDriverError) in
            try hittablePoint(of: try driver.element(id), in: driver)
        }
        play(actions.script, context) {
            if !actions.typedText.isEmpty {
                _ = try? driver.scene.typeText(actions.typedText, intoViewWithIdentifier: nil)
                driver.session.finishTurn()
            }
            context.answerWhenIdle(.null)
        }
    }

    /// Fingers lift at the end of each actions command, so there is nothing left to release.
    func releaseActions(_ context: CommandContext) {
        context.driver.session.finishTurn()
        context.answer(.null)
    }

    /// Plays a touch script, then runs `done`; a touch the scene refuses answers with an error.
    func play(_ script: TouchScript, _ context: CommandContext, done: @escaping @MainActor () -> Void) {
        guard !script.steps.isEmpty else { return done() }
        context.driver.session.play(script) { result in
            switch result {
            case .success: done()
            case .failure(let error): context.reply(WebDriverError.invalidArgument(error.description).response)
            }
        }
    }
}
