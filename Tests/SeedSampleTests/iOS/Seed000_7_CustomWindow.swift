// seeds/000, "the window": the app delegate with a computed `window`, as written.
import UIKit

enum CustomWindowSample {
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {

        var window: UIWindow? {
            // 创建并返回自定义窗口
            let customWindow = UIWindow(frame: UIScreen.main.bounds)

            // 配置窗口属性，例如背景色、根视图控制器等
            customWindow.backgroundColor = UIColor.white
            customWindow.rootViewController = ViewController() // 自定义的根视图控制器

            return customWindow
        }

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            // 使自定义窗口可见
            window?.makeKeyAndVisible()
            return true
        }
    }


    // 示例的自定义视图控制器
    class ViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor.green
        }
    }
}
