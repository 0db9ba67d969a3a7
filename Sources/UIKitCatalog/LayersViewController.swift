import UIKit

/// A card drawn with layers of its own, as apps draw them: a border layer that follows the
/// card's size, a divider between a title and a body, and a badge with a count sticking out of
/// the top-right corner; beside it, a layer turned in 3D under a perspective, corners rounded
/// only on top with the continuous curve, and an image as a layer's contents.
///
/// Layers carry a `name`, which the page shows as `data-identifier` for automation.
final class LayersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Layers"
        view.backgroundColor = .systemGroupedBackground
        // View animations, written as for iOS (iOS/AnimationsViewController.swift).
        let animations = UIBarButtonItem(title: "Animations", primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(CatalogScreen.animations.makeController(), animated: true)
        })
        animations.accessibilityIdentifier = "openAnimations"
        navigationItem.rightBarButtonItem = animations

        let card = CardView()
        card.accessibilityIdentifier = "layerCard"
        let turned = TurnedView()
        turned.accessibilityIdentifier = "turnedView"
        let topRounded = UIView()
        topRounded.accessibilityIdentifier = "topRoundedView"
        topRounded.backgroundColor = .systemIndigo
        topRounded.layer.cornerRadius = 20
        topRounded.layer.cornerCurve = .continuous
        topRounded.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let imageHolder = UIView()
        imageHolder.accessibilityIdentifier = "contentsView"
        imageHolder.backgroundColor = .secondarySystemFill
        let imageLayer = CALayer()
        imageLayer.name = "contentsLayer"
        imageLayer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        imageLayer.contents = UIImage(named: "badge", in: .module, compatibleWith: traitCollection)?.cgImage
        imageLayer.contentsGravity = .center
        imageLayer.contentsScale = 2
        imageHolder.layer.addSublayer(imageLayer)

        let row = UIStackView(arrangedSubviews: [turned, topRounded, imageHolder])
        row.distribution = .equalSpacing

        // Drawn on the server: a layer's draw(in:), and an image from UIGraphicsImageRenderer.
        let drawnHolder = UIView()
        drawnHolder.accessibilityIdentifier = "drawnView"
        drawnHolder.backgroundColor = .secondarySystemFill
        let pie = PieLayer()
        pie.name = "pieLayer"
        pie.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        pie.contentsScale = 2
        pie.setNeedsDisplay()
        drawnHolder.layer.addSublayer(pie)
        let rendered = UIImageView(image: Self.renderedBadge())
        rendered.accessibilityIdentifier = "renderedImage"
        rendered.contentMode = .center
        rendered.backgroundColor = .secondarySystemFill
        let secondRow = UIStackView(arrangedSubviews: [drawnHolder, rendered])
        secondRow.spacing = 29

        for view in [card, row, secondRow] { view.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(card)
        view.addSubview(row)
        view.addSubview(secondRow)
        let margins = view.layoutMarginsGuide
        var constraints = [
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 140),
            row.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 40),
            row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            secondRow.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 24),
            secondRow.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        ]
        for item in [turned, topRounded, imageHolder, drawnHolder, rendered] {
            constraints += [item.widthAnchor.constraint(equalToConstant: 100), item.heightAnchor.constraint(equalToConstant: 100)]
        }
        NSLayoutConstraint.activate(constraints)
    }
}

extension LayersViewController {
    /// A 60-point badge drawn with UIGraphicsImageRenderer: a green disc with a white ring, at
    /// a scale of 2.
    static func renderedBadge() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: format).image { context in
            let cg = context.cgContext
            UIColor.systemGreen.setFill()
            cg.fillEllipse(in: CGRect(x: 0, y: 0, width: 60, height: 60))
            UIColor.white.setStroke()
            cg.setLineWidth(4)
            cg.strokeEllipse(in: CGRect(x: 12, y: 12, width: 36, height: 36))
        }
    }
}

/// A pie chart drawn by the layer: three slices from 12 o'clock, clockwise on screen.
private final class PieLayer: CALayer {
    override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 8
        var start = -CGFloat.pi / 2
        for (share, color) in [(0.5, UIColor.systemBlue), (0.3, .systemOrange), (0.2, .systemPink)] {
            let end = start + 2 * .pi * share
            ctx.setFillColor(color.cgColor)
            ctx.move(to: center)
            // Core Graphics' clockwise is in y-up terms: not clockwise goes clockwise on screen.
            ctx.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
            ctx.closePath()
            ctx.fillPath()
            start = end
        }
    }
}

/// A card whose border, divider and badge are layers of its own, laid out in `layoutSubviews`.
private final class CardView: UIView {
    private let border = CALayer()
    private let divider = CALayer()
    private let badge = CALayer()
    private let count = CATextLayer()
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = 12

        border.name = "cardBorder"
        border.borderWidth = 2
        border.borderColor = UIColor.systemBlue.cgColor
        border.cornerRadius = 12
        divider.name = "cardDivider"
        divider.backgroundColor = UIColor.separator.cgColor
        badge.name = "cardBadge"
        badge.backgroundColor = UIColor.systemRed.cgColor
        badge.cornerRadius = 12
        count.name = "cardBadgeCount"
        count.string = "3"
        count.fontSize = 15
        count.alignmentMode = .center
        count.foregroundColor = UIColor.white.cgColor
        badge.addSublayer(count)

        titleLabel.text = "Inbox"
        titleLabel.font = .boldSystemFont(ofSize: 20)
        titleLabel.accessibilityIdentifier = "cardTitle"
        bodyLabel.text = "Three new messages"
        bodyLabel.textColor = .secondaryLabel
        addSubview(titleLabel)
        addSubview(bodyLabel)
        // The border goes beneath the labels; the badge on top of everything.
        layer.insertSublayer(border, at: 0)
        layer.addSublayer(divider)
        layer.addSublayer(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        border.frame = bounds
        titleLabel.frame = CGRect(x: 16, y: 16, width: bounds.width - 32, height: 28)
        divider.frame = CGRect(x: 16, y: 60, width: bounds.width - 32, height: 1)
        bodyLabel.frame = CGRect(x: 16, y: 76, width: bounds.width - 32, height: 22)
        badge.frame = CGRect(x: bounds.width - 16, y: -8, width: 24, height: 24)
        count.frame = CGRect(x: 0, y: 2, width: 24, height: 20)
    }
}

/// A square of layers turned 50° about the vertical axis under a perspective set as the
/// view's sublayer transform.
private final class TurnedView: UIView {
    private let panel = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 300
        layer.sublayerTransform = perspective
        panel.name = "turnedPanel"
        panel.backgroundColor = UIColor.systemOrange.cgColor
        panel.transform = CATransform3DMakeRotation(50 * .pi / 180, 0, 1, 0)
        layer.addSublayer(panel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Bounds and position, not frame: a frame is not defined under a 3D transform.
        panel.bounds = CGRect(x: 0, y: 0, width: bounds.width - 20, height: bounds.height - 20)
        panel.position = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
