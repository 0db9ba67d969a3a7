import UIKit

/// A bar chart drawn in `draw(_:)`, as iOS code draws one: a dashed grid, rounded bars filled
/// with a gradient, a line through their tops with a shadow, and dots on it. Its values
/// change with "Shuffle" (`setNeedsDisplay()` redraws it).
final class ChartView: UIView {
    var values: [CGFloat] = [0.35, 0.8, 0.55, 0.95, 0.6, 0.25] {
        didSet { setNeedsDisplay() }
    }
    /// Called when the chart gets a new size.
    var sizeChanged: ((CGSize) -> Void)?
    private var laidOutSize = CGSize.zero

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        sizeChanged?(bounds.size)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        ChartView.drawChart(values, in: context, size: bounds.size)
    }

    /// The drawing itself, shared with the image made by `UIGraphicsImageRenderer` below it.
    static func drawChart(_ values: [CGFloat], in context: CGContext, size: CGSize) {
        let inset: CGFloat = 12
        let plot = CGRect(x: inset, y: inset, width: size.width - 2 * inset, height: size.height - 2 * inset)

        // The grid: dashed lines at each quarter.
        context.saveGState()
        context.setStrokeColor(UIColor.systemGray3.cgColor)
        context.setLineWidth(1)
        context.setLineDash(phase: 0, lengths: [4, 4])
        for step in 0...4 {
            let y = plot.minY + plot.height * CGFloat(step) / 4
            context.move(to: CGPoint(x: plot.minX, y: y))
            context.addLine(to: CGPoint(x: plot.maxX, y: y))
        }
        context.strokePath()
        context.restoreGState()

        // The bars: rounded on top, filled with a vertical gradient.
        let slot = plot.width / CGFloat(values.count)
        let colors = [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor] as CFArray
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
        var tops: [CGPoint] = []
        for (index, value) in values.enumerated() {
            let height = plot.height * value
            let bar = CGRect(x: plot.minX + CGFloat(index) * slot + slot * 0.2, y: plot.maxY - height,
                             width: slot * 0.6, height: height)
            tops.append(CGPoint(x: bar.midX, y: bar.minY))
            context.saveGState()
            UIBezierPath(roundedRect: bar, byRoundingCorners: [.topLeft, .topRight],
                         cornerRadii: CGSize(width: 6, height: 6)).addClip()
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: plot.minY), end: CGPoint(x: 0, y: plot.maxY), options: [])
            context.restoreGState()
        }

        // The line through the tops, with a soft shadow, and a dot on each.
        let line = UIBezierPath()
        for (index, top) in tops.enumerated() {
            if index == 0 { line.move(to: top) } else { line.addLine(to: top) }
        }
        line.lineWidth = 3
        line.lineJoinStyle = .round
        line.lineCapStyle = .round
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: UIColor.black.withAlphaComponent(0.3).cgColor)
        UIColor.systemOrange.setStroke()
        line.stroke()
        context.restoreGState()
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 11, weight: .semibold), .foregroundColor: UIColor.secondaryLabel,
        ]
        for (top, value) in zip(tops, values) {
            let dot = UIBezierPath(arcCenter: top, radius: 4, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            UIColor.white.setFill()
            dot.fill()
            UIColor.systemOrange.setStroke()
            dot.lineWidth = 2
            dot.stroke()
            // The value above its dot, centred: text drawn with the fonts labels use.
            let text = "\(Int((value * 100).rounded()))%" as NSString
            let size = text.size(withAttributes: attributes)
            text.draw(at: CGPoint(x: top.x - size.width / 2, y: max(0, top.y - 8 - size.height)), withAttributes: attributes)
        }
    }
}

/// A ring whose stroke is a shape layer's, drawn to a fraction of its length; "Animate ring"
/// animates `strokeEnd` from 0 with `CABasicAnimation`, played by the page.
final class RingView: UIView {
    let track = CAShapeLayer()
    let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for layer in [track, ring] {
            layer.fillColor = nil
            layer.lineWidth = 10
            self.layer.addSublayer(layer)
        }
        track.strokeColor = UIColor.systemGray5.cgColor
        track.name = "ringTrack"
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        ring.name = "ringLayer"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = min(bounds.width, bounds.height) / 2 - 8
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        // From the top, clockwise on screen.
        let path = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        for layer in [track, ring] {
            layer.frame = bounds
            layer.path = path.cgPath
        }
    }
}

/// A view whose layer has a gradient layer filling it, kept to its bounds on layout, and a blur
/// over its lower half.
final class GradientView: UIView {
    let gradient = CAGradientLayer()

