import Foundation

// The spokes are drawn with the geometry and colors Flutter's `CupertinoActivityIndicator`
// extracted from iOS 13.2: for an indicator of radius r, eight spokes r/5 wide running from r/3
// to r from the center, with round ends, in #3C3C44 (light) or #EBEBF5 (dark), their opacities
// stepping from 47/255 to 147/255 around the circle. Without animation the spokes stay still.
extension UIActivityIndicatorView {
    /// The opacity of each spoke, clockwise from twelve o'clock, in 255ths.
    static let spokeAlphas: [CGFloat] = [47, 47, 47, 47, 72, 97, 122, 147]
    nonisolated static let defaultColor = UIColor.controlColor(light: (60, 60, 68, 1), dark: (235, 235, 245, 1))

    func updateAppearance() {
        let color: UIColor = color
        for (index, spoke) in spokes.enumerated() {
            spoke.backgroundColor = color.withAlphaComponent(UIActivityIndicatorView.spokeAlphas[index] / 255)
        }
        setNeedsLayout()
    }

    /// The key of the spinning animation on the indicator's layer.
    static let spinKey = "UIActivityIndicatorView.spin"

    /// Turns the spokes as iOS does: an eighth of a turn at a time, once round a second, for as
    /// long as the indicator animates (a repeating layer animation the page plays; it never keeps
    /// the scene busy). A layer out of a window cannot animate: it starts when the indicator
    /// joins one.
    func spin() {
        guard window != nil, layer.animation(forKey: Self.spinKey) == nil else { return }
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<spokes.count).map { CGFloat($0) * 2 * .pi / CGFloat(spokes.count) }
        spin.calculationMode = .discrete
        spin.duration = 1
        spin.repeatCount = .infinity
        layer.add(spin, forKey: Self.spinKey)
    }

    /// Each spoke is a rounded bar, placed at its angle around the center of the bounds.
    func layoutSpokes() {
        let radius = style.indicatorSize.width / 2
        let width = radius / 5, length = radius * 2 / 3, distance = radius * 2 / 3
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for (index, spoke) in spokes.enumerated() {
            let angle = CGFloat(index) * 2 * .pi / CGFloat(spokes.count)
            spoke.transform = .identity
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.layer.cornerRadius = width / 2
            spoke.center = CGPoint(x: center.x + distance * sin(angle), y: center.y - distance * cos(angle))
            spoke.transform = CGAffineTransform(rotationAngle: angle)
        }
    }
}

extension UIActivityIndicatorView.Style {
    /// The size of an indicator of this style.
    var indicatorSize: CGSize {
        switch self {
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        case .medium, .white, .gray: CGSize(width: 20, height: 20)
        }
    }

    /// The color of an indicator of this style when none is set.
    var defaultColor: UIColor {
        switch self {
        case .medium, .large: UIActivityIndicatorView.defaultColor
        case .white, .whiteLarge: .white
        case .gray: .gray
        }
    }
}
