import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A button at (50, 100), 120 × 40, with a menu; a presented menu is the window's last subview.
@MainActor
struct UIButtonMenuTests {
    private let buttonCenter = CGPoint(x: 110, y: 120)

    private func makeButton(log: @escaping (String) -> Void) -> UIButton {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Sort"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 50, y: 100, width: 120, height: 40)
        button.menu = UIMenu(title: "", children: [
            UIAction(title: "Name") { action in log("Name sender=\(action.sender is UIButton)") },
            UIAction(title: "Date", attributes: .disabled) { _ in log("Date") },
            UIAction(title: "Delete", attributes: .destructive) { _ in log("Delete") },
        ])
        button.addAction(UIAction { _ in log("menuActionTriggered") }, for: .menuActionTriggered)
        button.addAction(UIAction { _ in log("primaryActionTriggered") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log("touchCancel") }, for: .touchCancel)
        return button
    }

    /// The presented menu's row for a title: its view, in window coordinates.
    private func row(_ title: String, in button: UIButton) -> UIView? {
        guard let overlay = menuOverlay(of: button) else { return nil }
        return overlay.subviews.first?.subviews.first { $0.accessibilityLabel == title }
    }

    private func menuOverlay(of button: UIButton) -> UIView? {
        guard let window = button.window, let last = window.subviews.last, last !== window.rootViewController?.view else {
            return nil
        }
        return last
    }

