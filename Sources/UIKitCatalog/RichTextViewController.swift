import UIKit

/// Labels with styled text and the line break modes: attributed runs in several fonts and
/// colours, paragraph styles, tail, middle and head truncation side by side, character
/// wrapping, a line that shrinks to fit, and Chinese and Japanese mixed with English.
/// The end-to-end suite checks that the browser draws exactly the lines the server measured.
final class RichTextViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rich text"
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "richText"

        let column = UIStackView(arrangedSubviews: [
            makeLabel("rich.attributed", lines: 0, attributed: Self.attributedSample),
            makeLeadingRow(makeLabel("rich.runsLine", attributed: Self.runsLineSample)),
            makeLabel("rich.paragraph", lines: 0, attributed: Self.paragraphSample),
            makeTruncationRow(),
            makeLabel("rich.twoLines", text: "Only two lines of this paragraph are drawn; the rest is cut off "
                      + "with an ellipsis at the end of the second line.", lines: 2),
            makeLabel("rich.charWrap", text: "Character wrapping breaks between any two characters.", lines: 0,
                      mode: .byCharWrapping),
            makeShrinkingLabel(),
            makeLabel("rich.newline", text: "A one-line label\nstops at its first line feed"),
            makeLabel("rich.cjk", text: "中文和English混排：日本語のテキストもwrapsきれいに、句読点は行頭に来ません。",
                      lines: 0),
            makeDimmedLabel(),
        ])
        column.axis = .vertical
        column.spacing = 12
        column.alignment = .fill
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    private static var attributedSample: NSAttributedString {
        let text = NSMutableAttributedString(string: "Bold ", attributes: [.font: UIFont.boldSystemFont(ofSize: 22)])
        let pieces: [(String, [NSAttributedString.Key: Any])] = [
            ("red ", [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.systemRed]),
            ("underlined", [.font: UIFont.systemFont(ofSize: 17), .underlineStyle: NSUnderlineStyle.single.rawValue]),
            (" struck", [.font: UIFont.systemFont(ofSize: 17), .strikethroughStyle: NSUnderlineStyle.single.rawValue,
                         .strikethroughColor: UIColor.systemBlue]),
            (" S P A C E D", [.font: UIFont.systemFont(ofSize: 13), .kern: 2]),
            (" highlighted", [.font: UIFont.systemFont(ofSize: 17), .backgroundColor: UIColor.systemYellow]),
            (" x", [.font: UIFont.systemFont(ofSize: 17)]),
            ("2", [.font: UIFont.systemFont(ofSize: 11), .baselineOffset: 7]),
            (" and a dashed double underline", [.font: UIFont.systemFont(ofSize: 15), .underlineStyle:
                NSUnderlineStyle.double.rawValue | NSUnderlineStyle.patternDash.rawValue,
                .underlineColor: UIColor.systemGreen]),
        ]
        for (string, attributes) in pieces {
            text.append(NSAttributedString(string: string, attributes: attributes))
        }
        return text
    }

    // One line in three fonts with letter spacing, as wide as the server measures it.
    private static var runsLineSample: NSAttributedString {
        let text = NSMutableAttributedString(string: "Mixed ", attributes: [.font: UIFont.systemFont(ofSize: 15)])
        text.append(NSAttributedString(string: "SIZES", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)]))
        text.append(NSAttributedString(string: " and kern 中文", attributes: [.font: UIFont.systemFont(ofSize: 13), .kern: 3]))
        return text
    }

    private static var paragraphSample: NSAttributedString {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        centred.lineSpacing = 6
        centred.paragraphSpacing = 10
        let indented = NSMutableParagraphStyle()
        indented.firstLineHeadIndent = 24
        indented.headIndent = 12
        indented.lineHeightMultiple = 1.3
        let text = NSMutableAttributedString(string: "A centred paragraph with six points between its lines.\n",
                                             attributes: [.font: UIFont.systemFont(ofSize: 15), .paragraphStyle: centred])
        text.append(NSAttributedString(string: "An indented paragraph: its first line starts further in than the "
                                       + "lines after it, which are 1.3 times as tall.",
                                       attributes: [.font: UIFont.systemFont(ofSize: 15), .paragraphStyle: indented]))
        return text
    }

    private func makeTruncationRow() -> UIView {
        let text = "The quick brown fox jumps over the lazy dog"
        let row = UIStackView(arrangedSubviews: [
            makeLabel("rich.tail", text: text, mode: .byTruncatingTail),
            makeLabel("rich.middle", text: text, mode: .byTruncatingMiddle),
            makeLabel("rich.head", text: text, mode: .byTruncatingHead),
        ])
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.spacing = 8
        return row
    }

    // A row that leaves its view at its intrinsic width.
    private func makeLeadingRow(_ view: UIView) -> UIView {
        let row = UIStackView(arrangedSubviews: [view])
        row.axis = .vertical
        row.alignment = .leading
        return row
    }

    private func makeShrinkingLabel() -> UILabel {
        let label = makeLabel("rich.shrink", text: "This long line shrinks its font to fit the label's width")
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.4
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return label
    }

    private func makeDimmedLabel() -> UILabel {
        let label = makeLabel("rich.disabled", text: "A disabled label with a shadow")
        label.isEnabled = false
        label.shadowColor = .systemGray
        label.shadowOffset = CGSize(width: 1, height: 1)
        return label
    }

    private func makeLabel(_ identifier: String, text: String? = nil, lines: Int = 1,
                           mode: NSLineBreakMode = .byTruncatingTail, attributed: NSAttributedString? = nil) -> UILabel {
        let label = UILabel()
        label.accessibilityIdentifier = identifier
        label.font = .systemFont(ofSize: 15)
        label.numberOfLines = lines
        label.lineBreakMode = mode
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text
        }
        label.backgroundColor = .secondarySystemBackground
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return label
    }
}
