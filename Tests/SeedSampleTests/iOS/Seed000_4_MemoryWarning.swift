// seeds/000, "memory warnings": as written; the notes' `...` are comments. Scaffolding: part 4's
// top-level statements are in a function (`watchMemoryPressure`), as a file that is not main.swift needs.
import UIKit

enum MemoryWarningSample {
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        // ...
        // 1. 调用应用程序的 applicationDidReceiveMemoryWarning() 方法
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
            // 处理内存不足警告. 例如，清除缓存、释放不必要的对象等
        }
        // ...
    }


    class ViewController: UIViewController {

    	// 2. 调用任何活动的视图控制器的 didReceiveMemoryWarning() 方法
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            // 释放视图相关的资源
        }

        override func viewDidLoad() {
            super.viewDidLoad()

            // 3. 注册内存不足通知
            NotificationCenter.default.addObserver(self, selector: #selector(handleMemoryWarning), name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        }

        deinit {
            // 在视图控制器销毁时取消注册通知
            NotificationCenter.default.removeObserver(self, name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        }

        @objc func handleMemoryWarning() {
            // 在这里处理内存不足警告. 例如，清除缓存、释放不必要的对象等
        }
    }


    // 4. 设置监听和处理内存警告的监听队列
    static func watchMemoryPressure() {
    let queue = DispatchQueue.global(qos: .default)
    let memoryPressureSource = DispatchSource.makeMemoryPressureSource(eventMask: [.warning], queue: queue)
    memoryPressureSource.setEventHandler {
        // 处理内存压力事件
    }
    memoryPressureSource.resume()
    }
}