    /// A blur over the lower half of the gradient, with a label in it, and a vibrancy view whose
    /// label takes on the blurred colors.
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThinMaterial),
                                                               style: .label))
    private let label = UILabel()
    private let vibrantLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(gradient)
        blur.accessibilityIdentifier = "blurView"
        vibrancy.accessibilityIdentifier = "vibrancyView"
        label.text = "Blurred"
        label.textAlignment = .center
        blur.contentView.addSubview(label)
        vibrantLabel.text = "Vibrant"
        vibrantLabel.font = .systemFont(ofSize: 17, weight: .bold)
        vibrantLabel.textAlignment = .center
        vibrantLabel.accessibilityIdentifier = "vibrantLabel"
        vibrantLabel.frame = vibrancy.contentView.bounds
        vibrantLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        vibrancy.contentView.addSubview(vibrantLabel)
        blur.contentView.addSubview(vibrancy)
        addSubview(blur)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
        blur.frame = CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
        let half = blur.bounds.width / 2
        label.frame = CGRect(x: 0, y: 0, width: half, height: blur.bounds.height)
        vibrancy.frame = CGRect(x: half, y: 0, width: half, height: blur.bounds.height)
    }
}

/// A stripe whose own layer is a gradient layer (`layerClass`): it draws the gradient on
/// itself, stretched to its bounds, with no sublayer to keep in place.
final class GradientStripeView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        guard let gradient = layer as? CAGradientLayer else { return }
        gradient.colors = [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        layer.cornerRadius = 8
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A view whose own layer is a conic gradient layer: the hues around its center, starting at
/// the top (the direction of the end point from the start point) and going clockwise.
final class ConicGradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    /// Called when the view's size changes, to make the server's image of it again.
    var sizeChanged: ((CGSize) -> Void)?
    private var lastSize = CGSize.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        guard let gradient = layer as? CAGradientLayer else { return }
        gradient.type = .conic
        gradient.colors = [UIColor.systemRed, .systemYellow, .systemGreen, .systemBlue, .systemRed].map(\.cgColor)
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 0.5, y: 0)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != lastSize else { return }
        lastSize = bounds.size
        sizeChanged?(bounds.size)
    }
}

/// A star symbol in the view's tint over a text field: what the Drawing screen snapshots.
final class SnapshotSourceView: UIView {
    let star = UIImageView(image: UIImage(systemName: "star.fill"))
    let field = UITextField()
    /// Called when the view's size changes, to make the snapshot again.
    var sizeChanged: (() -> Void)?
    private var lastSize = CGSize.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        star.tintColor = .systemOrange
        star.contentMode = .scaleAspectFit
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 14)
        field.text = "Snap"
        field.accessibilityIdentifier = "snapshotField"
        addSubview(star)
        addSubview(field)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        star.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 34)
        field.frame = CGRect(x: 0, y: bounds.height - 30, width: bounds.width, height: 30)
        guard bounds.size != lastSize else { return }
        lastSize = bounds.size
        // The field lays out its text now, for the snapshot taken in its new size.
        field.layoutIfNeeded()
        sizeChanged?()
    }
}

/// The Drawing screen: the chart drawn in `draw(_:)` (replayed on a canvas by the page), the
/// same chart made into an image on the server with `UIGraphicsImageRenderer` (Cairo's pixels,
/// in an image view), a ring drawn by a shape layer whose stroke animates, a gradient layer, and
/// a stripe whose own layer is a gradient layer, a conic gradient next to the server's image of
/// it (`layer.render(in:)`), and a symbol over a text field next to a snapshot of them made on
/// the server (`drawHierarchy(in:afterScreenUpdates:)`), again as the field's text changes.
///
/// Identifiers: `chartView`, `chartImage`, `ringView` (layers `ringTrack`, `ringLayer`),
/// `gradientView` (layer `gradientLayer`, with `blurView`, a `UIVisualEffectView`),
/// `gradientStripe`, `conicGradient`, `conicImage`, `snapshotSource` (with `snapshotField`),
/// `snapshotImage`, `drawingStatus`, and the buttons `shuffleChart`,
/// `animateRing`, `pauseRing` (pauses and resumes the ring's layer time, Core Animation's recipe:
/// `speed` 0 and a `timeOffset`, then a `beginTime`).
final class DrawingViewController: UIViewController, CAAnimationDelegate {
    private let chart = ChartView()
    private let chartImage = UIImageView()
    private let ring = RingView()
    private let gradientView = GradientView()
    private let stripe = GradientStripeView()
    private let conic = ConicGradientView()
    private let conicImage = UIImageView()
    private let snapshotSource = SnapshotSourceView()
    private let snapshotImage = UIImageView()
    private let status = UILabel()
    private let pauseButton = UIButton()
    private var shuffles = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Drawing"
        view.backgroundColor = .systemBackground

