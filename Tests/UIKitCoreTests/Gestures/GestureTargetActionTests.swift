import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Targets with each kind of action method.
@MainActor
final class TargetWithActions {
    var log: [String] = []
    func noArguments() { log.append("noArguments") }
    func withSender(_ sender: UITapGestureRecognizer) { log.append("withSender \(sender.state)") }
}

/// A responder that performs a named action.
@MainActor
final class SelectorTarget: UIResponder {
    var log: [String] = []
    override init() {
        super.init()
        registerAction("tapped:", SelectorTarget.tapped)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    func tapped(_ sender: Any?) { log.append("tapped by \(sender is UITapGestureRecognizer ? "tap" : "?")") }
}

@MainActor
struct GestureTargetActionTests {
    private func tapOnce(_ recognizer: UIGestureRecognizer) {
        let scene = GestureScene()
        scene.root.addGestureRecognizer(recognizer)
        scene.tap(CGPoint(x: 50, y: 50), at: 1)
    }

    @Test func testActionsByMethodReferenceAndSelectorRunInTheOrderAdded() {
        let target = TargetWithActions()
        let responder = SelectorTarget()
        let tap = UITapGestureRecognizer(target: target, action: TargetWithActions.noArguments)
        tap.addTarget(target, action: TargetWithActions.withSender)
        tap.addTarget(responder, action: "tapped:")
        tapOnce(tap)
        #expect(target.log == ["noArguments", "withSender ended"])
        #expect(responder.log == ["tapped by tap"])
    }

    @Test func testRemoveTargetWithNilActionRemovesEveryActionOfTheTarget() {
        let kept = TargetWithActions(), removed = TargetWithActions()
        let tap = UITapGestureRecognizer(target: removed, action: TargetWithActions.noArguments)
        tap.addTarget(removed, action: TargetWithActions.withSender)
        tap.addTarget(kept, action: TargetWithActions.noArguments)
        tap.removeTarget(removed, action: nil)
        tapOnce(tap)
        #expect(removed.log.isEmpty)
        #expect(kept.log == ["noArguments"])
    }

    @Test func testRemoveTargetWithASelectorRemovesOnlyThatAction() {
        let responder = SelectorTarget()
        responder.registerAction("other:", SelectorTarget.tapped)
        let tap = UITapGestureRecognizer(target: responder, action: "tapped:")
        tap.addTarget(responder, action: "other:")
        tap.removeTarget(responder, action: "tapped:")
        tapOnce(tap)
        #expect(responder.log == ["tapped by tap"])
    }

    @Test func testRemoveTargetNilRemovesEverything() {
        let target = TargetWithActions()
        let tap = UITapGestureRecognizer(target: target, action: TargetWithActions.noArguments)
        tap.removeTarget(nil, action: nil)
        tapOnce(tap)
        #expect(target.log.isEmpty)
    }

    @Test func testTargetsAreHeldWeakly() {
        var target: TargetWithActions? = TargetWithActions()
        weak let weakTarget = target
        let tap = UITapGestureRecognizer(target: target!, action: TargetWithActions.noArguments)
        target = nil
        #expect(weakTarget == nil)
        tapOnce(tap)
    }

    @Test func testAddingTheSameSelectorPairTwiceSendsItOnce() {
        let responder = SelectorTarget()
        let tap = UITapGestureRecognizer(target: responder, action: "tapped:")
        tap.addTarget(responder, action: "tapped:")
        tapOnce(tap)
        #expect(responder.log == ["tapped by tap"])
    }
}
