import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A view that offers key commands and logs the ones it performs and the presses it hears.
@MainActor
private final class EditorView: PressLoggingView {
    var commands: [UIKeyCommand] = []
    var refusedActions: Set<Selector> = []
    override var keyCommands: [UIKeyCommand]? { commands }

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerAction("save:", EditorView.save)
    }

    required init?(coder: NSCoder) { nil }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if refusedActions.contains(action) { return false }
        return super.canPerformAction(action, withSender: sender)
    }

    func save(_ sender: Any?) {
        log("\(name) save: from \((sender as? UIKeyCommand)?.input ?? "?")")
    }

    func clear() {
        log("\(name) clear")
    }
}

@MainActor
private final class DocumentController: UIViewController {
    var log: (String) -> Void = { _ in }
    var commands: [UIKeyCommand] = []
    override var keyCommands: [UIKeyCommand]? { commands }

    override func viewDidLoad() {
        super.viewDidLoad()
        registerAction("save:", DocumentController.save)
    }

    func save(_ sender: Any?) {
        log("controller save:")
    }

    func moveDown(_ command: UIKeyCommand) {
        log("controller moveDown \(command.discoverabilityTitle ?? "")")
    }
}

@MainActor
struct KeyCommandTests {
    private struct Fixture {
        let scene: UIWindowScene
        let controller: DocumentController
        let outer: EditorView
        let inner: EditorView
    }

    private func makeFixture(log: @escaping (String) -> Void) -> Fixture {
        let controller = DocumentController()
        controller.log = log
        let window = makeKeyWindow(controller, name: "key-commands")
        let outer = EditorView(), inner = EditorView()
        outer.name = "outer"
        inner.name = "inner"
        inner.focusable = true
        for view in [outer, inner] { view.log = log }
        controller.view.addSubview(outer)
        outer.addSubview(inner)
        inner.becomeFirstResponder()
        return Fixture(scene: window.windowScene!, controller: controller, outer: outer, inner: inner)
    }

