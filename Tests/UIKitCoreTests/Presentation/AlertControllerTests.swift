import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Alerts and action sheets: how they are drawn, and what a tap on their buttons does.
@MainActor
struct AlertControllerTests {
    private func button(_ title: String, in stage: PresentationStage) throws -> UIButton {
        try #require(stage.view("alert.action.\(title)") as? UIButton)
    }

    @Test func testAlertKeepsItsContentAndDefaults() {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        #expect(alert.title == "Title" && alert.message == "Message")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions == [ok])
        #expect(ok.title == "OK" && ok.style == .default && ok.isEnabled)
        #expect(alert.preferredAction == nil)
        #expect(UIAlertController.Style.actionSheet.rawValue == 0 && UIAlertController.Style.alert.rawValue == 1)
        #expect(UIAlertAction.Style.cancel.rawValue == 1 && UIAlertAction.Style.destructive.rawValue == 2)
    }

    @Test func testTappingAnActionDismissesTheAlertThenCallsTheHandler() throws {
        let log = CallbackLog()
        let root = RecordingController("root", log: log)
        let stage = PresentationStage(root: root)
        final class RecordingAlert: UIAlertController {
            var log: CallbackLog?
            override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log?.append("alert.viewWillDisappear") }
            override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log?.append("alert.viewDidDisappear") }
        }
        let alert = RecordingAlert(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.log = log
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            log.append("handler \(action.title ?? "") presented=\(root.presentedViewController == nil ? "nil" : "alert")")
        })
        root.present(alert, animated: true)
        stage.finishTurn()
        log.entries = []
        stage.tap(try button("Delete", in: stage))
        #expect(log.entries == ["alert.viewWillDisappear"])
        stage.finishTurn()
        #expect(log.entries == ["alert.viewWillDisappear", "alert.viewDidDisappear", "handler Delete presented=nil"])
        #expect(alert.view.window == nil)
        #expect(stage.view("alert.action.Delete") == nil)
    }

    @Test func testAlertLeavesItsPresenterAppearedAndDimsItsTint() throws {
        let log = CallbackLog()
        let root = RecordingController("root", log: log)
        let stage = PresentationStage(root: root)
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.modalPresentationStyle = .fullScreen
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        log.entries = []
        root.present(alert, animated: true)
        stage.finishTurn()
        #expect(log.entries.isEmpty)
        #expect(root.view.window === stage.window)
        #expect(root.view.tintAdjustmentMode == .dimmed)
        #expect(alert.view.tintAdjustmentMode == .normal)
        stage.tap(try button("OK", in: stage))
        stage.finishTurn()
        #expect(log.entries.isEmpty)
        #expect(root.view.tintAdjustmentMode == .normal)
    }

    @Test func testAlertIsACenteredPanel270PointsWide() throws {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let alert = UIAlertController(title: "Title", message: "A message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        stage.finishTurn()
        let panel = try #require(stage.view("alert.panel"))
        let frame = panel.convert(panel.bounds, to: nil)
        #expect(frame.width == 270)
        #expect(frame.midX == 195 && abs(frame.midY - 422) <= 1)
        #expect(panel.layer.cornerRadius == 14 && panel.clipsToBounds)
        let title = try #require(stage.view("alert.title") as? UILabel)
        #expect(title.text == "Title" && title.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        let message = try #require(stage.view("alert.message") as? UILabel)
        #expect(message.text == "A message" && message.font == UIFont.systemFont(ofSize: 13))
        let ok = try button("OK", in: stage)
        #expect(ok.frame.size == CGSize(width: 270, height: 44))
        #expect(ok.frame.maxY == panel.bounds.height)
        let dimming = try #require(alert.view.superview?.subviews.first)
        #expect(dimming.backgroundColor == UIColor.black.withAlphaComponent(0.2))
    }

    @Test func testTextFieldsAreConfiguredAtOnceStackedBelowTheMessageAndTheFirstIsFirstResponder() throws {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let alert = UIAlertController(title: "Sign In", message: "Enter your name.", preferredStyle: .alert)
        #expect(alert.textFields == nil)
        var configured: [String] = []
        alert.addTextField { field in
            configured.append("name in window: \(field.window != nil)")
            field.placeholder = "Name"
        }
        alert.addTextField { field in
            configured.append("password")
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        #expect(configured == ["name in window: false", "password"])
        let fields = try #require(alert.textFields)
        #expect(fields.map(\.placeholder) == ["Name", nil])
        #expect(fields.map(\.isSecureTextEntry) == [false, true])

        root.present(alert, animated: true)
        stage.finishTurn()

        #expect(fields[0].isFirstResponder && fields[0].isEditing)
        let panel = try #require(stage.view("alert.panel"))
        let message = try #require(stage.view("alert.message"))
        let name = fields[0].convert(fields[0].bounds, to: panel)
        let password = fields[1].convert(fields[1].bounds, to: panel)
        let ok = try button("OK", in: stage)
        let hairline = 1 / stage.window.traitCollection.displayScale
        // Boxes 16 points in from the panel's sides and 16 below the message; the fields sit 4 in.
        #expect(name.minX == 20 && name.width == 270 - 40)
        #expect(name.minY == message.frame.maxY + 16 + 4)
        #expect(password.minY == name.maxY + 4 + 4 - hairline)
        #expect(ok.frame.minY == password.maxY + 4 + 16)
        #expect(panel.bounds.height == ok.frame.maxY)
    }

    @Test func testAnActionSheetTakesNoTextFields() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var called = false
        sheet.addTextField { _ in called = true }
        #expect(sheet.textFields == nil)
        #expect(!called)
    }

    @Test func testTypingIntoAnAlertTextFieldEnablesAnActionAndTheHandlerReadsTheText() throws {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        var result: String?
        let save = UIAlertAction(title: "Save", style: .default) { [weak alert] _ in result = alert?.textFields?.first?.text }
        save.isEnabled = false
        alert.addTextField { field in
            field.addAction(UIAction { [weak field] _ in save.isEnabled = !(field?.text ?? "").isEmpty }, for: .editingChanged)
        }
        alert.addAction(save)
        root.present(alert, animated: false)
        stage.finishTurn()
        let field = try #require(alert.textFields?.first)

        field.insertText("Notes")
        stage.finishTurn()
        let saveButton = try button("Save", in: stage)
        #expect(save.isEnabled && saveButton.isEnabled)
        stage.tap(saveButton)
        stage.finishTurn()

        #expect(result == "Notes")
        #expect(!field.isFirstResponder && field.window == nil)
    }

    @Test func testTwoActionsSitSideBySideWithCancelOnTheLeftInBold() throws {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: false)
        stage.finishTurn()
        let save = try button("Save", in: stage)
        let cancel = try button("Cancel", in: stage)
        #expect(cancel.frame.minX == 0 && save.frame.minX == 135)
        #expect(cancel.frame.minY == save.frame.minY && cancel.frame.width == 135)
        #expect(cancel.titleLabel?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(save.titleLabel?.font == UIFont.systemFont(ofSize: 17))
    }

    @Test func testThreeActionsAreStackedWithCancelLastAndDestructiveInRed() throws {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let alert = UIAlertController(title: "Photo", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Keep", style: .default))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: false)
        stage.finishTurn()
        let titles = try ["Keep", "Delete", "Cancel"].map { try button($0, in: stage) }
        #expect(titles.map(\.frame.minY) == [titles[0].frame.minY, titles[0].frame.minY + 44, titles[0].frame.minY + 88])
        #expect(titles.allSatisfy { $0.frame.width == 270 })
        #expect(titles[1].currentTitleColor == .systemRed)
        #expect(titles[0].currentTitleColor == titles[0].tintColor)
    }

    @Test func testPreferredActionTakesTheEmphasisFromCancel() throws {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        let signIn = UIAlertAction(title: "Sign In", style: .default)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(signIn)
        alert.preferredAction = signIn
        root.present(alert, animated: false)
        stage.finishTurn()
        #expect(try button("Sign In", in: stage).titleLabel?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(try button("Cancel", in: stage).titleLabel?.font == UIFont.systemFont(ofSize: 17))
    }

    @Test func testPreferredActionMustBeOneOfTheActions() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let logged = warnings { alert.preferredAction = UIAlertAction(title: "Stray", style: .default) }
        #expect(alert.preferredAction == nil)
        #expect(logged.count == 1)
    }

    @Test func testASecondCancelActionIsRefused() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let first = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(first)
        let logged = warnings { alert.addAction(UIAlertAction(title: "Close", style: .cancel)) }
        #expect(alert.actions == [first])
        #expect(logged == ["UIAlertController can only have one action with a style of UIAlertActionStyleCancel."])
    }

    @Test func testDisabledActionIgnoresTapsUntilEnabled() throws {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        var handled = 0
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { _ in handled += 1 }
        ok.isEnabled = false
        alert.addAction(ok)
        root.present(alert, animated: false)
        stage.finishTurn()
        #expect(try !button("OK", in: stage).isEnabled)
        stage.tap(try button("OK", in: stage))
        stage.finishTurn()
        #expect(handled == 0 && root.presentedViewController === alert)
        ok.isEnabled = true
        stage.tap(try button("OK", in: stage))
        stage.finishTurn()
        #expect(handled == 1 && root.presentedViewController == nil)
    }

    @Test func testTapOutsideAnAlertDoesNothing() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        var handled = 0
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled += 1 })
        root.present(alert, animated: false)
        stage.finishTurn()
        stage.scene.tap(at: CGPoint(x: 20, y: 20))
        stage.finishTurn()
        #expect(handled == 0 && root.presentedViewController === alert)
    }

    @Test func testActionSheetIsABottomSheetWithCancelApart() throws {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let sheet = UIAlertController(title: "Share", message: "Choose", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(sheet, animated: false)
        stage.finishTurn()
        let cancelPanel = try #require(stage.view("alert.cancelPanel"))
        let panel = try #require(stage.view("alert.panel"))
        #expect(cancelPanel.convert(cancelPanel.bounds, to: nil) == CGRect(x: 8, y: 844 - 8 - 57, width: 374, height: 57))
        #expect(abs(panel.convert(panel.bounds, to: nil).maxY - (844 - 8 - 57 - 8)) < 0.001)
        #expect(panel.frame.width == 374)
        let cancel = try button("Cancel", in: stage)
        #expect(cancel.superview === cancelPanel)
        #expect(cancel.titleLabel?.font == UIFont.systemFont(ofSize: 20, weight: .semibold))
        let copy = try button("Copy", in: stage)
        let delete = try button("Delete", in: stage)
        #expect(copy.frame.height == 57 && delete.frame.minY == copy.frame.maxY)
        #expect(delete.currentTitleColor == .systemRed)
        #expect(try #require(stage.view("alert.title") as? UILabel).textColor == .secondaryLabel)
    }

    @Test func testTapOutsideAnActionSheetTriggersItsCancelAction() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let log = CallbackLog()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default) { _ in log.append("copy") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        root.present(sheet, animated: false)
        stage.finishTurn()
        stage.scene.tap(at: CGPoint(x: 195, y: 100))
        stage.finishTurn()
        #expect(log.entries == ["cancel"])
        #expect(root.presentedViewController == nil)
    }

    @Test func testActionHandlerCanPresentAnotherController() throws {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let next = UIViewController()
        let alert = UIAlertController(title: "Next?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Go", style: .default) { _ in root.present(next, animated: true) })
        root.present(alert, animated: true)
        stage.finishTurn()
        stage.tap(try button("Go", in: stage))
        stage.finishTurn()
        #expect(root.presentedViewController === next)
        #expect(next.view.window === stage.window)
    }

    @Test func testDismissedAlertIsDeallocatedWithItsActionsAndButtons() throws {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        weak var weakAlert: UIAlertController?
        weak var weakAction: UIAlertAction?
        weak var weakButton: UIView?
        do {
            let alert = UIAlertController(title: "Bye", message: nil, preferredStyle: .alert)
            let ok = UIAlertAction(title: "OK", style: .default)
            alert.addAction(ok)
            weakAlert = alert
            weakAction = ok
            root.present(alert, animated: true)
            stage.finishTurn()
            weakButton = stage.view("alert.action.OK")
        }
        stage.tap(try #require(weakButton))
        stage.finishTurn()
        #expect(weakAlert == nil && weakAction == nil && weakButton == nil)
    }

    @Test func testChangesAfterPresentationRedrawTheAlert() throws {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let alert = UIAlertController(title: "Working", message: nil, preferredStyle: .alert)
        root.present(alert, animated: false)
        stage.finishTurn()
        alert.message = "Almost done"
        alert.addAction(UIAlertAction(title: "Stop", style: .destructive))
        stage.finishTurn()
        #expect(try #require(stage.view("alert.message") as? UILabel).text == "Almost done")
        #expect(try button("Stop", in: stage).window === stage.window)
    }
}
