import UIKit

/// Every standard control, each beside a label that shows its value, all with accessibility
/// identifiers so automation can drive the controls and read the values.
final class ControlsViewController: UIViewController {
    private var rows: [(control: UIView, value: UILabel)] = []
    private let back = UIButton(type: .system)

    private let toggle = UISwitch()
    private let disabledToggle = UISwitch()
    private let slider = UISlider()
    private let stepper = UIStepper()
    private let segments = UISegmentedControl(items: ["Red", "Green", "Blue"])
    private let pageCard = UIView()
    private let pages = UIPageControl()
    private let progress = UIProgressView(progressViewStyle: .default)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let largeSpinner = UIActivityIndicatorView(style: .large)
    private let spinnerButton = UIButton(type: .system)

    private let switchValue = UILabel()
    private let sliderValue = UILabel()
    private let stepperValue = UILabel()
    private let segmentValue = UILabel()
    private let pageValue = UILabel()
    private let progressValue = UILabel()
    private let spinnerValue = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        back.setTitle("‹ Back", for: .normal)
        back.accessibilityIdentifier = "backButton"
        back.addAction(UIAction { [weak self] _ in self?.catalog?.showHome() }, for: .primaryActionTriggered)
        view.addSubview(back)

        toggle.accessibilityIdentifier = "controlsSwitch"
        toggle.addAction(UIAction { [weak self] _ in self?.showValues() }, for: .valueChanged)
        addRow(toggle, value: switchValue, "switchValueLabel")

        disabledToggle.isOn = true
        disabledToggle.isEnabled = false
        disabledToggle.accessibilityIdentifier = "controlsDisabledSwitch"
        view.addSubview(disabledToggle)

        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        slider.accessibilityIdentifier = "controlsSlider"
        slider.addAction(UIAction { [weak self] _ in self?.showValues() }, for: .valueChanged)
        addRow(slider, value: sliderValue, "sliderValueLabel")

        stepper.maximumValue = 10
        stepper.accessibilityIdentifier = "controlsStepper"
        stepper.addAction(UIAction { [weak self] _ in self?.showValues() }, for: .valueChanged)
        addRow(stepper, value: stepperValue, "stepperValueLabel")

        segments.selectedSegmentIndex = 0
        segments.accessibilityIdentifier = "controlsSegmentedControl"
        segments.addAction(UIAction { [weak self] _ in self?.showValues() }, for: .valueChanged)
        addRow(segments, value: segmentValue, "segmentValueLabel")

        // Page dots are white by default, as in UIKit: they sit on a dark card.
        pageCard.backgroundColor = .systemGray
        pageCard.layer.cornerRadius = 8
        pageCard.accessibilityIdentifier = "pageControlCard"
        pages.numberOfPages = 5
        pages.accessibilityIdentifier = "controlsPageControl"
        pages.addAction(UIAction { [weak self] _ in self?.showValues() }, for: .valueChanged)
        pageCard.addSubview(pages)
        addRow(pageCard, value: pageValue, "pageValueLabel")

        progress.accessibilityIdentifier = "controlsProgressView"
        addRow(progress, value: progressValue, "progressValueLabel")

        spinner.accessibilityIdentifier = "controlsActivityIndicator"
        largeSpinner.accessibilityIdentifier = "controlsLargeActivityIndicator"
        largeSpinner.hidesWhenStopped = false
        view.addSubview(largeSpinner)
        spinnerButton.setTitle("Start", for: .normal)
        spinnerButton.accessibilityIdentifier = "activityToggleButton"
        spinnerButton.addAction(UIAction { [weak self] _ in self?.toggleSpinner() }, for: .primaryActionTriggered)
        view.addSubview(spinnerButton)
        addRow(spinner, value: spinnerValue, "activityValueLabel")

        showValues()
    }

    private func addRow(_ control: UIView, value: UILabel, _ identifier: String) {
        value.accessibilityIdentifier = identifier
        value.textAlignment = .right
        view.addSubview(control)
        view.addSubview(value)
        rows.append((control, value))
    }

    private func toggleSpinner() {
        if spinner.isAnimating {
            spinner.stopAnimating()
            largeSpinner.stopAnimating()
        } else {
            spinner.startAnimating()
            largeSpinner.startAnimating()
        }
        showValues()
    }

    /// Shows every control's value in its label; the progress bar follows the slider.
    private func showValues() {
        switchValue.text = toggle.isOn ? "On" : "Off"
        sliderValue.text = String(Int(slider.value.rounded()))
        stepperValue.text = String(Int(stepper.value))
        segmentValue.text = segments.titleForSegment(at: segments.selectedSegmentIndex) ?? "None"
        pageValue.text = "Page \(pages.currentPage + 1) of \(pages.numberOfPages)"
        progress.progress = slider.value / slider.maximumValue
        progressValue.text = "\(Int((progress.progress * 100).rounded()))%"
        spinnerValue.text = spinner.isAnimating ? "Animating" : "Stopped"
        spinnerButton.setTitle(spinner.isAnimating ? "Stop" : "Start", for: .normal)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        back.frame = CGRect(x: 8, y: 8, width: 100, height: 36)
        let valueWidth: CGFloat = 110
        let controlWidth = max(width - 40 - valueWidth - 10, 100)
        for (index, row) in rows.enumerated() {
            let rowY = 60 + CGFloat(index) * 64
            row.value.frame = CGRect(x: width - 20 - valueWidth, y: rowY + 10, width: valueWidth, height: 24)
            place(row.control, in: CGRect(x: 20, y: rowY, width: controlWidth, height: 44))
        }
        disabledToggle.frame.origin = CGPoint(x: toggle.frame.maxX + 16, y: toggle.frame.minY)
        pages.frame = pageCard.bounds
        largeSpinner.frame.origin = CGPoint(x: spinner.frame.maxX + 16, y: spinner.frame.midY - 18.5)
        spinnerButton.frame = CGRect(x: largeSpinner.frame.maxX + 16, y: spinner.frame.midY - 18, width: 70, height: 36)
    }

    /// Controls with a size of their own keep it, vertically centered in the row; the others
    /// (slider, progress bar, segmented control, page card) take the row's width.
    private func place(_ control: UIView, in row: CGRect) {
        let natural = control.sizeThatFits(row.size)
        switch control {
        case is UISwitch, is UIStepper, is UIActivityIndicatorView:
            control.frame = CGRect(x: row.minX, y: row.midY - natural.height / 2, width: natural.width, height: natural.height)
        case is UISlider, is UIProgressView, is UISegmentedControl:
            control.frame = CGRect(x: row.minX, y: row.midY - natural.height / 2, width: row.width, height: natural.height)
        default:
            control.frame = CGRect(x: row.minX, y: row.midY - 20, width: row.width, height: 40)
        }
    }
}
