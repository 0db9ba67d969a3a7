import Testing
@_spi(Host) import UIKitCore
import UIKit

/// UIActivityViewController: presented, a sheet offers Copy and the app's activities that can
/// act on the items (less the excluded ones); picking one runs it, and when it finishes the
/// sheet goes and the completion handler hears which service ran and whether it completed.
@MainActor
struct ActivityViewControllerTests {
    private final class Shout: UIActivity {
        var prepared: [Any] = []
        var performed = false
        override var activityType: ActivityType? { ActivityType("com.example.shout") }
        override var activityTitle: String? { "Shout" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
        override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
        override func perform() {
            performed = true
            activityDidFinish(true)
        }
    }

    private final class Never: UIActivity {
        override var activityTitle: String? { "Never" }
    }

    @Test func testTheSheetOffersCopyAndTheAppsActivitiesAndCopyPutsTheTextOnThePasteboard() throws {
        let root = UIViewController()
        let (scene, window) = showOnManualClock(root)
        try withExtendedLifetime(window) {
            let shout = Shout()
            let share = UIActivityViewController(activityItems: ["Groceries\nmilk, eggs"], applicationActivities: [shout, Never()])
            var heard: [(UIActivity.ActivityType?, Bool)] = []
            share.completionWithItemsHandler = { type, completed, _, _ in heard.append((type, completed)) }
            root.present(share, animated: true)
            _ = scene.finishTurn()
            scene.clock.advance(by: 1)
            _ = scene.finishTurn()
            #expect(share.sheetPresentationController?.detents.count == 2)
            #expect(scene.view(withAccessibilityIdentifier: "activity.Copy") != nil)
            #expect(scene.view(withAccessibilityIdentifier: "activity.Shout") != nil)
            #expect(scene.view(withAccessibilityIdentifier: "activity.Never") == nil, "it cannot act on the items")
            let copy = try #require(scene.view(withAccessibilityIdentifier: "activity.Copy") as? UIButton)
            copy.sendActions(for: .primaryActionTriggered)
            _ = scene.finishTurn()
            scene.clock.advance(by: 1)
            _ = scene.finishTurn()
            #expect(UIPasteboard.general.string == "Groceries\nmilk, eggs")
            #expect(root.presentedViewController == nil)
            #expect(heard.count == 1 && heard.first?.0 == .copyToPasteboard && heard.first?.1 == true)
        }
    }

    @Test func testAnAppsActivityIsPreparedAndPerformedAndExcludedTypesAreNotOffered() throws {
        let root = UIViewController()
        let (scene, window) = showOnManualClock(root)
        try withExtendedLifetime(window) {
            let shout = Shout()
            let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [shout])
            share.excludedActivityTypes = [.copyToPasteboard]
            var heard: [UIActivity.ActivityType?] = []
            share.completionWithItemsHandler = { type, _, _, _ in heard.append(type) }
            root.present(share, animated: false)
            _ = scene.finishTurn()
            #expect(scene.view(withAccessibilityIdentifier: "activity.Copy") == nil)
            let button = try #require(scene.view(withAccessibilityIdentifier: "activity.Shout") as? UIButton)
            button.sendActions(for: .primaryActionTriggered)
            _ = scene.finishTurn()
            scene.clock.advance(by: 1)
            _ = scene.finishTurn()
            #expect(shout.performed && shout.prepared.first as? String == "Hello")
            #expect(heard == [UIActivity.ActivityType("com.example.shout")])
            // Close reports no service.
            let again = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
            var closed: [Bool] = []
            again.completionWithItemsHandler = { type, completed, _, _ in closed.append(type == nil && !completed) }
            root.present(again, animated: false)
            _ = scene.finishTurn()
            let close = try #require(scene.view(withAccessibilityIdentifier: "activity.close") as? UIButton)
            close.sendActions(for: .primaryActionTriggered)
            _ = scene.finishTurn()
            scene.clock.advance(by: 1)
            _ = scene.finishTurn()
            #expect(closed == [true])
        }
    }
}