    @Test func testAMatchingKeyCommandPerformsItsActionAndItsKeyIsNotDeliveredAsPresses() throws {
        var log: [String] = []
        let fixture = makeFixture { log.append($0) }
        fixture.inner.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: "save:")]

        try fixture.scene.handleKey(key(.down, "MetaLeft", "Meta", .command), timestamp: 1)
        let delivery = try fixture.scene.handleKey(key(.down, "KeyS", "s", .command), timestamp: 2)
        try fixture.scene.handleKey(key(.up, "KeyS", "s", .command), timestamp: 3)
        try fixture.scene.handleKey(key(.up, "MetaLeft", "Meta"), timestamp: 4)

        #expect(log == ["inner began ", "outer began ", "inner save: from s", "inner ended ", "outer ended "])
        guard case .keyCommand(let command) = delivery else { Issue.record("no key command: \(delivery)"); return }
        #expect(command.input == "s")
    }

    @Test func testModifierFlagsMustMatchExactly() throws {
        var log: [String] = []
        let fixture = makeFixture { log.append($0) }
        fixture.inner.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: "save:")]

        try fixture.scene.handleKey(key(.down, "KeyS", "s"), timestamp: 1)
        try fixture.scene.handleKey(key(.up, "KeyS", "s"), timestamp: 1)
        try fixture.scene.handleKey(key(.down, "KeyS", "S", [.command, .shift]), timestamp: 2)
        try fixture.scene.handleKey(key(.up, "KeyS", "S", [.command, .shift]), timestamp: 2)
        try fixture.scene.handleKey(key(.down, "KeyS", "s", [.command, .alphaShift]), timestamp: 3)

        #expect(log == ["inner began s", "outer began s", "inner ended s", "outer ended s",
                        "inner began s", "outer began s", "inner ended s", "outer ended s",
                        "inner save: from s"])
    }

    @Test func testTheNearestResponderWithAMatchingCommandWinsAndTheActionGoesToTheFirstResponderThatPerformsIt() throws {
        var log: [String] = []
        let fixture = makeFixture { log.append($0) }
        fixture.outer.commands = [UIKeyCommand(title: "Outer", action: "save:", input: "s", modifierFlags: .command)]
        fixture.controller.commands = [UIKeyCommand(title: "Controller", action: "save:", input: "s", modifierFlags: .command)]

        let delivery = try fixture.scene.handleKey(key(.down, "KeyS", "s", .command), timestamp: 1)

        // The outer view's command matches first; its action starts at the first responder.
        #expect(log == ["inner save: from s"])
        guard case .keyCommand(let command) = delivery else { Issue.record("no key command"); return }
        #expect(command.title == "Outer")
    }

    @Test func testAResponderThatCannotPerformTheActionIsSkippedForTheNextOneUpTheChain() throws {
        var log: [String] = []
        let fixture = makeFixture { log.append($0) }
        fixture.inner.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: "save:")]
        fixture.inner.refusedActions = ["save:"]
        fixture.outer.refusedActions = ["save:"]

        try fixture.scene.handleKey(key(.down, "KeyS", "s", .command), timestamp: 1)

        #expect(log == ["controller save:"])
    }

    @Test func testACommandNoResponderPerformsDoesNotFireAndTheKeyIsDeliveredAsAPress() throws {
        var log: [String] = []
        let fixture = makeFixture { log.append($0) }
        fixture.inner.commands = [UIKeyCommand(input: "p", modifierFlags: .command, action: "print:")]

        try fixture.scene.handleKey(key(.down, "KeyP", "p", .command), timestamp: 1)

        #expect(log == ["inner began p", "outer began p"])
    }

    @Test func testWhileATextFieldEditsItsTypingKeysGoToTheTextSystemUnlessACommandWantsPriority() throws {
        var log: [String] = []
        let controller = DocumentController()
        controller.log = { log.append($0) }
        let window = makeKeyWindow(controller, name: "key-commands-text")
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        let typed = UIKeyCommand(input: "a", modifierFlags: [], action: "save:")
        controller.commands = [typed, UIKeyCommand(input: "s", modifierFlags: .command, action: "save:")]
        let scene = try #require(window.windowScene)

        let plain = try scene.handleKey(key(.down, "KeyA", "a"), timestamp: 1)
        try scene.handleKey(key(.up, "KeyA", "a"), timestamp: 2)
        let withCommand = try scene.handleKey(key(.down, "KeyS", "s", .command), timestamp: 3)
        try scene.handleKey(key(.up, "KeyS", "s", .command), timestamp: 4)
        typed.wantsPriorityOverSystemBehavior = true
        let withPriority = try scene.handleKey(key(.down, "KeyA", "a"), timestamp: 5)

        guard case .press(.began, let responder) = plain else { Issue.record("not a press: \(plain)"); return }
        #expect(responder === field)
        guard case .keyCommand = withCommand, case .keyCommand(let command) = withPriority else {
            Issue.record("no key command: \(withCommand), \(withPriority)"); return
        }
        #expect(command === typed)
        #expect(log == ["controller save:", "controller save:"])
    }

    @Test func testDisabledCommandsDoNotFire() throws {
        var log: [String] = []
        let fixture = makeFixture { log.append($0) }
        fixture.inner.commands = [UIKeyCommand(action: "save:", input: "s", modifierFlags: .command, attributes: .disabled)]

        try fixture.scene.handleKey(key(.down, "KeyS", "s", .command), timestamp: 1)

        #expect(log == ["inner began s", "outer began s"])
    }

    @Test func testMethodReferenceCommandsCallTheFirstResponderOfTheirClassAndRepeatWithTheKey() throws {
        var log: [String] = []
        let fixture = makeFixture { log.append($0) }
        fixture.controller.commands = [
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: .command, action: DocumentController.moveDown,
                         discoverabilityTitle: "Move Down"),
            UIKeyCommand(input: "k", modifierFlags: .command, action: EditorView.clear),
        ]

        try fixture.scene.handleKey(key(.down, "ArrowDown", "ArrowDown", .command), timestamp: 1)
        try fixture.scene.handleKey(key(.down, "ArrowDown", "ArrowDown", .command, repeat: true), timestamp: 2)
        try fixture.scene.handleKey(key(.up, "ArrowDown", "ArrowDown", .command), timestamp: 3)
        try fixture.scene.handleKey(key(.down, "KeyK", "k", .command), timestamp: 4)

        #expect(log == ["controller moveDown Move Down", "controller moveDown Move Down", "inner clear"])
    }

    @Test func testHoldingCommandAloneShowsTheDiscoverableCommandsUntilItIsReleased() throws {
        var log: [String] = []
        let fixture = makeFixture { log.append($0) }
        fixture.scene.clock = .manual()
        fixture.inner.commands = [
            UIKeyCommand(input: "k", modifierFlags: .command, action: EditorView.clear, title: "Clear"),
            UIKeyCommand(title: "", action: "save:", input: "s", modifierFlags: .command),
            UIKeyCommand(title: "Secret", action: "save:", input: "x", modifierFlags: .command, attributes: .hidden),
        ]
        fixture.controller.commands = [
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [.command, .shift], action: DocumentController.moveDown,
                         discoverabilityTitle: "Move Up"),
        ]
        let window = try #require(fixture.scene.keyWindow)
        func hudTexts() -> [String] {
            guard let hud = window.subviews.first(where: { $0.accessibilityIdentifier == "keyCommands.discoverability" }) else { return [] }
            return hud.subviews.compactMap { ($0 as? UILabel)?.text }
        }

        try fixture.scene.handleKey(key(.down, "MetaLeft", "Meta", .command), timestamp: 1)
        fixture.scene.clock.advance(by: 0.9)
        let beforeASecond = hudTexts()
        fixture.scene.clock.advance(by: 0.2)
        let afterASecond = hudTexts()
        try fixture.scene.handleKey(key(.up, "MetaLeft", "Meta"), timestamp: 2)

        #expect(beforeASecond == [])
        #expect(afterASecond == ["Clear", "⌘K", "Move Up", "⇧⌘↑"])
        #expect(hudTexts() == [])
    }

    @Test func testAnotherKeyWhileCommandIsHeldKeepsTheHUDAway() throws {
        let fixture = makeFixture { _ in }
        fixture.scene.clock = .manual()
        fixture.inner.commands = [UIKeyCommand(input: "k", modifierFlags: .command, action: EditorView.clear, title: "Clear")]

        try fixture.scene.handleKey(key(.down, "MetaLeft", "Meta", .command), timestamp: 1)
        try fixture.scene.handleKey(key(.down, "KeyK", "k", .command), timestamp: 1)
        fixture.scene.clock.advance(by: 2)

        #expect(fixture.scene.keyWindow?.subviews.contains { $0.accessibilityIdentifier == "keyCommands.discoverability" } == false)
    }

    @Test func testTheAutoRepeatOfCommandItselfDoesNotRestartTheWaitForTheHUD() throws {
        let fixture = makeFixture { _ in }
        fixture.scene.clock = .manual()
        fixture.inner.commands = [UIKeyCommand(input: "k", modifierFlags: .command, action: EditorView.clear, title: "Clear")]

        try fixture.scene.handleKey(key(.down, "MetaLeft", "Meta", .command), timestamp: 1)
        fixture.scene.clock.advance(by: 0.5)
        try fixture.scene.handleKey(key(.down, "MetaLeft", "Meta", .command, repeat: true), timestamp: 1.5)
        fixture.scene.clock.advance(by: 0.6)

        #expect(fixture.scene.keyWindow?.subviews.contains { $0.accessibilityIdentifier == "keyCommands.discoverability" } == true)
    }
}
