import UIKit

/// Every standard control, each beside a label that shows its value, all with accessibility
/// identifiers so automation can drive the controls and read the values.
final class ControlsViewController: UIViewController {
    private let rows = UIStackView()

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
        title = "Controls"
        // The same controls driven by `#selector` and `@objc`, as iOS code writes them.
        let selectors = UIBarButtonItem(title: "Selectors", primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(CatalogScreen.selectors.makeController(), animated: true)
        })
        selectors.accessibilityIdentifier = "openSelectors"
        navigationItem.rightBarButtonItem = selectors
        view.backgroundColor = .systemGroupedBackground
        rows.axis = .vertical
        rows.spacing = 20

        toggle.accessibilityIdentifier = "controlsSwitch"
        toggle.addAction(UIAction { [weak self] _ in self?.showValues() }, for: .valueChanged)
        disabledToggle.isOn = true
        disabledToggle.isEnabled = false
        disabledToggle.accessibilityIdentifier = "controlsDisabledSwitch"
        addRow([toggle, disabledToggle], value: switchValue, "switchValueLabel")

        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        slider.accessibilityIdentifier = "controlsSlider"
        slider.addAction(UIAction { [weak self] _ in self?.showValues() }, for: .valueChanged)
        addRow([slider], value: sliderValue, "sliderValueLabel", stretches: true)

        stepper.maximumValue = 10
        stepper.accessibilityIdentifier = "controlsStepper"
        stepper.addAction(UIAction { [weak self] _ in self?.showValues() }, for: .valueChanged)
        addRow([stepper], value: stepperValue, "stepperValueLabel")

        segments.selectedSegmentIndex = 0
        segments.accessibilityIdentifier = "controlsSegmentedControl"
        segments.addAction(UIAction { [weak self] _ in self?.showValues() }, for: .valueChanged)
        addRow([segments], value: segmentValue, "segmentValueLabel", stretches: true)

        // Page dots are white by default, as in UIKit: they sit on a dark card.
        pageCard.backgroundColor = .systemGray
        pageCard.layer.cornerRadius = 8
        pageCard.accessibilityIdentifier = "pageControlCard"
        pages.numberOfPages = 5
        pages.accessibilityIdentifier = "controlsPageControl"
        pages.addAction(UIAction { [weak self] _ in self?.showValues() }, for: .valueChanged)
        pageCard.addSubview(pages)
        pages.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            pageCard.heightAnchor.constraint(equalToConstant: 40),
            pages.leadingAnchor.constraint(equalTo: pageCard.leadingAnchor),
            pages.trailingAnchor.constraint(equalTo: pageCard.trailingAnchor),
            pages.topAnchor.constraint(equalTo: pageCard.topAnchor),
            pages.bottomAnchor.constraint(equalTo: pageCard.bottomAnchor),
        ])
        addRow([pageCard], value: pageValue, "pageValueLabel", stretches: true)

        progress.accessibilityIdentifier = "controlsProgressView"
        addRow([progress], value: progressValue, "progressValueLabel", stretches: true)

        spinner.accessibilityIdentifier = "controlsActivityIndicator"
        largeSpinner.accessibilityIdentifier = "controlsLargeActivityIndicator"
        largeSpinner.hidesWhenStopped = false
        spinnerButton.setTitle("Start", for: .normal)
        spinnerButton.accessibilityIdentifier = "activityToggleButton"
        spinnerButton.addAction(UIAction { [weak self] _ in self?.toggleSpinner() }, for: .primaryActionTriggered)
        NSLayoutConstraint.activate([
            spinnerButton.widthAnchor.constraint(equalToConstant: 70),
            spinnerButton.heightAnchor.constraint(equalToConstant: 36),
        ])
        addRow([spinner, largeSpinner, spinnerButton], value: spinnerValue, "activityValueLabel")

        rows.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(rows)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            rows.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
            rows.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            rows.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
        ])
        showValues()
    }

    /// A row 44 points tall: the controls, then the label with their value at the trailing edge,
    /// 110 points wide. A control that `stretches` takes the rest of the row; otherwise the
    /// controls keep their own size and an empty view takes the rest.
    private func addRow(_ controls: [UIView], value: UILabel, _ identifier: String, stretches: Bool = false) {
        value.accessibilityIdentifier = identifier
        value.textAlignment = .right
        let row = UIStackView(arrangedSubviews: controls + (stretches ? [] : [UIView()]) + [value])
        row.alignment = .center
        row.spacing = 16
        NSLayoutConstraint.activate([
            row.heightAnchor.constraint(equalToConstant: 44),
            value.widthAnchor.constraint(equalToConstant: 110),
            value.heightAnchor.constraint(equalToConstant: 24),
        ])
        rows.addArrangedSubview(row)
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
}
