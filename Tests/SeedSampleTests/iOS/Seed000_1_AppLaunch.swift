// seeds/000, "app launch": the app delegate of the notes, as written, except that
// `FileManager.temporaryDirectory()` (no such API on iOS either) is `FileManager.default.temporaryDirectory`.
// Scaffolding it assumes: the observer method it names ("a custom observer function"), below.
import UIKit

enum AppLaunchSample {
    // 程序入口点
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
    	/* 委托对象作用
    		- 初始化数据结构
    		- 配置程序环境
    		- 响应程序通知
    		- 响应程序事件
    		- 注册所需服务
    	*/

        let sharedApp = UIApplication.shared // 访问当前程序的单利应用实例

    	// 表示启动过程开始, 但是处于非活动状态和状态恢复之前状态, 需要确保准备好所有必要数据和服务, 确保应用可以被正常恢复
        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
            // 初始化数据结构, 配置环境, 检查资源, 连接服务等
            return true
        }

    	// 表示应用准备运行, 处于状态恢复之后, 但是呈现应用窗口或引入后台运行之前, 可以进行一些 UI 配置并进行最后的启动原因处理
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
            // 检查启动原因
            if let launchOptions = launchOptions {
                // 检查是否由推送通知或其他原因启动
            }

            /*进行可选的如下配置
    	        - 设置界面选择根视图控制器
    			- 应用启动的第一次配置
    			- 从服务器下载所需数据
    			- 进行数据复制和迁移
    			- 配置用户默认首选项
    			- 设置用户账户和手机数据
            */
    	    // 获取应用程序支持目录
    	    let appSupportURL = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
    	    // 获取应用程序缓存目录
    	    let cachesURL = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)
    	    // 获取应用程序临时目录
    	    let temporaryDirectory = FileManager.default.temporaryDirectory
    		// 注册观察者，监听应用程序完成启动的通知, 其中 appDidFinishLaunching 是自定义观察者函数
            NotificationCenter.default.addObserver(self, selector: #selector(appDidFinishLaunching(_:)), name: UIApplication.didFinishLaunchingNotification, object: nil)

            return true
        }

    }

    /* LaunchOptionsKey

    	// 检查是否是通过蓝牙中心管理器的蓝牙外设启动. 表示程序关闭前使用了提供蓝牙功能（`CBCentralManager`）的对象, 因此重启应用时提供了该选项
    	// 值是一个包含之前用于蓝牙操作的中央管理器对象的恢复标识符的数组, 用于恢复连接
    	if let bluetoothCentrals = launchOptions?[.bluetoothCentrals] as? [CBCentralManagerOption: Any] {}

    	// 检查是否是通过蓝牙外设启动. 表示程序关闭前, 被作为蓝牙设备使用了, 值是一个恢复标识符的数组,用于重新连接 
    	if let bluetoothPeripherals = launchOptions?[.bluetoothPeripherals] as? [String: Any] {}

    	// 检查是否是通过CloudKit共享启动
    	if let cloudKitShareMetadata = launchOptions?[.cloudKitShareMetadata] as? CKShareMetadata {}

    	// 检查是否是通过事件归因启动
    	if let eventAttribution = launchOptions?[.eventAttribution] as? [String: Any] {}

    	// 检查是否是通过位置信息的变化启动
    	if let location = launchOptions?[.location] as? [AnyHashable: Any] {}

    	// 检查是否是通过Newsstand下载启动
    	if let newsstandDownloads = launchOptions?[.newsstandDownloads] as? [String] {}

    	// 检查是否是通过远程通知启动
    	if let remoteNotification = launchOptions?[.remoteNotification] as? [AnyHashable: Any] {}

    	// 检查是否是通过3D Touch快捷方式启动
    	if let shortcutItem = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {}

    	// 检查是否是通过另一个应用程序启动
    	if let sourceApplication = launchOptions?[.sourceApplication] as? String {}

    	// 检查是否是通过URL启动
    	if let url = launchOptions?[.url] as? URL {}

    	// 检查是否是通过用户活动启动
    	if let userActivityDictionary = launchOptions?[.userActivityDictionary] as? [AnyHashable: Any] {}

    	// 检查是否是通过特定类型的用户活动启动
    	if let userActivityType = launchOptions?[.userActivityType] as? String {}

    	// 自定义 LaunchOptionsKey
    	let remoteNotificationKey = UIApplication.LaunchOptionsKey(rawValue: "remoteNotification")
    */
}

extension AppLaunchSample.AppDelegate {
    @objc func appDidFinishLaunching(_ notification: Notification) {
        launchLog.append("appDidFinishLaunching")
    }
}

/// What the sample's observer saw.
@MainActor var launchLog: [String] = []
