import Foundation

// A color well is a 28-point ring of twelve hue segments (iOS draws a continuous hue ring) around
// a 16-point disc of the selected color; with no color the disc is clear. The color picker's grid
// of swatches has 12 columns: a row of grays from white to black, then the twelve hues in five
// rows from dark to light.

enum ColorWellDrawing {
    static let segmentCount = 12
    static let ringWidth: CGFloat = 3
    static let segmentLength: CGFloat = 8
    static let swatchDiameter: CGFloat = 16
    static let columns = 12
    static let gridSwatch: CGFloat = 26

    /// The picker's colors, row by row.
    static let gridColors: [[UIColor]] = {
        let grays = (0..<columns).map { column -> UIColor in
            let white = 1 - CGFloat(column) / CGFloat(columns - 1)
            return UIColor(red: white, green: white, blue: white, alpha: 1)
        }
        let shades: [(saturation: CGFloat, brightness: CGFloat)] = [(1, 0.35), (1, 0.6), (1, 0.9), (0.6, 1), (0.3, 1)]
        let hues = shades.map { shade in
            (0..<columns).map { column in
                UIColor(hue: CGFloat(column) / CGFloat(columns), saturation: shade.saturation,
                        brightness: shade.brightness, alpha: 1)
            }
        }
        return [grays] + hues
    }()
}

extension UIColorWell {
    func configureWell() {
        for (index, segment) in hueSegments.enumerated() {
            segment.backgroundColor = UIColor(hue: CGFloat(index) / CGFloat(ColorWellDrawing.segmentCount),
                                              saturation: 1, brightness: 1, alpha: 1)
            segment.layer.cornerRadius = ColorWellDrawing.ringWidth / 2
            addSubview(segment)
        }
        addSubview(swatch)
        updateAppearance()
        setNeedsLayout()
    }

    func updateAppearance() {
        swatch.backgroundColor = selectedColor
        swatch.layer.borderWidth = selectedColor == nil ? 1 : 0
        swatch.layer.borderColor = CGColor(gray: 0.5, alpha: 0.3)
        alpha = isEnabled ? 1 : 0.4
    }

    func layoutWell() {
        let size = UIColorWell.wellSize
        let center = CGPoint(x: bounds.minX + size.width / 2, y: bounds.minY + size.height / 2)
        let radius = size.width / 2 - ColorWellDrawing.ringWidth / 2
        for (index, segment) in hueSegments.enumerated() {
            let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(ColorWellDrawing.segmentCount) - .pi / 2
            segment.transform = .identity
            segment.frame = CGRect(x: center.x + radius * cos(angle) - ColorWellDrawing.segmentLength / 2,
                                   y: center.y + radius * sin(angle) - ColorWellDrawing.ringWidth / 2,
                                   width: ColorWellDrawing.segmentLength, height: ColorWellDrawing.ringWidth)
            segment.transform = CGAffineTransform(rotationAngle: angle + .pi / 2)
        }
        let diameter = ColorWellDrawing.swatchDiameter
        swatch.frame = CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
    }
}
