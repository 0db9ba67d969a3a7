import UIKit

/// The fonts an app can use: Comic Neue, which the catalog bundles and lists under
/// `UIAppFonts` in its Info.plist, in its regular and bold faces; every family `UIFont` knows;
/// and labels in Dynamic Type text styles, which follow the browser's text size when they adjust
/// their fonts for the content size category and keep it when they do not.
/// The end-to-end suite compares the bundled font's labels with what the browser draws.
final class FontsViewController: UIViewController {
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fonts"
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "fontsScreen.content"
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scroll)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -12),
            stack.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: scroll.frameLayoutGuide.trailingAnchor, constant: -16),
        ])
        addBundledFont()
        addLabel("Families: " + UIFont.familyNames.joined(separator: ", "), font: .preferredFont(forTextStyle: .footnote),
                 identifier: "fonts.families", lines: 0)
        addDynamicType()
    }

    /// Lines in the bundled font, each label framed at exactly the size the server measures its
    /// text (`size(withAttributes:)`, unrounded: Auto Layout would snap it to the pixel grid).
    private func addBundledFont() {
        guard let regular = UIFont(name: "ComicNeue-Regular", size: 24), let bold = UIFont(name: "ComicNeue-Bold", size: 24) else {
            addLabel("Comic Neue is not registered: check UIAppFonts in Info.plist", font: .systemFont(ofSize: 17),
                     identifier: "fonts.missing")
            return
        }
        addLabel("\(regular.familyName) · \(regular.fontName)", font: .preferredFont(forTextStyle: .caption1),
                 identifier: "fonts.bundled.name")
        let lines: [(String, UIFont)] = [
            ("Hello from a bundled font!", regular), ("Waffles, office & fjords — 1234", regular),
            ("AVATAR Type LT Ty Va We", regular), ("Bold: the quick brown fox", bold),
            ("Comic Neue 中文 mixed", regular.withSize(17)),
        ]
        let measured = UIView()
        var y: CGFloat = 0
        for (index, (text, font)) in lines.enumerated() {
            let label = UILabel()
            label.text = text
            label.font = font
            label.accessibilityIdentifier = "fonts.bundled.\(index)"
            label.frame = CGRect(origin: CGPoint(x: 0, y: y), size: text.size(withAttributes: [.font: font]))
            measured.addSubview(label)
            y = label.frame.maxY + 4
        }
        measured.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(measured)
        NSLayoutConstraint.activate([
            measured.heightAnchor.constraint(equalToConstant: y),
            measured.widthAnchor.constraint(equalToConstant: 350),
        ])
    }

    /// Labels in text styles: the first two follow the content size category, the last does not.
    private func addDynamicType() {
        let body = addLabel("Body adjusts", font: .preferredFont(forTextStyle: .body), identifier: "fonts.dynamic.body")
        body.adjustsFontForContentSizeCategory = true
        let comic = UIFontMetrics(forTextStyle: .title2).scaledFont(for: UIFont(name: "ComicNeue-Bold", size: 22) ?? .systemFont(ofSize: 22))
        let title = addLabel("Scaled Comic Neue", font: comic, identifier: "fonts.dynamic.scaled")
        title.adjustsFontForContentSizeCategory = true
        addLabel("Body stays", font: .preferredFont(forTextStyle: .body), identifier: "fonts.dynamic.fixed")
    }

    @discardableResult
    private func addLabel(_ text: String, font: UIFont, identifier: String, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.numberOfLines = lines
        label.accessibilityIdentifier = identifier
        stack.addArrangedSubview(label)
        return label
    }
}