    private func center(of view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func testTapShowsTheMenuInsteadOfThePrimaryAction() {
        var log: [String] = []
        let button = makeButton { log.append($0) }
        button.showsMenuAsPrimaryAction = true
        let stage = ControlStage(button)
        stage.tap(buttonCenter, at: 1)
        #expect(log == ["menuActionTriggered"])
        let panel = menuOverlay(of: button)?.subviews.first
        #expect(panel?.frame == CGRect(x: 50, y: 148, width: 250, height: 132))
        #expect(panel?.layer.cornerRadius == 13)
        #expect(row("Name", in: button)?.frame == CGRect(x: 0, y: 0, width: 250, height: 44))
        #expect(row("Delete", in: button)?.frame == CGRect(x: 0, y: 88, width: 250, height: 44))
    }

    @Test func testChoosingARowRunsTheActionThenDismisses() {
        var log: [String] = []
        let button = makeButton { log.append($0) }
        button.showsMenuAsPrimaryAction = true
        let stage = ControlStage(button)
        stage.tap(buttonCenter, at: 1)
        guard let name = row("Name", in: button) else {
            Issue.record("no menu")
            return
        }
        stage.tap(center(of: name), at: 3)
        #expect(log == ["menuActionTriggered", "Name sender=true"])
        #expect(menuOverlay(of: button) == nil)
    }

    @Test func testDisabledRowCannotBeChosen() {
        var log: [String] = []
        let button = makeButton { log.append($0) }
        button.showsMenuAsPrimaryAction = true
        let stage = ControlStage(button)
        stage.tap(buttonCenter, at: 1)
        guard let date = row("Date", in: button) else {
            Issue.record("no menu")
            return
        }
        stage.tap(center(of: date), at: 3)
        #expect(log == ["menuActionTriggered"])
        #expect(menuOverlay(of: button) != nil)
    }

    @Test func testDestructiveRowIsRed() {
        let button = makeButton { _ in }
        button.showsMenuAsPrimaryAction = true
        let stage = ControlStage(button)
        stage.tap(buttonCenter, at: 1)
        let title = row("Delete", in: button)?.subviews.compactMap { $0 as? UILabel }.first
        #expect(components(title?.textColor, in: button) == [255, 59, 48, 255])
        let dimmed = row("Date", in: button)?.subviews.compactMap { $0 as? UILabel }.first
        #expect(components(dimmed?.textColor, in: button) == [60, 60, 67, 77])
    }

    @Test func testTouchOutsideTheMenuDismissesItWithoutAction() {
        var log: [String] = []
        let button = makeButton { log.append($0) }
        button.showsMenuAsPrimaryAction = true
        let stage = ControlStage(button)
        stage.tap(buttonCenter, at: 1)
        stage.tap(CGPoint(x: 380, y: 700), at: 3)
        #expect(menuOverlay(of: button) == nil)
        #expect(log == ["menuActionTriggered"])
    }

    @Test func testLongPressOpensTheMenuOfAButtonWithAPrimaryAction() {
        var log: [String] = []
        let button = makeButton { log.append($0) }
        let stage = ControlStage(button)
        let clock = SceneClock.manual()
        stage.scene.clock = clock
        stage.touch(.began, buttonCenter, at: 1)
        clock.advance(by: 0.4)
        #expect(menuOverlay(of: button) == nil)
        clock.advance(by: 0.1)
        #expect(menuOverlay(of: button) != nil)
        stage.touch(.ended, buttonCenter, at: 1.6)
        #expect(log == ["touchCancel", "menuActionTriggered"])
        #expect(!button.isHighlighted)
    }

    @Test func testShortTapOnAButtonWithAMenuSendsThePrimaryAction() {
        var log: [String] = []
        let button = makeButton { log.append($0) }
        let stage = ControlStage(button)
        let clock = SceneClock.manual()
        stage.scene.clock = clock
        stage.touch(.began, buttonCenter, at: 1)
        clock.advance(by: 0.2)
        stage.touch(.ended, buttonCenter, at: 1.2)
        clock.advance(by: 1)
        #expect(log == ["primaryActionTriggered"])
        #expect(menuOverlay(of: button) == nil)
    }

    @Test func testPopUpButtonShowsTheSelectedActionsTitle() {
        var log: [String] = []
        let small = UIAction(title: "Small") { _ in log.append("Small") }
        let large = UIAction(title: "Large") { _ in log.append("Large") }
        let button = UIButton(configuration: .plain())
        button.frame = CGRect(x: 50, y: 100, width: 120, height: 40)
        button.menu = UIMenu(children: [small, large])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        let stage = ControlStage(button)
        #expect(button.configuration?.title == "Small")
        #expect([small.state, large.state] == [.on, .off])
        stage.tap(buttonCenter, at: 1)
        guard let row = row("Large", in: button) else {
            Issue.record("no menu")
            return
        }
        stage.tap(center(of: row), at: 3)
        #expect(button.configuration?.title == "Large")
        #expect([small.state, large.state] == [.off, .on])
        #expect(log == ["Large"])
    }

    @Test func testSingleSelectionMenuChecksTheChosenAction() {
        let first = UIAction(title: "List", state: .on) { _ in }
        let second = UIAction(title: "Grid") { _ in }
        let button = UIButton(configuration: .plain())
        button.frame = CGRect(x: 50, y: 100, width: 120, height: 40)
        button.menu = UIMenu(title: "View", options: .singleSelection, children: [first, second])
        button.showsMenuAsPrimaryAction = true
        let stage = ControlStage(button)
        stage.tap(buttonCenter, at: 1)
        guard let row = row("Grid", in: button) else {
            Issue.record("no menu")
            return
        }
        stage.tap(center(of: row), at: 3)
        #expect([first.state, second.state] == [.off, .on])
        #expect(button.menu?.selectedElements.map(\.title) == ["Grid"])
    }

    @Test func testInlineSubmenusAreSectionsSeparatedByAGap() {
        let button = UIButton(configuration: .plain())
        button.frame = CGRect(x: 50, y: 100, width: 120, height: 40)
        button.menu = UIMenu(children: [
            UIAction(title: "A") { _ in },
            UIMenu(options: .displayInline, children: [UIAction(title: "B") { _ in }, UIAction(title: "C") { _ in }]),
        ])
        button.showsMenuAsPrimaryAction = true
        let stage = ControlStage(button)
        stage.tap(buttonCenter, at: 1)
        #expect(row("A", in: button)?.frame.minY == 0)
        #expect(row("B", in: button)?.frame.minY == 52)
        #expect(row("C", in: button)?.frame.minY == 96)
        #expect(menuOverlay(of: button)?.subviews.first?.frame.height == 140)
    }
}