        chart.backgroundColor = .secondarySystemBackground
        chart.accessibilityIdentifier = "chartView"
        chartImage.accessibilityIdentifier = "chartImage"
        chartImage.backgroundColor = .secondarySystemBackground
        ring.accessibilityIdentifier = "ringView"
        gradientView.accessibilityIdentifier = "gradientView"
        stripe.accessibilityIdentifier = "gradientStripe"
        conic.accessibilityIdentifier = "conicGradient"
        conicImage.accessibilityIdentifier = "conicImage"
        conic.sizeChanged = { [weak self] _ in self?.renderConicImage() }
        snapshotSource.accessibilityIdentifier = "snapshotSource"
        snapshotImage.accessibilityIdentifier = "snapshotImage"
        snapshotSource.sizeChanged = { [weak self] in self?.renderSnapshot() }
        snapshotSource.field.addTarget(self, action: #selector(snapshotTextChanged), for: .editingChanged)
        let gradient = gradientView.gradient
        gradient.name = "gradientLayer"
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor, UIColor.systemIndigo.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.cornerRadius = 12
        gradient.masksToBounds = true
        chart.sizeChanged = { [weak self] _ in self?.renderChartImage() }
        status.accessibilityIdentifier = "drawingStatus"
        status.text = "Ready"
        status.textColor = .secondaryLabel

        let shuffle = UIButton(configuration: .filled())
        shuffle.configuration?.title = "Shuffle"
        shuffle.accessibilityIdentifier = "shuffleChart"
        shuffle.addTarget(self, action: #selector(shuffleChart), for: .touchUpInside)
        let animate = UIButton(configuration: .filled())
        animate.configuration?.title = "Animate ring"
        animate.accessibilityIdentifier = "animateRing"
        animate.addTarget(self, action: #selector(animateRing), for: .touchUpInside)
        pauseButton.configuration = .filled()
        pauseButton.configuration?.title = "Pause"
        pauseButton.accessibilityIdentifier = "pauseRing"
        pauseButton.addTarget(self, action: #selector(pauseOrResumeRing), for: .touchUpInside)
        let buttons = UIStackView(arrangedSubviews: [shuffle, animate, pauseButton])
        buttons.spacing = 12
        buttons.distribution = .fillEqually

        let lower = UIStackView(arrangedSubviews: [ring, gradientView])
        lower.spacing = 12
        lower.distribution = .fillEqually

        let conicRow = UIStackView(arrangedSubviews: [conic, conicImage, snapshotSource, snapshotImage])
        conicRow.spacing = 12
        conicRow.distribution = .fillEqually

        let stack = UIStackView(arrangedSubviews: [chart, chartImage, lower, stripe, conicRow, buttons, status])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            chart.heightAnchor.constraint(equalToConstant: 160),
            chartImage.heightAnchor.constraint(equalToConstant: 160),
            lower.heightAnchor.constraint(equalToConstant: 110),
            stripe.heightAnchor.constraint(equalToConstant: 24),
            conicRow.heightAnchor.constraint(equalToConstant: 72),
        ])
    }

    /// The same chart, drawn on the server into an image.
    private func renderChartImage() {
        let size = chart.bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let values = chart.values
        let renderer = UIGraphicsImageRenderer(size: size)
        chartImage.image = renderer.image { context in
            ChartView.drawChart(values, in: context.cgContext, size: size)
        }
    }

    /// The conic gradient rasterized on the server, as the layer renders into an image context.
    private func renderConicImage() {
        let size = conic.bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let renderer = UIGraphicsImageRenderer(size: size)
        conicImage.image = renderer.image { context in
            conic.layer.render(in: context.cgContext)
        }
    }

    /// The symbol and the text field drawn into an image on the server.
    private func renderSnapshot() {
        let bounds = snapshotSource.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        snapshotImage.image = UIGraphicsImageRenderer(bounds: bounds).image { _ in
            _ = snapshotSource.drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
    }

    @objc private func snapshotTextChanged() {
        renderSnapshot()
    }

    @objc private func shuffleChart() {
        shuffles += 1
        chart.values = chart.values.map { _ in CGFloat.random(in: 0.15...1) }
        renderChartImage()
        status.text = "Shuffled \(shuffles)"
    }

    @objc private func animateRing() {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 0.7
        animation.duration = 1.5
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self
        ring.ring.add(animation, forKey: "fill")
        status.text = "Ring animating"
    }

    /// Holds the ring's layer time still, or lets it go on from where it stopped.
    @objc private func pauseOrResumeRing() {
        let layer = ring.ring
        if layer.speed == 0 {
            let pausedTime = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
            pauseButton.configuration?.title = "Pause"
            status.text = "Ring resumed"
        } else {
            let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
            pauseButton.configuration?.title = "Resume"
            status.text = "Ring paused"
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        status.text = flag ? "Ring filled" : "Ring stopped"
    }
}
