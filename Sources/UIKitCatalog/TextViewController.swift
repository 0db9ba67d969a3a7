import UIKit

/// Text in the system font at several sizes and weights (and in its italic, monospaced and serif
/// faces), Latin, kerning pairs, ligatures,
/// Chinese, Japanese and mixed: single lines sized to the exact width the server measures
/// (`size(withAttributes:)`), paragraphs wrapped by `sizeThatFits(_:)` at a given width, and
/// lines that shrink their font to fit their label.
/// The end-to-end suite compares each label's frame with the text the browser draws in it.
final class TextViewController: UIViewController {
    /// One line of text, sized to its exact measured width.
    private static let lines: [(String, UIFont)] = {
        let samples = [
            "Hello, world!", "AVATAR", "To Tokyo, Wavy Yolk", "LT Ty Va We", "fi fl ffi ffl office waffle",
            "The quick brown fox jumps over the lazy dog.", "1234567890 $€£ 50% (a+b)=c",
            "中文字体测试", "我能吞下玻璃而不伤身体。", "日本語のテキスト、カタカナとひらがな。",
            "Mixed 中文 and English", "東京 Tokyo 2024年", "「引用」と（括弧）",
            "Ünïcödé café naïve façade", "Ελληνικά и кириллица", "한국어 텍스트", "“Quotes” — dashes – and… ellipses",
        ]
        let fonts: [UIFont] = [
            .systemFont(ofSize: 17), .systemFont(ofSize: 13), .systemFont(ofSize: 28, weight: .bold),
            .preferredFont(forTextStyle: .headline), .systemFont(ofSize: 11.5), .systemFont(ofSize: 53),
            .preferredFont(forTextStyle: .largeTitle), .systemFont(ofSize: 11, weight: .semibold),
            // The system font's other faces, through UIFont and UIFontDescriptor.
            .italicSystemFont(ofSize: 17), .monospacedSystemFont(ofSize: 15, weight: .regular),
            UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits([.traitBold, .traitItalic])!,
                   size: 0),
            UIFont(descriptor: UIFont.systemFont(ofSize: 19).fontDescriptor.withDesign(.serif)!, size: 0),
            UIFont(descriptor: UIFont.systemFont(ofSize: 18).fontDescriptor.withDesign(.rounded)!, size: 0),
            UIFont(descriptor: UIFont.systemFont(ofSize: 22, weight: .bold).fontDescriptor.withDesign(.rounded)!, size: 0),
        ]
        return fonts.flatMap { font in samples.map { ($0, font) } }
    }()

    /// A paragraph, its font, the width it wraps at and its line limit; each is also wrapped at
    /// two thirds of that width.
    private static let paragraphs: [(String, UIFont, CGFloat, Int)] = [
        ("The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs.",
         .systemFont(ofSize: 17), 200, 0),
        ("Supercalifragilisticexpialidocious words break between characters when they must.",
         .systemFont(ofSize: 17), 120, 0),
        ("我能吞下玻璃而不伤身体。中文在汉字之间换行，但句号和逗号不会出现在行首。", .systemFont(ofSize: 17), 150, 0),
        ("日本語の文章は文字の間で改行されます。「かぎかっこ」も正しく扱います。", .systemFont(ofSize: 15), 130, 0),
        ("Mixed text: 中文 and English, 日本語 too, with well-known hyphenated-words and URLs like "
         + "example.com/path?query=1.", .systemFont(ofSize: 16), 170, 0),
        ("Bold headings wrap the same way in the bold face.", .boldSystemFont(ofSize: 22), 180, 0),
        ("Only two lines of this long paragraph are shown, the rest is truncated at the end.",
         .systemFont(ofSize: 14), 150, 2),
        ("Line one\nLine two is longer than the first\n\nLine four", .systemFont(ofSize: 17), 300, 0),
        ("Tall CJK lines: 汉字 in the CJK face reach higher at 53 points than Latin text does.",
         .systemFont(ofSize: 53), 380, 0),
    ]

    /// Single lines too long for their labels, shrunk by `adjustsFontSizeToFitWidth`.
    private static let shrunk: [(String, CGFloat)] = [
        ("This sentence shrinks to fit its label", 150), ("縮小して収まる日本語のテキスト", 120),
        ("Mixed 中文 shrinks too", 90),
    ]

    private let column = UIView()

    /// The column sits in the safe area by constraints. Inside it each label keeps the frame it
    /// gets from its measured size: the end-to-end suite compares those unrounded sizes with the
    /// browser's, and Auto Layout would snap them to the pixel grid.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Text"
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "textMeasurement"
        // The bundled font and Dynamic Type are one tap away, on a screen of their own.
        let fonts = UIBarButtonItem(title: "Fonts", primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(CatalogScreen.fonts.makeController(), animated: true)
        })
        fonts.accessibilityIdentifier = "fontsScreen"
        navigationItem.rightBarButtonItem = fonts
        var y: CGFloat = 0
        for (index, (text, font)) in Self.lines.enumerated() {
            let label = makeLabel(text: text, font: font, identifier: "measure.\(index)")
            label.frame = CGRect(origin: CGPoint(x: 0, y: y), size: text.size(withAttributes: [.font: font]))
            y = label.frame.maxY + 2
        }
        let paragraphs = Self.paragraphs + Self.paragraphs.map { ($0.0, $0.1, ($0.2 * 2 / 3).rounded(), $0.3) }
        for (index, (text, font, width, lines)) in paragraphs.enumerated() {
            let label = makeLabel(text: text, font: font, identifier: "wrap.\(index)")
            label.numberOfLines = lines
            label.frame = CGRect(origin: CGPoint(x: 0, y: y),
                                 size: label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)))
            y = label.frame.maxY + 4
        }
        for (index, (text, width)) in Self.shrunk.enumerated() {
            let label = makeLabel(text: text, font: .systemFont(ofSize: 17), identifier: "fit.\(index)")
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.2
            label.frame = CGRect(x: 0, y: y, width: width, height: 20)
            y = label.frame.maxY + 4
        }
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 8),
            column.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 8),
            column.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -8),
            column.heightAnchor.constraint(equalToConstant: y),
        ])
    }

    private func makeLabel(text: String, font: UIFont, identifier: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.accessibilityIdentifier = identifier
        column.addSubview(label)
        return label
    }
}
