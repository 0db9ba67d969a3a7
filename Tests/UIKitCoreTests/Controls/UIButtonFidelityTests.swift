import Testing
import UIKit

/// A responder with two named actions.
@MainActor
private final class TwoActions: UIResponder {
    var log: [String] = []
    override init() {
        super.init()
        registerAction("save:", TwoActions.save)
        registerAction("share:", TwoActions.share)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    func save(_ sender: Any?) { log.append("save") }
    func share(_ sender: Any?) { log.append("share") }
}

/// A button subclass with buttons of its own, made before its own initializer calls up.
@MainActor
private final class BadgedButton: UIButton {
    let badge = UIButton(frame: .zero)
    let closeButton = UIButton(type: .close)
    var typeSeenInInit: UIButton.ButtonType?

    override init(frame: CGRect) {
        super.init(frame: frame)
        typeSeenInInit = buttonType
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Button and control details apps rely on, with a device's values.
@MainActor
struct UIButtonFidelityTests {
    @Test func testEachButtonOfASubclassMadeByTypeKeepsItsOwnType() {
        let button = BadgedButton(type: .system)
        #expect(button.buttonType == .system)
        #expect(button.badge.buttonType == .custom)
        #expect(button.closeButton.buttonType == .close)
        let plain = BadgedButton(frame: .zero)
        #expect(plain.buttonType == .custom)
        #expect(plain.typeSeenInInit == .custom)
        // The title is drawn in the type's color: white for a custom button, the tint for a
        // system one.
        button.setTitle("Go", for: .normal)
        plain.setTitle("Go", for: .normal)
        #expect(button.titleLabel?.textColor == button.tintColor)
        #expect(plain.titleLabel?.textColor == .white)
        #expect(UIButton(type: .system).titleLabel?.textColor == UIButton(type: .system).tintColor)
    }

    @Test func testAnEmptySystemButtonSizesToThirtyByThirtyFour() {
        let button = UIButton(type: .system)
        button.sizeToFit()
        #expect(button.bounds.size == CGSize(width: 30, height: 34))
    }

    @Test func testRemoveTargetActionRemovesOnlyThatNamedAction() {
        let button = UIButton(type: .system)
        let target = TwoActions()
        button.addTarget(target, action: "save:", for: .touchUpInside)
        button.addTarget(target, action: "share:", for: .touchUpInside)
        button.removeTarget(target, action: "save:", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(target.log == ["share"])
        button.removeTarget(target, action: nil, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(target.log == ["share"])
    }

    @Test func testTitleShadowColorsFollowTheState() {
        let button = UIButton(type: .custom)
        button.setTitle("Shadow", for: .normal)
        button.setTitleShadowColor(.black, for: .normal)
        button.setTitleShadowColor(.red, for: .highlighted)
        #expect(button.titleShadowColor(for: .normal) == .black)
        #expect(button.titleShadowColor(for: .disabled) == .black)
        #expect(button.currentTitleShadowColor == .black)
        #expect(button.titleLabel?.shadowColor == .black)
        button.isHighlighted = true
        #expect(button.currentTitleShadowColor == .red)
        #expect(button.titleLabel?.shadowColor == .red)
    }

    @Test func testContentAlignmentsPlaceTheTitleAtTheEdges() throws {
        let button = UIButton(type: .system)
        button.setTitle("Edge", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        let label = try #require(button.titleLabel)
        let natural = label.intrinsicContentSize
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(label.frame.minX == 0 && label.frame.minY == 0)
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(label.frame.maxX == 200 && label.frame.maxY == 60)
        #expect(label.frame.width == natural.width.rounded(.up))
        button.contentHorizontalAlignment = .center
        button.contentVerticalAlignment = .center
        button.layoutIfNeeded()
        #expect(label.frame.midX == 100 && label.frame.midY == 30)
        #expect(button.effectiveContentHorizontalAlignment == .center)
        button.contentHorizontalAlignment = .leading
        #expect(button.effectiveContentHorizontalAlignment == .left)
    }
}
