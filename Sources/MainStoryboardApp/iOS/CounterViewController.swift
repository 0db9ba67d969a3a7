import UIKit

class CounterViewController: UIViewController {

    @IBOutlet weak var countLabel: UILabel!
    private var count = 0

    @IBAction func increment(_ sender: Any) {
        count += 1
        countLabel.text = "Count: \(count)"
    }
}
