import Foundation

/// What a storyboard writes for a view controller: its title and items, how it is presented,
/// and the children its relationship segues name. Its view is loaded later, when it is first
/// asked for (`UIViewController.loadView()`).
extension NibDecoder {
    @MainActor func decodeController(_ controller: UIViewController) {
        loading.alias(controller, id: NibPlan.of(element).registeredID)
        registered = true
        if let storyboard = loading.storyboard {
            controller.storyboardScene = StoryboardScene(storyboard: storyboard, element: element)
        }
        for step in NibControllerRecipe.of(element).steps { step(controller, self) }
    }

    /// The children a container's relationship segues name, made as the container is.
    @MainActor func decodeRelationships(of controller: UIViewController, _ relationships: [NibElement]) {
        guard let storyboard = loading.storyboard else { return }
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

/// What instantiating a view controller element does to its controller, read once per process
/// and shared by every session, as `NibRecipe` is for views: its title and items, how it is
/// presented, its relationship children and runtime attributes.
@MainActor
final class NibControllerRecipe {
    typealias Step = @MainActor (UIViewController, NibDecoder) -> Void

    private(set) var steps: [Step] = []

    static func of(_ element: NibElement) -> NibControllerRecipe {
        if let recipe = element.controllerRecipe { return recipe }
        let recipe = NibControllerRecipe(element)
        element.controllerRecipe = recipe
        return recipe
    }

    private init(_ element: NibElement) {
        let id = element.id
        if let title = element["title"] {
            steps.append { controller, decoder in controller.title = decoder.loading.translation(id, "title") ?? title }
        }
        if let navigationItem = element.child("navigationItem", key: "navigationItem") {
            steps.append { controller, decoder in NibItems.fill(controller.navigationItem, from: navigationItem, decoder.loading) }
        }
        if let item = element.child("tabBarItem", key: "tabBarItem") {
            steps.append { controller, decoder in
                if let made = decoder.loading.instantiate(item) as? UITabBarItem { controller.tabBarItem = made }
            }
        }
        let toolbarItems = element.list("toolbarItems")
        if !toolbarItems.isEmpty {
            steps.append { controller, decoder in
                let items = toolbarItems.compactMap { decoder.loading.instantiate($0) as? UIBarButtonItem }
                if !items.isEmpty { controller.toolbarItems = items }
            }
        }
        if let style = StoryboardSegueTemplate.presentationStyle(element["modalPresentationStyle"]) {
            steps.append { controller, _ in controller.modalPresentationStyle = style }
        }
        if let style = StoryboardSegueTemplate.transitionStyle(element["modalTransitionStyle"]) {
            steps.append { controller, _ in controller.modalTransitionStyle = style }
        }
        if let hides = element.flag("hidesBottomBarWhenPushed") {
            steps.append { controller, _ in controller.hidesBottomBarWhenPushed = hides }
        }
        if let defines = element.flag("definesPresentationContext") {
            steps.append { controller, _ in controller.definesPresentationContext = defines }
        }
        if let identifier = element["restorationIdentifier"] {
            steps.append { controller, _ in controller.restorationIdentifier = identifier }
        }
        if let clears = element.flag("clearsSelectionOnViewWillAppear") {
            steps.append { controller, _ in (controller as? UITableViewController)?.clearsSelectionOnViewWillAppear = clears }
        }
        let relationships = element.list("connections").filter { $0.name == "segue" && $0["kind"] == "relationship" }
        if !relationships.isEmpty || ["navigationController", "splitViewController", "tabBarController"].contains(element.name) {
            steps.append { controller, decoder in decoder.decodeRelationships(of: controller, relationships) }
        }
        if !element.list("userDefinedRuntimeAttributes").isEmpty {
            steps.append { controller, decoder in decoder.decodeRuntimeAttributes(of: controller) }
        }
    }
}
