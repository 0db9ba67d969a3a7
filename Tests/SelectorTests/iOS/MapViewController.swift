import UIKit

/// A controller written as for iOS: target-action by selector, an observer by selector, a
/// standard edit action it answers, and an outlet.
class MapViewController: UIViewController {
    @IBOutlet weak var modeControl: UISegmentedControl!
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let control = UISegmentedControl(items: ["Map", "Satellite"])
        view.addSubview(control)
        modeControl = control
        control.addTarget(self, action: #selector(MapViewController.mapTypeChanged(_:)), for: .valueChanged)
        NotificationCenter.default.addObserver(self, selector: #selector(handleMemoryWarning),
                                               name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
    }

    @objc func mapTypeChanged(_ sender: UISegmentedControl) {
        log.append("mapTypeChanged: \(sender.selectedSegmentIndex)")
    }

    @objc func handleMemoryWarning() {
        log.append("handleMemoryWarning")
    }

    @IBAction private func refresh(_ sender: Any?) {
        log.append("refresh: \(sender.map { "\(type(of: $0))" } ?? "nil")")
    }

    @objc(zoomToLevel:animated:) func zoom(to level: Int, animated: Bool) {
        log.append("zoom \(level) \(animated)")
    }

    @objc dynamic var level = 3

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == #selector(copy(_:)) { return true }
        return super.canPerformAction(action, withSender: sender)
    }

    @objc func copy(_ sender: Any?) {
        log.append("copy:")
    }
}

/// A subclass overrides an action without repeating `@objc`, as on iOS.
final class SatelliteViewController: MapViewController {
    override func mapTypeChanged(_ sender: UISegmentedControl) {
        log.append("satellite mapTypeChanged: \(sender.selectedSegmentIndex)")
    }
}

/// A plain object (no responder) as a target and observer.
final class Ticker: NSObject {
    var ticks = 0
    @objc func tick(_ timer: Timer) { ticks += 1 }
    @objc func tapped(sender: UIButton) { ticks += 10 }
}
