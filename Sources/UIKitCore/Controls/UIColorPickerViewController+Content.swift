import Foundation

// The color picker's sheet: a 44-point header (title centered in 17-point semibold, a 44-point
// close button at the trailing edge), the 12 × 6 grid of 26-point swatches with a ring around the
// picked one, then a labelled slider for each of red, green, blue and opacity (hidden without
// `supportsAlpha`), laid out by a stack view so the sheet follows the window's size.

extension UIColorPickerViewController {
    static let sliderNames = ["Red", "Green", "Blue", "Opacity"]

    func buildColorPicker() {
        view.backgroundColor = .systemBackground
        header.text = title ?? "Colors"
        header.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        header.textAlignment = .center
        header.accessibilityIdentifier = "colorPicker.title"
        closeButton.setTitle("✕", for: .normal)
        closeButton.accessibilityIdentifier = "colorPicker.close"
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        let headerRow = UIView()
        for part in [header, closeButton] {
            part.translatesAutoresizingMaskIntoConstraints = false
            headerRow.addSubview(part)
        }
        NSLayoutConstraint.activate([
            header.centerXAnchor.constraint(equalTo: headerRow.centerXAnchor),
            header.centerYAnchor.constraint(equalTo: headerRow.centerYAnchor),
            closeButton.trailingAnchor.constraint(equalTo: headerRow.trailingAnchor),
            closeButton.centerYAnchor.constraint(equalTo: headerRow.centerYAnchor),
            closeButton.widthAnchor.constraint(equalToConstant: 44),
            closeButton.heightAnchor.constraint(equalToConstant: 44),
        ])
        grid.accessibilityIdentifier = "colorPicker.grid"
        grid.onPick = { [weak self] color in self?.pick(color, continuously: false) }
        var rows: [UIView] = [headerRow, grid]
        for (index, slider) in sliders.enumerated() {
            let name = UILabel()
            name.text = UIColorPickerViewController.sliderNames[index]
            name.widthAnchor.constraint(equalToConstant: 70).isActive = true
            slider.accessibilityIdentifier = "colorPicker.\(UIColorPickerViewController.sliderNames[index].lowercased())"
            slider.addAction(UIAction { [weak self] _ in self?.sliderChanged(continuously: true) }, for: .valueChanged)
            slider.addAction(UIAction { [weak self] _ in self?.sliderChanged(continuously: false) },
                             for: [.touchUpInside, .touchUpOutside])
            let row = sliderRows[index]
            row.addArrangedSubview(name)
            row.addArrangedSubview(slider)
            row.spacing = 8
            rows.append(row)
        }
        let column = UIStackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = 16
        column.alignment = .fill
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            headerRow.heightAnchor.constraint(equalToConstant: 44),
            grid.heightAnchor.constraint(equalToConstant: ColorSwatchGridView.gridSize.height),
        ])
        showSelectedColor()
    }

    /// Shows `selectedColor` on the sliders and rings its swatch.
    func showSelectedColor() {
        guard isViewLoaded else { return }
        let components = rgba(selectedColor)
        for (slider, value) in zip(sliders, components) { slider.value = Float(value) }
        sliderRows[3].isHidden = !supportsAlpha
        grid.selectedColor = selectedColor
    }

    func rgba(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.resolvedColor(with: traitCollection).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    /// Takes a color the user picked and tells the delegate.
    func pick(_ color: UIColor, continuously: Bool) {
        selectedColor = supportsAlpha ? color : color.withAlphaComponent(1)
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
    }

    private func sliderChanged(continuously: Bool) {
        let values = sliders.map { CGFloat($0.value) }
        pick(UIColor(red: values[0], green: values[1], blue: values[2], alpha: supportsAlpha ? values[3] : 1),
             continuously: continuously)
    }

    /// Dismisses the picker, then tells the delegate it finished.
    func close() {
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.colorPickerViewControllerDidFinish(self)
        }
    }
}

/// The grid of swatches of a color picker; a tap picks the swatch under the finger.
@MainActor
final class ColorSwatchGridView: UIView {
    static let gridSize = CGSize(width: CGFloat(ColorWellDrawing.columns) * ColorWellDrawing.gridSwatch,
                                 height: CGFloat(ColorWellDrawing.gridColors.count) * ColorWellDrawing.gridSwatch)

    var onPick: ((UIColor) -> Void)?
    var selectedColor: UIColor? {
        didSet { setNeedsLayout() }
    }
    private(set) var swatches: [(view: UIView, color: UIColor)] = []
    private let ring = UIView.controlPart()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (row, colors) in ColorWellDrawing.gridColors.enumerated() {
            for (column, color) in colors.enumerated() {
                let swatch = UIView.controlPart(color: color)
                swatch.accessibilityIdentifier = "colorPicker.swatch.\(row).\(column)"
                addSubview(swatch)
                swatches.append((swatch, color))
            }
        }
        ring.layer.borderWidth = 3
        ring.layer.borderColor = CGColor(gray: 1, alpha: 1)
        addSubview(ring)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var intrinsicContentSize: CGSize { ColorSwatchGridView.gridSize }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = ColorWellDrawing.gridSwatch, columns = ColorWellDrawing.columns
        let left = bounds.midX - ColorSwatchGridView.gridSize.width / 2
        for (index, swatch) in swatches.enumerated() {
            swatch.view.frame = CGRect(x: left + CGFloat(index % columns) * side, y: CGFloat(index / columns) * side,
                                       width: side, height: side)
        }
        let picked = selectedColor.flatMap { color in swatches.first { sameColor($0.color, color) } }
        ring.isHidden = picked == nil
        if let picked { ring.frame = picked.view.frame }
    }

    private func sameColor(_ first: UIColor, _ second: UIColor) -> Bool {
        func bytes(_ color: UIColor) -> [Int] {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            color.resolvedColor(with: traitCollection).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return [red, green, blue, alpha].map { Int(($0 * 255).rounded()) }
        }
        return bytes(first) == bytes(second)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self),
              let chosen = swatches.first(where: { $0.view.frame.contains(point) }) else { return }
        onPick?(chosen.color)
    }
}
