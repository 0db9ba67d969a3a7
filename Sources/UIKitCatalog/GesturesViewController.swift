import UIKit

/// One area per gesture recognizer, each with a label that says what it recognized, so
/// automation can drive the gestures and read the results by accessibility identifier.
final class GesturesViewController: UIViewController, UIGestureRecognizerDelegate {
    private var views: [String: UIView] = [:]
    private let tapLabel = UILabel()
    private let longPressLabel = UILabel()
    private let panLabel = UILabel()
    private let swipeLabel = UILabel()
    private let transformLabel = UILabel()
    private let square = UIView()
    private let transformTarget = UIView()
    private var pinchScale: CGFloat = 1
    private var rotation: CGFloat = 0
    private var squareCenterAtPanStart = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gestures"
        view.backgroundColor = .systemGroupedBackground

        let tapArea = add(area(.systemBlue), "tapArea")
        let single = UITapGestureRecognizer(target: self, action: GesturesViewController.tapped)
        let double = UITapGestureRecognizer(target: self, action: GesturesViewController.doubleTapped)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        tapArea.addGestureRecognizer(single)
        tapArea.addGestureRecognizer(double)
        add(label(tapLabel, "Tap or double tap"), "tapLabel")

        let pressArea = add(area(.systemOrange), "longPressArea")
        pressArea.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: GesturesViewController.pressed))
        add(label(longPressLabel, "Press and hold"), "longPressLabel")

        let panArea = add(area(.secondarySystemFill), "panArea")
        panArea.clipsToBounds = true
        square.backgroundColor = .systemGreen
        square.layer.cornerRadius = 8
        square.accessibilityIdentifier = "panSquare"
        panArea.addSubview(square)
        square.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: GesturesViewController.panned))
        add(label(panLabel, "Drag the square"), "panLabel")

        let swipeArea = add(area(.systemPurple), "swipeArea")
        let directions: [UISwipeGestureRecognizer.Direction] = [.left, .right, .up, .down]
        for direction in directions {
            let swipe = UISwipeGestureRecognizer(target: self, action: GesturesViewController.swiped)
            swipe.direction = direction
            swipeArea.addGestureRecognizer(swipe)
        }
        add(label(swipeLabel, "Swipe in any direction"), "swipeLabel")

        let transformArea = add(area(.tertiarySystemFill), "transformArea")
        transformTarget.backgroundColor = .systemPink
        transformTarget.layer.cornerRadius = 8
        transformTarget.accessibilityIdentifier = "transformTarget"
        transformTarget.isUserInteractionEnabled = false
        transformArea.addSubview(transformTarget)
        transformTarget.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            transformTarget.widthAnchor.constraint(equalToConstant: 80),
            transformTarget.heightAnchor.constraint(equalToConstant: 80),
            transformTarget.centerXAnchor.constraint(equalTo: transformArea.centerXAnchor),
            transformTarget.centerYAnchor.constraint(equalTo: transformArea.centerYAnchor),
        ])
        let pinch = UIPinchGestureRecognizer(target: self, action: GesturesViewController.pinched)
        let rotate = UIRotationGestureRecognizer(target: self, action: GesturesViewController.rotated)
        pinch.delegate = self
        transformArea.addGestureRecognizer(pinch)
        transformArea.addGestureRecognizer(rotate)
        add(label(transformLabel, "Pinch or rotate with two fingers"), "transformLabel")
        layOutAreas()
    }

    /// A column of areas, each with its label under it, across the safe area's width. The square
    /// keeps a frame of its own, which the pan gesture moves.
    private func layOutAreas() {
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 8
        for (area, label, height) in [("tapArea", "tapLabel", 80.0), ("longPressArea", "longPressLabel", 80),
                                      ("panArea", "panLabel", 140), ("swipeArea", "swipeLabel", 80),
                                      ("transformArea", "transformLabel", 140)] {
            guard let area = views[area], let label = views[label] else { continue }
            area.heightAnchor.constraint(equalToConstant: height).isActive = true
            label.heightAnchor.constraint(equalToConstant: 20).isActive = true
            column.addArrangedSubview(area)
            column.addArrangedSubview(label)
            column.setCustomSpacing(2, after: area)
        }
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        square.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 12),
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    // MARK: Actions

    private func tapped() {
        tapLabel.text = "Single tap"
    }

    private func doubleTapped() {
        tapLabel.text = "Double tap"
    }

    private func pressed(_ recognizer: UILongPressGestureRecognizer) {
        switch recognizer.state {
        case .began: longPressLabel.text = "Long press began"
        case .ended: longPressLabel.text = "Long press ended"
        case .cancelled: longPressLabel.text = "Long press cancelled"
        default: break
        }
    }

    private func panned(_ recognizer: UIPanGestureRecognizer) {
        if recognizer.state == .began { squareCenterAtPanStart = square.center }
        let translation = recognizer.translation(in: square.superview)
        square.center = CGPoint(x: squareCenterAtPanStart.x + translation.x, y: squareCenterAtPanStart.y + translation.y)
        let phase = recognizer.state == .ended ? "Dropped" : "Dragging"
        panLabel.text = "\(phase) by \(Int(translation.x)), \(Int(translation.y))"
    }

    private func swiped(_ recognizer: UISwipeGestureRecognizer) {
        let names: [(UISwipeGestureRecognizer.Direction, String)] = [(.left, "left"), (.right, "right"),
                                                                     (.up, "up"), (.down, "down")]
        let name = names.first { recognizer.direction.contains($0.0) }?.1 ?? "?"
        swipeLabel.text = "Swiped \(name)"
    }

    private func pinched(_ recognizer: UIPinchGestureRecognizer) {
        pinchScale = recognizer.scale
        applyTransform()
        if recognizer.state == .ended { pinchScale = 1 }
    }

    private func rotated(_ recognizer: UIRotationGestureRecognizer) {
        rotation = recognizer.rotation
        applyTransform()
        if recognizer.state == .ended { rotation = 0 }
    }

    private func applyTransform() {
        transformTarget.transform = CGAffineTransform(rotationAngle: rotation).scaledBy(x: pinchScale, y: pinchScale)
        let degrees = Int((rotation * 180 / .pi).rounded())
        transformLabel.text = "Scale \(String(format: "%.2f", pinchScale)), rotation \(degrees)°"
    }

    /// Pinch and rotation work together, as in photo apps.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Building

    private func area(_ color: UIColor) -> UIView {
        let area = UIView()
        area.backgroundColor = color
        area.layer.cornerRadius = 12
        return area
    }

    private func label(_ label: UILabel, _ text: String) -> UILabel {
        label.text = text
        label.font = UIFont.systemFont(ofSize: 15)
        return label
    }

    @discardableResult
    private func add(_ subview: UIView, _ identifier: String) -> UIView {
        subview.accessibilityIdentifier = identifier
        views[identifier] = subview
        return subview
    }
}
