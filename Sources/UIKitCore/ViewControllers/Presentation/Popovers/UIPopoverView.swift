import Foundation

/// The view a popover shows as, named after the one UIKit uses: a rounded box with a shadow
/// that holds the presented view, and the arrow outside the box that points at the source.
@MainActor
final class UIPopoverView: UIView {
    /// The radius of the box's corners, the arrow's length from the box, and its width at the box.
    static let cornerRadius: CGFloat = 13
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 26

    /// The rounded box that clips the presented view.
    let contentView = UIView()
    private let arrowView = UIView()
    private let arrowShape = CAShapeLayer()
    /// The color of the box and the arrow; the arrow's layer takes it resolved for the traits.
    private var color: UIColor = .systemBackground

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Rounded like the box it holds, so that its shadow is; it does not clip the arrow.
        layer.cornerRadius = Self.cornerRadius
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 20
        layer.shadowOffset = CGSize(width: 0, height: 4)
        contentView.layer.cornerRadius = Self.cornerRadius
        contentView.clipsToBounds = true
        addSubview(contentView)
        arrowView.isUserInteractionEnabled = false
        arrowView.layer.addSublayer(arrowShape)
        addSubview(arrowView)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        arrowShape.fillColor = color.resolvedColor(with: traitCollection).cgColor
    }

    /// Shows the placement: the box fills the view and the arrow points out of the edge facing
    /// the source, at `placement.arrowOffset` along that edge.
    func apply(_ placement: PopoverPlacement, color: UIColor) {
        let size = placement.frame.size
        contentView.frame = CGRect(origin: .zero, size: size)
        self.color = color
        contentView.backgroundColor = color
        arrowShape.fillColor = color.resolvedColor(with: traitCollection).cgColor
        let height = Self.arrowHeight, base = Self.arrowBase, offset = placement.arrowOffset
        let path = CGMutablePath()
        switch placement.arrowDirection {
        case .up:
            arrowView.frame = CGRect(x: offset - base / 2, y: -height, width: base, height: height)
            path.addLines(between: [CGPoint(x: 0, y: height), CGPoint(x: base / 2, y: 0), CGPoint(x: base, y: height)])
        case .down:
            arrowView.frame = CGRect(x: offset - base / 2, y: size.height, width: base, height: height)
            path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: base / 2, y: height), CGPoint(x: base, y: 0)])
        case .left:
            arrowView.frame = CGRect(x: -height, y: offset - base / 2, width: height, height: base)
            path.addLines(between: [CGPoint(x: height, y: 0), CGPoint(x: 0, y: base / 2), CGPoint(x: height, y: base)])
        default:
            arrowView.frame = CGRect(x: size.width, y: offset - base / 2, width: height, height: base)
            path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: height, y: base / 2), CGPoint(x: 0, y: base)])
        }
        path.closeSubpath()
        arrowShape.frame = arrowView.bounds
        arrowShape.path = path
        arrowView.isHidden = placement.arrowDirection == .unknown
    }
}
