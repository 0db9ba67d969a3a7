import Testing
import UIKit

@MainActor
private final class Receiver {
    var log: [String] = []
    func noArguments() { log.append("noArguments") }
    func withSender(_ sender: UIButton) { log.append("withSender:\(sender.currentTitle ?? "")") }
    func withAnySender(_ sender: Any) { log.append("withAnySender") }
    func withSenderAndEvent(_ sender: UIButton, forEvent event: UIEvent) { log.append("withSenderAndEvent") }
}

@MainActor
struct TargetActionTests {
    @Test func testMethodReferencesOfEveryShapeAreCalledInRegistrationOrder() {
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.noArguments, for: .touchUpInside)
        button.addTarget(receiver, action: Receiver.withSender, for: .touchUpInside)
        button.addTarget(receiver, action: Receiver.withAnySender, for: .touchUpInside)
        button.addTarget(receiver, action: Receiver.withSenderAndEvent, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(receiver.log == ["noArguments", "withSender:OK", "withAnySender", "withSenderAndEvent"])
    }

    @Test func testEventMasksMatchBitByBit() {
        let button = UIButton()
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.noArguments, for: [.touchDown, .touchUpInside])
        button.sendActions(for: .valueChanged)
        #expect(receiver.log.isEmpty)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .allTouchEvents)
        #expect(receiver.log == ["noArguments", "noArguments"])
    }

    @Test func testTargetsAreHeldWeakly() {
        let button = UIButton()
        weak var weakReceiver: Receiver?
        do {
            let receiver = Receiver()
            weakReceiver = receiver
            button.addTarget(receiver, action: Receiver.noArguments, for: .touchUpInside)
        }
        #expect(weakReceiver == nil)
        button.sendActions(for: .touchUpInside)
        #expect(button.allTargets.isEmpty)
    }

    @Test func testRemoveTargetStopsOnlyTheGivenEvents() {
        let button = UIButton()
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.noArguments, for: [.touchDown, .touchUpInside])
        button.removeTarget(receiver, for: .touchDown)
        button.sendActions(for: .touchDown)
        #expect(receiver.log.isEmpty)
        button.sendActions(for: .touchUpInside)
        #expect(receiver.log == ["noArguments"])
        #expect(button.allControlEvents == .touchUpInside)
    }

    @Test func testActionsAreCalledWithTheControlAsSenderAndCanBeRemoved() {
        let button = UIButton()
        var senders: [Any?] = []
        let action = UIAction(title: "Go", identifier: UIAction.Identifier("go")) { action in
            senders.append(action.sender)
        }
        button.addAction(action, for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(senders.count == 1)
        #expect((senders.first as? UIButton) === button)
        button.removeAction(identifiedBy: UIAction.Identifier("go"), for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(senders.count == 1)
    }

    @Test func testAnActionHasASenderOnlyWhileItsHandlerRunsAndKeepsWhatItWasMadeWith() {
        let outerButton = UIButton(), innerButton = UIButton()
        var log: [String] = []
        func name(_ sender: Any?) -> String {
            sender == nil ? "nil" : (sender as AnyObject) === outerButton ? "outer" : "inner"
        }
        let action = UIAction(title: "Go", subtitle: "Now", discoverabilityTitle: "Go now",
                              attributes: [.destructive, .keepsMenuPresented], state: .mixed) { action in
            log.append("in \(name(action.sender))")
            if (action.sender as AnyObject) === outerButton {
                // The handler makes the other button send the same action: it sees that button
                // as the sender, then its own again.
                innerButton.sendActions(for: .primaryActionTriggered)
                log.append("back \(name(action.sender))")
            }
        }
        outerButton.addAction(action, for: .primaryActionTriggered)
        innerButton.addAction(action, for: .primaryActionTriggered)
        #expect(action.sender == nil)
        outerButton.sendActions(for: .primaryActionTriggered)
        #expect(log == ["in outer", "in inner", "back outer"])
        #expect(action.sender == nil)
        #expect(action.title == "Go" && action.subtitle == "Now" && action.discoverabilityTitle == "Go now")
        #expect(action.attributes == [.destructive, .keepsMenuPresented] && action.state == .mixed)
        action.subtitle = nil
        action.discoverabilityTitle = nil
        action.attributes = UIMenuElement.Attributes(rawValue: 1 << 40 | 1)
        #expect(action.subtitle == nil && action.discoverabilityTitle == nil)
        #expect(action.attributes.rawValue == 1 << 40 | 1 && action.attributes.contains(.disabled))
        action.attributes = .hidden
        #expect(action.attributes == .hidden)
        let plain = UIAction { _ in }
        #expect(plain.subtitle == nil && plain.discoverabilityTitle == nil && plain.attributes == [] && plain.state == .off)
    }

    @Test func testActionsAndMenusMadeWithoutAnIdentifierHaveTheirOwnAndKeepIt() {
        var calls = 0
        let first = UIAction(title: "One") { _ in calls += 1 }
        let second = UIAction(title: "One") { _ in calls += 1 }
        #expect(first.identifier != second.identifier)
        #expect(first.identifier == first.identifier)
        #expect(!first.identifier.rawValue.isEmpty)
        let button = UIButton()
        button.addAction(first, for: .primaryActionTriggered)
        button.addAction(second, for: .primaryActionTriggered)
        button.removeAction(identifiedBy: second.identifier, for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(calls == 1)
        let menu = UIMenu(title: "Menu", children: [first])
        #expect(menu.identifier == menu.identifier)
        #expect(menu.identifier != UIMenu(title: "Menu").identifier)
        #expect(menu.replacingChildren([second]).identifier == menu.identifier)
    }

    @Test func testRegistrationsKeepTheirOrderAsTheyAreAddedAndRemoved() {
        let button = UIButton()
        var log: [String] = []
        func action(_ name: String) -> UIAction {
            UIAction(title: name, identifier: UIAction.Identifier(name)) { _ in log.append(name) }
        }
        func send() -> [String] {
            log = []
            button.sendActions(for: .primaryActionTriggered)
            return log
        }
        #expect(send() == [])
        button.addAction(action("a"), for: .primaryActionTriggered)
        #expect(send() == ["a"])
        button.addAction(action("b"), for: .primaryActionTriggered)
        button.addAction(action("c"), for: .primaryActionTriggered)
        #expect(send() == ["a", "b", "c"])
        button.removeAction(identifiedBy: UIAction.Identifier("b"), for: .primaryActionTriggered)
        #expect(send() == ["a", "c"])
        button.removeAction(identifiedBy: UIAction.Identifier("a"), for: .primaryActionTriggered)
        #expect(send() == ["c"])
        button.removeAction(identifiedBy: UIAction.Identifier("c"), for: .primaryActionTriggered)
        #expect(send() == [] && button.allControlEvents.isEmpty)
        button.addAction(action("d"), for: .primaryActionTriggered)
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.noArguments, for: .primaryActionTriggered)
        button.addAction(action("e"), for: .primaryActionTriggered)
        #expect(send() == ["d", "e"] && receiver.log == ["noArguments"])
        #expect(button.allTargets.count == 1)
        button.removeTarget(receiver, for: .primaryActionTriggered)
        #expect(send() == ["d", "e"] && receiver.log == ["noArguments"] && button.allTargets.isEmpty)
    }

    @Test func testDisabledControlSendsNothing() {
        let button = UIButton()
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.noArguments, for: .touchUpInside)
        button.isEnabled = false
        button.sendActions(for: .touchUpInside)
        #expect(receiver.log.isEmpty)
        #expect(button.state == .disabled)
    }

    @Test func testButtonTitleFallsBackToNormalState() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Disabled", for: .disabled)
        #expect(button.currentTitle == "Normal")
        button.isEnabled = false
        #expect(button.currentTitle == "Disabled")
        #expect(button.titleLabel?.text == "Disabled")
        button.isEnabled = true
        button.isSelected = true
        #expect(button.currentTitle == "Normal")
    }
}
