// seeds/000, "protected data": as written; the notes' `...` are comments.
import UIKit

enum ProtectedDataSample {
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        // ...
        func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
    	    // 执行与受保护文件相关的操作
        }

        func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
            // 释放对受保护文件的引用或采取适当的措施来处理它. 例如，关闭文件，保存进度，或显示警告等
        }
        // ...
    }

    class SomeViewController: UIViewController {

        override func viewDidLoad() {
            super.viewDidLoad()

            NotificationCenter.default.addObserver(self, 
                                                   selector: #selector(protectedDataWillBecomeUnavailable), 
                                                   name: UIApplication.protectedDataWillBecomeUnavailableNotification, 
                                                   object: nil)

            NotificationCenter.default.addObserver(self, 
                                                   selector: #selector(protectedDataDidBecomeAvailable), 
                                                   name: UIApplication.protectedDataDidBecomeAvailableNotification, 
                                                   object: nil)
        }

        @objc func protectedDataWillBecomeUnavailable() {
            // 当受保护的数据即将不可用时执行的操作
        }

        @objc func protectedDataDidBecomeAvailable() {
            // 当受保护的数据变得可用时执行的操作
        }

        deinit {
            NotificationCenter.default.removeObserver(self)
        }
    }
}
