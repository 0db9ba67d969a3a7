import Testing
import UIKit

@MainActor
private final class TintLoggingView: UIView {
    var changes = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        changes += 1
    }
}

@MainActor
struct TintTests {
    @Test func testTintColorIsInheritedFromTheNearestAncestorThatSetsOne() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintColor == .systemBlue)
        root.tintColor = .systemRed
        #expect(leaf.tintColor == .systemRed)
        middle.tintColor = .systemGreen
        #expect(leaf.tintColor == .systemGreen)
        #expect(root.tintColor == .systemRed)
        middle.tintColor = nil
        #expect(leaf.tintColor == .systemRed)
    }

    @Test func testTintColorDidChangeReachesDescendantsThatInherit() {
        let root = TintLoggingView(), inheriting = TintLoggingView(), overriding = TintLoggingView()
        let belowOverriding = TintLoggingView()
        root.addSubview(inheriting)
        root.addSubview(overriding)
        overriding.addSubview(belowOverriding)
        overriding.tintColor = .systemGreen
        for view in [root, inheriting, overriding, belowOverriding] { view.changes = 0 }
        root.tintColor = .systemRed
        #expect([root.changes, inheriting.changes, overriding.changes, belowOverriding.changes] == [1, 1, 0, 0] as [Int])
    }

    @Test func testSettingTheSameTintSendsNoChange() {
        let view = TintLoggingView()
        view.tintColor = .systemRed
        view.changes = 0
        view.tintColor = .systemRed
        #expect(view.changes == 0)
    }

    @Test func testMovingIntoATintedHierarchyCallsTintColorDidChange() {
        let tinted = UIView()
        tinted.tintColor = .systemOrange
        let view = TintLoggingView()
        view.changes = 0
        tinted.addSubview(view)
        #expect(view.changes == 1)
        #expect(view.tintColor == .systemOrange)
        view.removeFromSuperview()
        #expect(view.changes == 2)
    }

    @Test func testDimmedAdjustmentModeIsInheritedAndGraysTheTint() {
        let root = UIView(), leaf = TintLoggingView()
        root.addSubview(leaf)
        root.tintColor = .systemRed
        leaf.changes = 0
        root.tintAdjustmentMode = .dimmed
        #expect(leaf.tintAdjustmentMode == .dimmed)
        #expect(leaf.tintColor != .systemRed)
        #expect(leaf.changes == 1)
        root.tintAdjustmentMode = .automatic
        #expect(leaf.tintAdjustmentMode == .normal)
        #expect(leaf.tintColor == .systemRed)
    }

    @Test func testSystemButtonDrawsItsTitleInTheTintColor() {
        let container = UIView()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        container.addSubview(button)
        container.tintColor = .systemPink
        #expect(button.currentTitleColor == .systemPink)
        #expect(button.titleLabel?.textColor == .systemPink)
    }
}
