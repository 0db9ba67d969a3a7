// seeds/000, "app lifecycle": as written, except that the background task's identifier is a `var` set
// after the call: `let id = beginBackgroundTask { endBackgroundTask(id) }` is "variable used within its
// own initial value" on iOS too. The notes' `...` are comments.
import UIKit

enum LifecycleSample {
    // 程序入口点
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
    // ...
    	func applicationDidBecomeActive(_ application: UIApplication) {
    	    // 重新启动服务或刷新界面
    	    // 发布通知以通知其他部分应用程序已经变为活动状态
    	    NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: application)
    	}

    	func applicationWillResignActive(_ application: UIApplication) {
    	    // 暂停服务或保存状态
    	    // 发布通知以通知其他部分应用程序即将进入非活动状态
    	    NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: application)
    	}

    	func applicationDidEnterBackground(_ application: UIApplication) {
    	    // 释放共享资源、存储状态信息等
    	    // 发布通知以通知其他部分应用程序已进入后台状态
    	    NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: application)

    	    // 如果需要更多时间来执行操作，可以使用 beginBackgroundTask 方法
    	    var backgroundTaskID = UIBackgroundTaskIdentifier.invalid
    	    backgroundTaskID = application.beginBackgroundTask(withName: "MyBackgroundTask") {
    	        // 处理任务完成后的清理工作
    	        application.endBackgroundTask(backgroundTaskID)
    	    }
    	}

    	func applicationWillEnterForeground(_ application: UIApplication) {
    	    // 撤消进入后台后对应用程序所做的更改
    	    // 发布通知以通知其他部分应用程序即将进入前台状态
    	    NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: application)
    	}

    	func applicationWillTerminate(_ application: UIApplication) {
    	    // 执行最终的清理任务和数据保存任务
    	    // 发布通知以通知其他部分应用程序即将终止运行
    	    NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: application)
    	}

    }
}
