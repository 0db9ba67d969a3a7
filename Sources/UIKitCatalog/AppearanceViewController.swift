import UIKit

/// Every appearance property of the view system, each on a view with an accessibility
/// identifier so automation can check how the browser draws it.
final class AppearanceViewController: UIViewController {
    private var views: [String: UIView] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let back = UIButton(type: .system, primaryAction: UIAction(title: "‹ Back") { [weak self] _ in
            self?.catalog?.showHome()
        })
        add(back, "backButton")

        let card = add(UIView(), "cornerCard")
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.systemRed.cgColor
        card.layer.shadowOpacity = 0.4
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowRadius = 6

        let rotated = add(UIView(), "rotatedView")
        rotated.backgroundColor = .systemOrange
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 12)

        let scaled = add(UIView(), "scaledView")
        scaled.backgroundColor = .systemGreen
        scaled.layer.anchorPoint = CGPoint(x: 0, y: 0)
        scaled.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)

        let translucent = add(UIView(), "translucentView")
        translucent.backgroundColor = .systemPurple
        translucent.alpha = 0.5

        let clipping = add(UIView(), "clippingView")
        clipping.backgroundColor = .systemTeal
        clipping.clipsToBounds = true
        clipping.layer.cornerRadius = 8
        let overflowing = UIView(frame: CGRect(x: 30, y: 30, width: 80, height: 80))
        overflowing.backgroundColor = .systemYellow
        overflowing.accessibilityIdentifier = "clippedChild"
        clipping.addSubview(overflowing)

        let hidden = add(UIView(), "hiddenView")
        hidden.backgroundColor = .systemRed
        hidden.isHidden = true

        let masked = add(UIView(), "maskedView")
        masked.backgroundColor = .systemIndigo
        let mask = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        mask.backgroundColor = .black
        mask.layer.cornerRadius = 20
        masked.mask = mask

        let back1 = add(UIView(), "zBack")
        back1.backgroundColor = .systemPink
        back1.layer.zPosition = 1
        let front = add(UIView(), "zFront")
        front.backgroundColor = .systemBrown

        let scrolled = add(UIView(), "scrolledView")
        scrolled.backgroundColor = .tertiarySystemFill
        scrolled.clipsToBounds = true
        scrolled.bounds.origin = CGPoint(x: 20, y: 0)
        let scrolledChild = UIView(frame: CGRect(x: 20, y: 10, width: 40, height: 40))
        scrolledChild.backgroundColor = .systemMint
        scrolledChild.accessibilityIdentifier = "scrolledChild"
        scrolled.addSubview(scrolledChild)

        let image = add(UIImageView(image: UIImage(named: "badge", in: .module, compatibleWith: traitCollection)), "imageView")
        image.contentMode = .scaleAspectFit
        image.backgroundColor = .secondarySystemFill

        let tinted = add(UIButton(type: .system), "tintedButton") as! UIButton
        tinted.setTitle("Tinted", for: .normal)
        tinted.tintColor = .systemPink
    }

    @discardableResult
    private func add(_ subview: UIView, _ identifier: String) -> UIView {
        subview.accessibilityIdentifier = identifier
        view.addSubview(subview)
        views[identifier] = subview
        return subview
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Two columns of 100-point cells; transforms keep their center and bounds.
        let order = ["cornerCard", "rotatedView", "scaledView", "translucentView", "clippingView", "hiddenView",
                     "maskedView", "zBack", "scrolledView", "imageView", "tintedButton"]
        place("backButton", CGRect(x: 8, y: 8, width: 100, height: 36))
        for (index, identifier) in order.enumerated() {
            let column = CGFloat(index % 2), row = CGFloat(index / 2)
            place(identifier, CGRect(x: 30 + column * 180, y: 60 + row * 125, width: 100, height: 100))
        }
        if let back = views["zBack"]?.frame {
            place("zFront", back.offsetBy(dx: 30, dy: 30))
        }
    }

    private func place(_ identifier: String, _ frame: CGRect) {
        guard let subview = views[identifier] else { return }
        // Set center and bounds rather than frame, which a transform would make undefined.
        subview.bounds.size = frame.size
        subview.center = CGPoint(x: frame.minX + subview.layer.anchorPoint.x * frame.width,
                                 y: frame.minY + subview.layer.anchorPoint.y * frame.height)
    }
}
