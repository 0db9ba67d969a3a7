// seeds/004, "control events": the notes' `addTarget` call, as written, in the controller it assumes
// (`Thermostat`, its button and `resetTemperature(_:)`).
import UIKit

enum ThermostatSample {
    class Thermostat: UIViewController {
        let button = UIButton(type: .system)
        var temperature = 72

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(button)
            button.addTarget(self,
            action: #selector(Thermostat.resetTemperature(_:)),
            for: [.touchUpInside, .touchUpOutside])
        }

        @objc func resetTemperature(_ sender: UIButton) {
            temperature = 72
        }
    }
}
