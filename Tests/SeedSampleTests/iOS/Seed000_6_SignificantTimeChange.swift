// seeds/000, "significant time change": as written; the notes' `...` are comments.
import UIKit

enum TimeChangeSample {
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        // ...
        func applicationSignificantTimeChange(_ application: UIApplication) {
            // 在这里调整显示时间的对象或响应时间变化. 例如，更新显示当前时间的界面元素
        }
        // ...
    }

    class TimeSensitiveViewController: UIViewController {

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, 
                                           selector: #selector(handleSystemTimeChange), 
                                           name: UIApplication.significantTimeChangeNotification, 
                                           object: nil)
        }

        @objc func handleSystemTimeChange() {
            // 更新视图控制器中的时间相关内容
        }

        deinit {
            NotificationCenter.default.removeObserver(self)
        }
    }
}
