import UIKit

extension Notification.Name {
    static let selectorsCountDidChange = Notification.Name("SelectorsCountDidChange")
}

/// Written exactly as for iOS, and compiled through the UIKit source plugin (this folder is
/// excluded from the target): a button's action, a bar button item's, a double tap's and a
/// timer's named with `#selector`, an `@IBAction`, an observer by selector, and a check with
/// `responds(to:)`, and a rating view whose `@objc optional` delegate method it implements only
/// in part (it refuses no rating).
///
/// Identifiers: `selectorButton`, `selectorReset` (the bar button), `selectorCount`,
/// `selectorLog` (double tap it), `selectorTick`, `ratingStar1` … `ratingStar5`, `ratingLabel`.
final class SelectorsViewController: UIViewController, RatingViewDelegate {
    @IBOutlet private var countLabel: UILabel!
    private let logLabel = UILabel()
    private let rating = RatingView()
    private let ratingLabel = UILabel()
    private var count = 0
    private var ticks = 0
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Selectors"
        view.backgroundColor = .systemBackground

        let button = UIButton(type: .system)
        button.setTitle("Add one", for: .normal)
        button.accessibilityIdentifier = "selectorButton"
        button.addTarget(self, action: #selector(addOne(_:)), for: .touchUpInside)

        let tick = UIButton(type: .system)
        tick.setTitle("Tick three times", for: .normal)
        tick.accessibilityIdentifier = "selectorTick"
        tick.addTarget(self, action: #selector(startTicking), for: .touchUpInside)

        let reset = UIBarButtonItem(title: "Reset", style: .plain, target: self, action: #selector(SelectorsViewController.reset))
        reset.accessibilityIdentifier = "selectorReset"
        navigationItem.rightBarButtonItem = reset

        countLabel = UILabel()
        countLabel.accessibilityIdentifier = "selectorCount"
        countLabel.font = .systemFont(ofSize: 28, weight: .semibold)
        logLabel.accessibilityIdentifier = "selectorLog"
        logLabel.numberOfLines = 0
        logLabel.textColor = .secondaryLabel
        logLabel.text = "Double tap here"
        logLabel.isUserInteractionEnabled = true
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap(_:)))
        doubleTap.numberOfTapsRequired = 2
        logLabel.addGestureRecognizer(doubleTap)

        NotificationCenter.default.addObserver(self, selector: #selector(countDidChange(_:)),
                                               name: .selectorsCountDidChange, object: self)

        rating.delegate = self
        ratingLabel.accessibilityIdentifier = "ratingLabel"
        ratingLabel.text = "Not rated"

        let stack = UIStackView(arrangedSubviews: [countLabel, button, tick, logLabel, rating, ratingLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        showCount()
        log(responds(to: #selector(handleDoubleTap(_:))) ? "responds to handleDoubleTap:" : "does not respond")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        timer?.invalidate()
    }

    @IBAction func addOne(_ sender: UIButton) {
        count += 1
        NotificationCenter.default.post(name: .selectorsCountDidChange, object: self)
    }

    @objc func reset() {
        count = 0
        NotificationCenter.default.post(name: .selectorsCountDidChange, object: self)
    }

    @objc private func countDidChange(_ notification: Notification) {
        showCount()
    }

    @objc func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        log("double tap")
    }

    @objc private func startTicking() {
        timer?.invalidate()
        ticks = 0
        timer = Timer.scheduledTimer(timeInterval: 0.2, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
    }

    @objc func tick(_ timer: Timer) {
        ticks += 1
        log("tick \(ticks)")
        if ticks == 3 { timer.invalidate() }
    }

    // MARK: RatingViewDelegate (`ratingView(_:shouldChangeTo:)` is left out: every rating goes)

    func ratingViewDidChange(_ ratingView: RatingView) {
        let answers = (ratingView.delegate as? NSObject)?.responds(to: #selector(RatingViewDelegate.ratingView(_:shouldChangeTo:))) == true
        ratingLabel.text = "Rated \(ratingView.rating) of 5" + (answers ? "" : " (no veto)")
    }

    private func showCount() {
        countLabel.text = "Count: \(count)"
    }

    private func log(_ line: String) {
        logLabel.text = line
    }
}
