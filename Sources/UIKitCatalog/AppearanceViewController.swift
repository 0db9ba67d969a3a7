import UIKit

/// Every appearance property of the view system, each on a view with an accessibility
/// identifier so automation can check how the browser draws it.
final class AppearanceViewController: UIViewController {
    private var views: [String: UIView] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Appearance"
        view.backgroundColor = .systemGroupedBackground
        let symbols = UIBarButtonItem(title: "Symbols", primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(CatalogScreen.symbolsAndAssets.makeController(), animated: true)
        })
        symbols.accessibilityIdentifier = "symbolsAssetsLink"
        navigationItem.rightBarButtonItem = symbols

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

        // A view scaled 2× and then given a 100-point frame: as on a device its bounds become
        // 50 points square (the label inside, drawn at twice its size, says so).
        let frameSet = add(UIView(), "frameSetView")
        frameSet.backgroundColor = .systemCyan
        frameSet.transform = CGAffineTransform(scaleX: 2, y: 2)
        frameSet.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let boundsLabel = UILabel(frame: frameSet.bounds)
        boundsLabel.text = "\(Int(frameSet.bounds.width))×\(Int(frameSet.bounds.height))"
        boundsLabel.font = .systemFont(ofSize: 10)
        boundsLabel.textAlignment = .center
        boundsLabel.accessibilityIdentifier = "frameSetBounds"
        frameSet.addSubview(boundsLabel)
        layOutCells()
    }

    @discardableResult
    private func add(_ subview: UIView, _ identifier: String) -> UIView {
        subview.accessibilityIdentifier = identifier
        views[identifier] = subview
        return subview
    }

    /// Two columns of cells, each cell showing one view 100 points square at its center; the
    /// constraints set center and bounds, which a transform leaves defined. zFront overlaps zBack
    /// in zBack's cell.
    private func layOutCells() {
        let order = ["cornerCard", "rotatedView", "scaledView", "translucentView", "clippingView", "hiddenView",
                     "maskedView", "zBack", "scrolledView", "imageView", "tintedButton", "frameSetView"]
        let grid = UIStackView()
        grid.axis = .vertical
        grid.spacing = 20
        grid.distribution = .fillEqually
        let cells = order.compactMap { views[$0] }.map(cell(showing:))
        for start in stride(from: 0, to: cells.count, by: 2) {
            // An odd last cell keeps half the width: an empty view takes the other half.
            let row = UIStackView(arrangedSubviews: start + 1 < cells.count ? [cells[start], cells[start + 1]]
                                                                            : [cells[start], UIView()])
            row.distribution = .fillEqually
            row.spacing = 20
            grid.addArrangedSubview(row)
        }
        if let back = views["zBack"], let front = views["zFront"], let cell = back.superview {
            front.translatesAutoresizingMaskIntoConstraints = false
            cell.insertSubview(front, belowSubview: back)
            NSLayoutConstraint.activate([
                front.leadingAnchor.constraint(equalTo: back.leadingAnchor, constant: 30),
                front.topAnchor.constraint(equalTo: back.topAnchor, constant: 30),
                front.widthAnchor.constraint(equalTo: back.widthAnchor),
                front.heightAnchor.constraint(equalTo: back.heightAnchor),
            ])
        }
        // The grid is taller than a phone's screen: it scrolls, below the navigation bar.
        let scrollView = UIScrollView()
        scrollView.accessibilityIdentifier = "appearanceScrollView"
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        grid.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(grid)
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            grid.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            grid.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
            grid.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            grid.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
            grid.heightAnchor.constraint(equalToConstant: 6 * 100 + 5 * 20),
        ])
    }

    private func cell(showing item: UIView) -> UIView {
        let cell = UIView()
        // A view placed by its frame keeps it: only the others are centred by constraints.
        if item.accessibilityIdentifier == "frameSetView" {
            cell.addSubview(item)
            return cell
        }
        item.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(item)
        NSLayoutConstraint.activate([
            item.widthAnchor.constraint(equalToConstant: 100),
            item.heightAnchor.constraint(equalToConstant: 100),
            item.centerXAnchor.constraint(equalTo: cell.centerXAnchor),
            item.topAnchor.constraint(equalTo: cell.topAnchor),
        ])
        return cell
    }
}
