import Foundation

/// What a storyboard writes for a view controller: its title and items, how it is presented,
/// and the children its relationship segues name. Its view is loaded later, when it is first
/// asked for (`UIViewController.loadView()`).
extension NibDecoder {
    @MainActor func decodeController(_ controller: UIViewController) {
        loading.alias(controller, id: NibPlan.of(element).id)
        registered = true
        if let storyboard = loading.storyboard {
            controller.storyboardScene = StoryboardScene(storyboard: storyboard, element: element)
        }
        if let title = loading.text(element, "title") { controller.title = title }
        if let navigationItem = element.child("navigationItem", key: "navigationItem") {
            NibItems.fill(controller.navigationItem, from: navigationItem, loading)
        }
        if let item = element.child("tabBarItem", key: "tabBarItem"), let made = loading.instantiate(item) as? UITabBarItem {
            controller.tabBarItem = made
        }
        let toolbarItems = element.list("toolbarItems").compactMap { loading.instantiate($0) as? UIBarButtonItem }
        if !toolbarItems.isEmpty { controller.toolbarItems = toolbarItems }
        if let style = StoryboardSegueTemplate.presentationStyle(element["modalPresentationStyle"]) {
            controller.modalPresentationStyle = style
        }
        if let style = StoryboardSegueTemplate.transitionStyle(element["modalTransitionStyle"]) {
            controller.modalTransitionStyle = style
        }
        if let hides = element.flag("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = hides }
        if let defines = element.flag("definesPresentationContext") { controller.definesPresentationContext = defines }
        if let identifier = element["restorationIdentifier"] { controller.restorationIdentifier = identifier }
        if let tableController = controller as? UITableViewController,
           let clears = element.flag("clearsSelectionOnViewWillAppear") {
            tableController.clearsSelectionOnViewWillAppear = clears
        }
        decodeRelationships(of: controller)
        decodeRuntimeAttributes(of: controller)
    }

    /// The children a container's relationship segues name, made as the container is.
    @MainActor private func decodeRelationships(of controller: UIViewController) {
        guard let storyboard = loading.storyboard else { return }
        let relationships = element.list("connections").filter { $0.name == "segue" && $0["kind"] == "relationship" }
        var children: [String: [UIViewController]] = [:]
        for segue in relationships {
            guard let relationship = segue["relationship"], let destination = segue["destination"],
                  let child = storyboard.instantiateScene(controllerID: destination, creator: nil) else { continue }
            children[relationship, default: []].append(child)
        }
        switch controller {
        case let navigation as UINavigationController:
            if let bar = element.child("navigationBar", key: "navigationBar") {
                if let large = bar.flag("prefersLargeTitles") { navigation.navigationBar.prefersLargeTitles = large }
                if let color = NibValues.color(bar.child("color", key: "tintColor")) { navigation.navigationBar.tintColor = color }
            }
            if element.flag("navigationBarHidden") == true { navigation.setNavigationBarHidden(true, animated: false) }
            if element.flag("toolbarHidden") == false { navigation.setToolbarHidden(false, animated: false) }
            if let root = children["rootViewController"]?.first { navigation.setViewControllers([root], animated: false) }
        case let split as UISplitViewController:
            // Xcode 12's columns, or the classic master and detail.
            let columns: [(String, UISplitViewController.Column)] = [
                ("primaryViewController", .primary), ("supplementaryViewController", .supplementary),
                ("secondaryViewController", .secondary), ("compactViewController", .compact),
            ]
            if split.style == .unspecified {
                split.viewControllers = (children["masterViewController"] ?? []) + (children["detailViewController"] ?? [])
            } else {
                for (relationship, column) in columns {
                    if let child = children[relationship]?.first { split.setViewController(child, for: column) }
                }
            }
        case let tabs as UITabBarController:
            if let color = NibValues.color(element.child("tabBar", key: "tabBar")?.child("color", key: "tintColor")) {
                tabs.tabBar.tintColor = color
            }
            if let list = children["viewControllers"] { tabs.setViewControllers(list, animated: false) }
        default:
            break
        }
    }
}

extension NibDecoder {
    /// The split view controller's column style, which its `init?(coder:)` reads first.
    static func splitStyle(_ coder: NSCoder) -> UISplitViewController.Style {
        guard let decoder = coder as? NibDecoder else { return .unspecified }
        return switch decoder.element["style"] {
        case "doubleColumn": .doubleColumn
        case "tripleColumn": .tripleColumn
        default: .unspecified
        }
    }
}
