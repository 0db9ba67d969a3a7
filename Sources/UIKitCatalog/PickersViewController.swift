import UIKit

/// A picker view with two wheels, the value controls a finger drags or holds (slider, switch,
/// stepper), a color well and a button presenting a color picker, each with a label echoing its
/// value.
final class PickersViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate,
    UIColorPickerViewControllerDelegate {
    private let fruits = ["Apple", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Orange", "Peach", "Pear", "Plum"]
    private let picker = UIPickerView()
    private let pickerLabel = UILabel()
    private let slider = UISlider()
    private let sliderLabel = UILabel()
    private let valueSwitch = UISwitch()
    private let switchLabel = UILabel()
    private let stepper = UIStepper()
    private let stepperLabel = UILabel()
    private let colorWell = UIColorWell()
    private let colorLabel = UILabel()
    private let colorPickerButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pickers and values"
        view.backgroundColor = .systemBackground

        picker.dataSource = self
        picker.delegate = self
        picker.accessibilityIdentifier = "pickerView"
        pickerLabel.accessibilityIdentifier = "pickerLabel"

        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        slider.accessibilityIdentifier = "valueSlider"
        sliderLabel.accessibilityIdentifier = "sliderLabel"
        slider.addTarget(self, action: PickersViewController.sliderChanged, for: .valueChanged)

        valueSwitch.accessibilityIdentifier = "valueSwitch"
        switchLabel.accessibilityIdentifier = "switchLabel"
        valueSwitch.addTarget(self, action: PickersViewController.switchChanged, for: .valueChanged)

        stepper.maximumValue = 10
        stepper.accessibilityIdentifier = "valueStepper"
        stepperLabel.accessibilityIdentifier = "stepperLabel"
        stepper.addTarget(self, action: PickersViewController.stepperChanged, for: .valueChanged)

        colorWell.title = "Card color"
        colorWell.accessibilityIdentifier = "colorWell"
        colorLabel.accessibilityIdentifier = "colorLabel"
        colorLabel.text = "No color"
        colorWell.addAction(UIAction { [weak self] _ in self?.colorLabel.text = "Color chosen" }, for: .valueChanged)

        colorPickerButton.setTitle("Color picker…", for: .normal)
        colorPickerButton.accessibilityIdentifier = "colorPickerButton"
        colorPickerButton.addTarget(self, action: PickersViewController.presentColorPicker, for: .touchUpInside)
        let colorRow = row(colorWell, colorLabel)
        colorRow.addArrangedSubview(colorPickerButton)

        let column = UIStackView(arrangedSubviews: [
            picker, pickerLabel, slider, sliderLabel, row(valueSwitch, switchLabel), row(stepper, stepperLabel),
            colorRow,
        ])
        column.axis = .vertical
        column.alignment = .fill
        column.spacing = 12
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        showValues()
    }

    private func row(_ control: UIView, _ label: UILabel) -> UIStackView {
        control.setContentHuggingPriority(.required, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [control, label])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        return row
    }

    private func showValues() {
        let fruit = fruits[picker.selectedRow(inComponent: 0)]
        pickerLabel.text = "\(fruit) × \(picker.selectedRow(inComponent: 1) + 1)"
        sliderLabel.text = "Slider \(Int(slider.value.rounded()))"
        switchLabel.text = valueSwitch.isOn ? "Switch on" : "Switch off"
        stepperLabel.text = "Stepper \(Int(stepper.value))"
    }

    private func sliderChanged() { showValues() }
    private func switchChanged() { showValues() }
    private func stepperChanged() { showValues() }

    private func presentColorPicker() {
        let picker = UIColorPickerViewController()
        picker.title = "Label color"
        picker.selectedColor = colorLabel.textColor ?? .label
        picker.delegate = self
        present(picker, animated: true)
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool) {
        colorLabel.textColor = color
        colorLabel.text = "Label color picked"
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        colorLabel.text = "Color picker closed"
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? fruits.count : 12
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? fruits[row] : "\(row + 1)"
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 200 : 80
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        showValues()
    }
}
