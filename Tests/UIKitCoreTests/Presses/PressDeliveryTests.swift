import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct PressDeliveryTests {

    @Test func testPressesGoToTheFirstResponderAndUpTheChainThroughTheDefaultImplementation() throws {
        var log: [String] = []
        let controller = PressLoggingViewController()
        controller.log = { log.append($0) }
        let window = makeKeyWindow(controller)
        let container = PressLoggingView(), field = PressLoggingView()
        container.name = "container"
        field.name = "field"
        field.focusable = true
        for view in [container, field] { view.log = { log.append($0) } }
        controller.view.addSubview(container)
        container.addSubview(field)
        #expect(field.becomeFirstResponder())

        let scene = try #require(window.windowScene)
        try scene.handleKey(key(.down, "KeyA", "a"), timestamp: 1)
        try scene.handleKey(key(.up, "KeyA", "a"), timestamp: 2)

        #expect(log == ["field began a", "container began a", "controller began a",
                        "field ended a", "container ended a", "controller ended a"])
    }

    @Test func testWithoutAFirstResponderPressesGoToTheFrontmostViewController() throws {
        var log: [String] = []
        let controller = PressLoggingViewController()
        controller.log = { log.append($0) }
        let window = makeKeyWindow(controller)
        let scene = try #require(window.windowScene)

        let delivery = try scene.handleKey(key(.down, "ArrowUp", "ArrowUp"), timestamp: 1)

        #expect(log == ["controller began UIKeyInputUpArrow"])
        guard case .press(.began, let responder) = delivery else { Issue.record("not delivered: \(delivery)"); return }
        #expect(responder === controller)
    }

    @Test func testAPressEndsAtTheResponderItBeganAtEvenAfterTheFirstResponderChanges() throws {
        var log: [String] = []
        let controller = UIViewController()
        let window = makeKeyWindow(controller)
        let first = PressLoggingView(), second = PressLoggingView()
        first.name = "first"
        second.name = "second"
        for view in [first, second] {
            view.focusable = true
            view.log = { log.append($0) }
            controller.view.addSubview(view)
        }
        let scene = try #require(window.windowScene)
        first.becomeFirstResponder()
        try scene.handleKey(key(.down, "KeyB", "b"), timestamp: 1)
        second.becomeFirstResponder()
        try scene.handleKey(key(.up, "KeyB", "b"), timestamp: 2)

        #expect(log == ["first began b", "first ended b"])
    }

    @Test func testUIKeyDescribesTheKeyAndAutoRepeatSendsNoNewPress() throws {
        var presses: [UIPress] = []
        var phases: [String] = []
        final class Recorder: UIView {
            var onBegan: (Set<UIPress>, UIPressesEvent?) -> Void = { _, _ in }
            var onEnded: (Set<UIPress>, UIPressesEvent?) -> Void = { _, _ in }
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { onBegan(presses, event) }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { onEnded(presses, event) }
        }
        let controller = UIViewController()
        let window = makeKeyWindow(controller)
        let recorder = Recorder()
        recorder.onBegan = { set, event in
            presses.append(contentsOf: set)
            phases.append("began \(set.first!.phase.rawValue) event \(event!.type == .presses) all \(event!.allPresses.count)")
        }
        recorder.onEnded = { set, event in
            phases.append("ended \(set.first!.phase.rawValue) all \(event!.allPresses.count)")
        }
        controller.view.addSubview(recorder)
        recorder.becomeFirstResponder()
        let scene = try #require(window.windowScene)

        try scene.handleKey(key(.down, "ShiftLeft", "Shift", [.shift]), timestamp: 1)
        try scene.handleKey(key(.down, "KeyQ", "Q", [.shift]), timestamp: 2)
        try scene.handleKey(key(.down, "KeyQ", "Q", [.shift], repeat: true), timestamp: 3)
        try scene.handleKey(key(.up, "KeyQ", "Q", [.shift]), timestamp: 4)

        #expect(phases == ["began 0 event true all 1", "began 0 event true all 2", "ended 3 all 2"])
        let shift = try #require(presses.first?.key), q = try #require(presses.last?.key)
        #expect([shift.characters, shift.charactersIgnoringModifiers] == ["", ""])
        #expect(shift.keyCode == .keyboardLeftShift)
        #expect([q.characters, q.charactersIgnoringModifiers] == ["Q", "q"])
        #expect(q.modifierFlags == .shift)
        #expect(q.keyCode == .keyboardQ)
        #expect(presses.first?.phase == .stationary)
        #expect(presses.last?.responder === recorder)
        #expect(presses.last?.window === window)
        #expect(presses.last?.force == 0)
        #expect(presses.last?.timestamp == 4)
    }

    @Test func testArrowKeysHaveArrowPressTypesAndSpecialInputStrings() throws {
        var types: [UIPress.PressType] = []
        var characters: [String] = []
        final class Recorder: UIView {
            var onBegan: (UIPress) -> Void = { _ in }
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { onBegan(presses.first!) }
        }
        let controller = UIViewController()
        let window = makeKeyWindow(controller)
        let recorder = Recorder()
        recorder.onBegan = { types.append($0.type); characters.append($0.key!.characters) }
        controller.view.addSubview(recorder)
        recorder.becomeFirstResponder()
        let scene = try #require(window.windowScene)

        for code in ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Escape"] {
            try scene.handleKey(key(.down, code, code), timestamp: 1)
            try scene.handleKey(key(.up, code, code), timestamp: 1)
        }

        #expect(Array(types.prefix(4)) == [.upArrow, .downArrow, .leftArrow, .rightArrow])
        #expect(!([.upArrow, .downArrow, .leftArrow, .rightArrow] as [UIPress.PressType]).contains(types[4]))
        #expect(characters == [UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow, UIKeyCommand.inputLeftArrow,
                               UIKeyCommand.inputRightArrow, UIKeyCommand.inputEscape])
    }

    @Test func testGoingToTheBackgroundCancelsHeldPresses() throws {
        var log: [String] = []
        let controller = UIViewController()
        let window = makeKeyWindow(controller)
        let field = PressLoggingView()
        field.name = "field"
        field.focusable = true
        field.log = { log.append($0) }
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        let scene = try #require(window.windowScene)
        try scene.handleKey(key(.down, "KeyX", "x"), timestamp: 1)

        scene.request(.background)
        try scene.handleKey(key(.up, "KeyX", "x"), timestamp: 2)

        #expect(log == ["field began x", "field cancelled x"])
    }

    @Test func testAKeyUpWithoutAKeyDownIsNotDelivered() throws {
        var log: [String] = []
        let controller = PressLoggingViewController()
        controller.log = { log.append($0) }
        let window = makeKeyWindow(controller)
        let scene = try #require(window.windowScene)

        let delivery = try scene.handleKey(key(.up, "KeyZ", "z"), timestamp: 1)

        #expect(log == [])
        guard case .nothing = delivery else { Issue.record("delivered: \(delivery)"); return }
    }

    @Test func testUnknownKeyCodesAreRefusedBeforeAnythingIsDelivered() throws {
        var log: [String] = []
        let controller = PressLoggingViewController()
        controller.log = { log.append($0) }
        let window = makeKeyWindow(controller)
        let scene = try #require(window.windowScene)

        #expect(throws: KeyInputError.unknownCode("Hyper")) {
            try scene.handleKey(key(.down, "Hyper", "a"), timestamp: 1)
        }
        #expect(log == [])
    }

    @Test func testPressesTravelThroughTheApplicationAndTheWindowsSendEvent() throws {
        final class ObservingWindow: UIWindow {
            var seen: [String] = []
            override func sendEvent(_ event: UIEvent) {
                if let presses = event as? UIPressesEvent {
                    seen.append("\(presses.type == .presses) " + presses.allPresses.map { "\($0.phase)" }.sorted().joined(separator: ","))
                }
                super.sendEvent(event)
            }
        }
        var log: [String] = []
        let controller = PressLoggingViewController()
        controller.log = { log.append($0) }
        let scene = makeKeyWindow(UIViewController()).windowScene!
        let window = ObservingWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()

        try scene.handleKey(key(.down, "KeyA", "a"), timestamp: 1)
        try scene.handleKey(key(.down, "KeyB", "b"), timestamp: 2)
        scene.request(.background)

        #expect(window.seen == ["true began", "true began,stationary", "true cancelled,cancelled"])
        #expect(log == ["controller began a", "controller began b", "controller cancelled a,b"])
    }
}
