import UIKit

/// Written exactly as for iOS: SF Symbols in image views (tinted, configured, with a palette),
/// in buttons (`setImage` and a configuration), in a bar button item, drawn into an image
/// renderer, a name that does not exist; and the asset catalog's color set, image sets (a dark
/// variant, a template, an SVG, a sliced one, a JPEG photo and an animated GIF drawn together
/// into one image on the server) and data set, and a resizable image.
///
/// Identifiers: `symbolHeart`, `symbolStar`, `symbolPalette`, `symbolButton`,
/// `symbolConfigButton`, `symbolRendered`, `symbolMissing`, `symbolBarButton`, `assetColorCard`,
/// `assetImage`, `assetTemplateImage`, `assetVectorImage`, `assetDrawnPhoto`, `assetData`,
/// `assetSlicedImage`, `resizableImage`.
final class SymbolsAssetsViewController: UIViewController {
    private let heart = UIImageView()

    /// The bar button switches the heart between its outline and filled symbols.
    @objc private func toggleHeart() {
        let filled = heart.image == UIImage(systemName: "heart.fill")
        heart.image = UIImage(systemName: filled ? "heart" : "heart.fill")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Symbols & Assets"
        view.backgroundColor = .systemBackground

        let settings = UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .plain, target: self,
                                       action: #selector(toggleHeart))
        settings.accessibilityIdentifier = "symbolBarButton"
        navigationItem.rightBarButtonItem = settings

        heart.image = UIImage(systemName: "heart.fill")
        heart.tintColor = .systemRed
        heart.accessibilityIdentifier = "symbolHeart"

        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        star.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)
        star.tintColor = .systemOrange
        star.accessibilityIdentifier = "symbolStar"

        let palette = UIImageView(image: UIImage(systemName: "cloud.sun.fill",
                                                 withConfiguration: UIImage.SymbolConfiguration(paletteColors: [.systemTeal])))
        palette.accessibilityIdentifier = "symbolPalette"

        let symbols = UIStackView(arrangedSubviews: [heart, star, palette])
        symbols.spacing = 24
        symbols.alignment = .center

        let share = UIButton(type: .system)
        share.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        share.setTitle(" Share", for: .normal)
        share.accessibilityIdentifier = "symbolButton"

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Send"
        configuration.image = UIImage(systemName: "paperplane.fill")
        configuration.imagePadding = 8
        let send = UIButton(configuration: configuration)
        send.accessibilityIdentifier = "symbolConfigButton"

        let rendered = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            UIImage(systemName: "bolt.fill")?.withTintColor(.systemYellow).draw(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        let renderedView = UIImageView(image: rendered)
        renderedView.accessibilityIdentifier = "symbolRendered"

        let missing = UILabel()
        missing.text = UIImage(systemName: "no.such.symbol") == nil ? "Unknown name: nil" : "Unknown name: an image"
        missing.accessibilityIdentifier = "symbolMissing"

        // Symbols in text: NSTextAttachment in a label's attributed text, in the label's color.
        let rated = UILabel()
        let rating = NSMutableAttributedString(string: "Rated ")
        for _ in 0..<4 { rating.append(NSAttributedString(attachment: NSTextAttachment(image: UIImage(systemName: "star.fill")!))) }
        rating.append(NSAttributedString(string: " by readers"))
        rated.attributedText = rating
        rated.textColor = .systemOrange
        rated.accessibilityIdentifier = "symbolAttachmentLabel"
        // The same in a text field's styled text, drawn while it is not editing.
        let ratedField = UITextField()
        let fieldRating = NSMutableAttributedString(string: "Pinned ")
        fieldRating.append(NSAttributedString(attachment: NSTextAttachment(image: UIImage(systemName: "pin.fill")!)))
        ratedField.attributedText = fieldRating
        ratedField.borderStyle = .roundedRect
        ratedField.accessibilityIdentifier = "symbolAttachmentField"
        ratedField.translatesAutoresizingMaskIntoConstraints = false
        ratedField.widthAnchor.constraint(equalToConstant: 200).isActive = true

        // A color set of the catalog's Assets.xcassets with a dark variant.
        let card = UILabel()
        card.text = "  CardBackground color set"
        card.backgroundColor = UIColor(named: "CardBackground")
        card.accessibilityIdentifier = "assetColorCard"
        // A color set in a folder that provides a namespace: found as "Badges/Gold".
        let gold = UILabel()
        gold.text = "  Badges/Gold color set"
        gold.backgroundColor = UIColor(named: "Badges/Gold")
        gold.accessibilityIdentifier = "assetNamespacedColor"

        // Image sets: one with a dark variant, a template one tinted by the view, an SVG one.
        let sun = UIImageView(image: UIImage(named: "Sun"))
        sun.accessibilityIdentifier = "assetImage"
        let dot = UIImageView(image: UIImage(named: "Dot"))
        dot.tintColor = .systemGreen
        dot.accessibilityIdentifier = "assetTemplateImage"
        let diamond = UIImageView(image: UIImage(named: "Diamond"))
        diamond.accessibilityIdentifier = "assetVectorImage"
        // A JPEG photo with a GIF's first frame drawn over its middle, into one image.
        let drawnPhoto = UIImageView()
        if let photo = UIImage(named: "Photo"), let wave = UIImage(named: "Wave") {
            drawnPhoto.image = UIGraphicsImageRenderer(size: photo.size).image { _ in
                photo.draw(at: .zero)
                wave.draw(in: CGRect(x: (photo.size.width - wave.size.width) / 2, y: (photo.size.height - wave.size.height) / 2,
                                     width: wave.size.width, height: wave.size.height))
            }
        }
        drawnPhoto.accessibilityIdentifier = "assetDrawnPhoto"
        // PDF vectors, as Xcode keeps them: one in its own colors, one a template in the tint.
        let ticket = UIImageView(image: UIImage(named: "Ticket"))
        ticket.accessibilityIdentifier = "assetPDFImage"
        let flag = UIImageView(image: UIImage(named: "Flag"))
        flag.tintColor = .systemOrange
        flag.accessibilityIdentifier = "assetPDFTemplateImage"
        let images = UIStackView(arrangedSubviews: [sun, dot, diamond, ticket, flag, drawnPhoto])
        images.spacing = 24
        images.alignment = .center

        // A data set: JSON read with NSDataAsset.
        let greeting = UILabel()
        if let asset = NSDataAsset(name: "Greeting"),
           let object = try? JSONSerialization.jsonObject(with: asset.data) as? [String: String] {
            greeting.text = "\(object["greeting"] ?? "") (\(asset.typeIdentifier))"
        }
        greeting.accessibilityIdentifier = "assetData"

        // Resizable images: an image set sliced in Xcode, and caps set in code.
        let bubble = UIImageView(image: UIImage(named: "Bubble"))
        bubble.accessibilityIdentifier = "assetSlicedImage"
        let tiled = UIImageView(image: UIImage(named: "Sun")?.resizableImage(withCapInsets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                                                                            resizingMode: .tile))
        tiled.accessibilityIdentifier = "resizableImage"
        for view in [bubble, tiled] {
            view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 160),
                                         view.heightAnchor.constraint(equalToConstant: 44)])
        }
        let resizable = UIStackView(arrangedSubviews: [bubble, tiled])
        resizable.spacing = 16

        let stack = UIStackView(arrangedSubviews: [symbols, share, send, renderedView, missing, rated, ratedField, card, gold, images, greeting, resizable])
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
