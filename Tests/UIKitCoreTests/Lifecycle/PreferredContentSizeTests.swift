import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class ContentSizeContainer: UIViewController {
    var log: [String] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        let size = container.preferredContentSize
        log.append("preferredContentSizeDidChange \(Int(size.width))x\(Int(size.height)) child=\(container === children.first)")
    }
}

@MainActor
struct PreferredContentSizeTests {
    @Test func testAChildsNewPreferredContentSizeIsReportedToItsParentOnce() {
        let parent = ContentSizeContainer()
        let child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 200, height: 100)
        child.preferredContentSize = CGSize(width: 200, height: 100)
        #expect(parent.log == ["preferredContentSizeDidChange 200x100 child=true"])
    }

    @Test func testAFormSheetInRegularWidthTakesThePreferredContentSizeCentred() {
        let root = UIViewController()
        let stage = PresentationStage(root: root, width: 1024, height: 768)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = CGSize(width: 400, height: 300)
        root.present(sheet, animated: false)
        stage.finishTurn()
        #expect(sheet.view.convert(sheet.view.bounds, to: nil) == CGRect(x: 312, y: 234, width: 400, height: 300))
        sheet.preferredContentSize = CGSize(width: 600, height: 500)
        stage.finishTurn()
        #expect(sheet.view.convert(sheet.view.bounds, to: nil) == CGRect(x: 212, y: 134, width: 600, height: 500))
    }

    @Test func testAFormSheetWithoutAPreferredSizeUsesUIKitsDefault() {
        let root = UIViewController()
        let stage = PresentationStage(root: root, width: 1024, height: 768)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        stage.finishTurn()
        #expect(sheet.view.convert(sheet.view.bounds, to: nil) == CGRect(x: 242, y: 74, width: 540, height: 620))
    }

    @Test func testAFormSheetInCompactWidthIsASheet() {
        let root = UIViewController()
        let stage = PresentationStage(root: root, width: 390, height: 844)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = CGSize(width: 300, height: 200)
        root.present(sheet, animated: false)
        stage.finishTurn()
        #expect(sheet.view.frame.width == 390)
    }
}
