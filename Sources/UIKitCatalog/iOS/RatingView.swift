import UIKit

/// The delegate of a rating view, an `@objc` protocol whose requirements are all optional, as
/// iOS delegate protocols are written.
@MainActor @objc protocol RatingViewDelegate: AnyObject {
    /// Whether the rating may become `rating`; a delegate that does not implement it allows all.
    @objc optional func ratingView(_ ratingView: RatingView, shouldChangeTo rating: Int) -> Bool
    /// Tells the delegate that the rating changed.
    @objc optional func ratingViewDidChange(_ ratingView: RatingView)
}

/// Five star buttons; a tap sets the rating, asking the delegate first if it can answer.
///
/// Identifiers: `ratingStar1` … `ratingStar5`.
final class RatingView: UIStackView {
    weak var delegate: RatingViewDelegate?
    private(set) var rating = 0

    init() {
        super.init(frame: .zero)
        axis = .horizontal
        spacing = 4
        for value in 1...5 {
            let star = UIButton(type: .system)
            star.tag = value
            star.setTitle("☆", for: .normal)
            star.titleLabel?.font = .systemFont(ofSize: 28)
            star.accessibilityIdentifier = "ratingStar\(value)"
            star.addTarget(self, action: #selector(starTapped(_:)), for: .touchUpInside)
            addArrangedSubview(star)
        }
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func starTapped(_ sender: UIButton) {
        let proposed = sender.tag
        guard delegate?.ratingView?(self, shouldChangeTo: proposed) ?? true else { return }
        rating = proposed
        for case let star as UIButton in arrangedSubviews {
            star.setTitle(star.tag <= rating ? "★" : "☆", for: .normal)
        }
        delegate?.ratingViewDidChange?(self)
    }
}
