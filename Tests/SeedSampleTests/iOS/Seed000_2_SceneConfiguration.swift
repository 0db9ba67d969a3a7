// seeds/000, "scene configuration": as written; the notes' `...` (code left out) are comments.
import UIKit

enum SceneConfigurationSample {
    // 程序入口点
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
    // ...
    	// 表示场景创建之前, 动态地配置一些包括场景类型、场景的代理对象以及包含要显示的初始视图控制器的故事板等的信息

    	// 比如根据用户活动信息动态设置场景
    	class DefaultSceneDelegate: UIResponder, UIWindowSceneDelegate { /* ... */ }
    	class DetailSceneDelegate: UIResponder, UIWindowSceneDelegate { /* ... */ }

        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            if options.userActivities.contains(where: { $0.activityType == "com.example.myapp.showDetail" }) {
                let detailSceneConfig = UISceneConfiguration(name: "Detail Configuration", sessionRole: connectingSceneSession.role)
                detailSceneConfig.delegateClass = DetailSceneDelegate.self // Assign your custom scene delegate class
                detailSceneConfig.storyboard = UIStoryboard(name: "Main", bundle: nil) // Set the storyboard with your detail view controller
                return detailSceneConfig
            } else {
                let defaultSceneConfig = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                defaultSceneConfig.delegateClass = DefaultSceneDelegate.self // Assign your default scene delegate class
                defaultSceneConfig.storyboard = UIStoryboard(name: "Main", bundle: nil) // Set the default storyboard
                return defaultSceneConfig
            }
        }



        // 实现可选的方法以处理场景会话的丢弃, 执行清理和资源释放操作
        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            for session in sceneSessions {
                if session.persistentIdentifier == "com.example.myapp.scene1" {
    	            // 执行与场景1相关的清理
                } else if session.persistentIdentifier == "com.example.myapp.scene2" {
                    // 执行与场景2相关的清理
                }
            }
            // 更新应用程序的界面，以反映与场景关联的内容的变化
        }
    // ...
    }
}
