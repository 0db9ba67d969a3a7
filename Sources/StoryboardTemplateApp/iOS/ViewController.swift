import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var greetingLabel: UILabel!
    @IBOutlet weak var noteLabel: UILabel!
    var launchNote = "" {
        didSet { noteLabel?.text = launchNote }
    }
    private var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        noteLabel.text = launchNote
    }

    @IBAction func sayHello(_ sender: UIButton) {
        taps += 1
        greetingLabel.text = taps == 1 ? "Hello 1 time" : "Hello \(taps) times"
    }
}
