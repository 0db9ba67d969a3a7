// seeds/004, "a view in code": `ViewController`, as written.
import UIKit

enum FirstViewSample {
    class ViewController: UIViewController {
     override func viewDidLoad() {
    super.viewDidLoad()
    let firstFrame = CGRect(x: 160, y: 240, width: 100, height: 150)
    let firstView = UIView(frame: firstFrame)
    firstView.backgroundColor = UIColor.blue
    view.addSubview(firstView)
     }
    }
}
