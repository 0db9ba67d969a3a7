import Foundation
import Testing
import UIKit

/// `setAttributedTitle(_:for:)`: the styled title wins over the plain one and falls back to the
/// normal state's, as titles do.
@MainActor
struct UIButtonAttributedTitleTests {
    private func styled(_ string: String, size: CGFloat, color: UIColor) -> NSAttributedString {
        NSAttributedString(string: string, attributes: [.font: UIFont.boldSystemFont(ofSize: size), .foregroundColor: color])
    }

    @Test func testTheStyledTitleWinsOverThePlainOneAndFallsBackToNormal() throws {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        let normal = styled("Styled", size: 20, color: .systemRed)
        button.setAttributedTitle(normal, for: .normal)

        #expect(button.currentAttributedTitle === normal)
        #expect(button.attributedTitle(for: .highlighted) === normal)
        #expect(button.currentTitle == "Plain")
        let label = try #require(button.titleLabel)
        #expect(label.text == "Styled")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(label.textColor == .systemRed)

        let selected = styled("On", size: 12, color: .systemGreen)
        button.setAttributedTitle(selected, for: .selected)
        button.isSelected = true
        #expect(button.currentAttributedTitle === selected && label.text == "On" && label.textColor == .systemGreen)
        button.isSelected = false
        #expect(label.text == "Styled")
    }

    @Test func testRunsKeepTheirOwnStylesAndUnstyledRunsUseTheTitleLabelsFont() throws {
        let button = UIButton(type: .system)
        let title = NSMutableAttributedString(string: "Buy ", attributes: [:])
        title.append(NSAttributedString(string: "now", attributes: [.foregroundColor: UIColor.systemRed,
                                                                    .font: UIFont.systemFont(ofSize: 24)]))
        button.setAttributedTitle(title, for: .normal)
        let shown = try #require(button.titleLabel?.attributedText)
        #expect(shown.string == "Buy now")
        let first = shown.attributes(at: 0, effectiveRange: nil)
        #expect(first[.foregroundColor] as? UIColor != button.tintColor)
        let last = shown.attributes(at: 5, effectiveRange: nil)
        #expect(last[.foregroundColor] as? UIColor == .systemRed)
        #expect(last[.font] as? UIFont == UIFont.systemFont(ofSize: 24))
    }

    @Test func testTheNaturalSizeFollowsTheStyledTitleAndClearingItRestoresThePlainTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        let plain = button.intrinsicContentSize
        button.setAttributedTitle(styled("Plain", size: 40, color: .label), for: .normal)
        let big = button.intrinsicContentSize
        #expect(big.height > plain.height + 20 && big.width > plain.width)

        button.setAttributedTitle(nil, for: .normal)
        #expect(button.currentAttributedTitle == nil)
        #expect(button.titleLabel?.text == "Plain")
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        #expect(button.titleLabel?.textColor == button.tintColor)
        #expect(button.intrinsicContentSize == plain)
    }
}
