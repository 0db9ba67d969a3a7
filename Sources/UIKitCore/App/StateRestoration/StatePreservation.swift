import Foundation

/// Saves the view controllers of one scene as UIKit preserves them: when the app delegate
/// agrees (`application(_:shouldSaveSecureApplicationState:)`), it hears
/// `application(_:willEncodeRestorableStateWith:)`, then each window's controllers are walked
/// from the root, parents first; a controller with no restoration identifier is left out with
/// everything under it. Each kept controller encodes its state, its container relationships
/// (navigation stack, tabs, split columns, pages, the controller it presents) and the state of
/// its views that have restoration identifiers. Nothing else of the scene is touched: no view is
/// loaded, no lifecycle callback runs.
@MainActor
struct StatePreservation {
    let application: UIApplication
    let scene: UIWindowScene
    private let references = RestorationReferences()

    init(application: UIApplication, scene: UIWindowScene) {
        self.application = application
        self.scene = scene
    }

    /// The app-level state and the per-window controller trees, or nil when the app saves none.
    func preserve() -> (application: [String: RestorationValue], windows: [RestorationValue])? {
        guard let delegate = application.delegate else { return nil }
        let appCoder = RestorationCoder(references: references)
        guard delegate.application(application, shouldSaveSecureApplicationState: appCoder) else { return nil }
        for window in scene.windows {
            if let root = window.rootViewController { collectPaths(of: root, under: []) }
        }
        appCoder.encode(Date().timeIntervalSince1970, forKey: UIApplication.stateRestorationTimestampKey)
        if let version = Bundle.main.infoDictionary?["CFBundleVersion"] as? String {
            appCoder.encode(version, forKey: UIApplication.stateRestorationBundleVersionKey)
        }
        delegate.application(application, willEncodeRestorableStateWith: appCoder)
        let windows = scene.windows.map { window in window.rootViewController.flatMap { node(for: $0) } ?? .null }
        return (appCoder.fields, windows)
    }

    /// The restoration identifier path of every controller that will be saved, so that coders
    /// can refer to any of them.
    private func collectPaths(of controller: UIViewController, under parent: [String]) {
        guard let identifier = controller.restorationIdentifier,
              references.pathsByController[ObjectIdentifier(controller)] == nil else { return }
        let path = parent + [identifier]
        references.pathsByController[ObjectIdentifier(controller)] = path
        for child in controller.children { collectPaths(of: child, under: path) }
        if let presented = controller.presentedController { collectPaths(of: presented, under: path) }
    }

    private func node(for controller: UIViewController) -> RestorationValue? {
        guard let path = references.path(of: controller), let identifier = path.last else { return nil }
        var fields: [String: RestorationValue] = ["identifier": .string(identifier)]
        if let restorationClass = controller.restorationClass {
            fields["restorationClass"] = .string(String(reflecting: restorationClass))
        }
        if let storyboardScene = controller.storyboardScene,
           let storyboardIdentifier = storyboardScene.element.attributes["storyboardIdentifier"] {
            fields["storyboard"] = .string(storyboardScene.storyboard.name)
            fields["storyboardIdentifier"] = .string(storyboardIdentifier)
        }
        let coder = RestorationCoder(references: references)
        controller.encodeRestorableState(with: coder)
        fields["state"] = .dictionary(coder.fields)
        if let tabs = controller as? UITabBarController, tabs.viewControllers?.isEmpty == false {
            fields["selectedIndex"] = .integer(Int64(tabs.selectedIndex))
        }
        let views = ViewRestorationState.preserve(viewsOf: controller, references: references)
        if !views.isEmpty { fields["views"] = .dictionary(views) }
        fields["children"] = .array(controller.children.compactMap { node(for: $0) })
        if let presented = controller.presentedController, let presentedNode = node(for: presented) {
            fields["presented"] = presentedNode
        }
        return .dictionary(fields)
    }
}
