import Foundation

/// Restores the view controllers of one scene from its archive as UIKit does. When the app
/// delegate agrees (`application(_:shouldRestoreSecureApplicationState:)`):
/// 1. every saved controller is found, parents first: its restoration class makes it (nil:
///    not restored, nor anything under it); without one, the app delegate's
///    `application(_:viewControllerWithRestorationIdentifierPath:coder:)`; else the controller
///    already there with the same identifier path (made by the app or its storyboard); else a
///    new one from the storyboard it came from;
/// 2. each is decoded, parents first: its container relationships are put back (the navigation
///    stack, the tabs and the selected tab, split columns, the page, the presented controller),
///    then `decodeRestorableState(with:)`, then its views' state;
/// 3. `applicationFinishedRestoringState()` on each, then the app delegate's
///    `application(_:didDecodeRestorableStateWith:)`.
@MainActor
final class StateRestoration {
    private let application: UIApplication
    private let scene: UIWindowScene
    private let references = RestorationReferences()
    private var existing: [[String]: UIViewController] = [:]
    private var restored: [Entry] = []

    /// One restored controller and where it goes.
    private struct Entry {
        let controller: UIViewController
        let fields: [String: RestorationValue]
        let coder: RestorationCoder
        var children: [Int] = []
        var presented: Int?
    }

    init(application: UIApplication, scene: UIWindowScene) {
        self.application = application
        self.scene = scene
    }

    func restore(application appFields: [String: RestorationValue], windows: [RestorationValue]) {
        guard let delegate = application.delegate else { return }
        let appCoder = RestorationCoder(fields: appFields, references: references)
        guard delegate.application(application, shouldRestoreSecureApplicationState: appCoder) else { return }
        for window in scene.windows {
            if let root = window.rootViewController { collectExisting(root, under: []) }
        }
        let roots = windows.map { make($0, under: []) }
        let sceneWindows = scene.windows
        for (index, root) in roots.enumerated() {
            guard let root else { continue }
            if index < sceneWindows.count, sceneWindows[index].rootViewController !== restored[root].controller {
                sceneWindows[index].rootViewController = restored[root].controller
            }
            decode(root)
        }
        for entry in restored { entry.controller.applicationFinishedRestoringState() }
        delegate.application(application, didDecodeRestorableStateWith: appCoder)
    }

    private func collectExisting(_ controller: UIViewController, under parent: [String]) {
        guard let identifier = controller.restorationIdentifier else { return }
        let path = parent + [identifier]
        guard existing[path] == nil else { return }
        existing[path] = controller
        for child in controller.children { collectExisting(child, under: path) }
        if let presented = controller.presentedController { collectExisting(presented, under: path) }
    }

    // MARK: Finding the controllers

    /// Finds or makes the controller of a saved node and those under it; its entry's index.
    private func make(_ node: RestorationValue, under parent: [String]) -> Int? {
        let fields = node.fields
        guard case .string(let identifier)? = fields["identifier"] else { return nil }
        let path = parent + [identifier]
        guard references.restoredByPath[path] == nil else { return nil }
        var extras: [String: Any] = [:]
        let storyboard = savedStoryboard(fields)
        if let storyboard { extras[UIApplication.stateRestorationViewControllerStoryboardKey] = storyboard }
        let coder = RestorationCoder(fields: fields["state"]?.fields ?? [:], references: references, extras: extras)
        guard let controller = controller(at: path, fields: fields, coder: coder, storyboard: storyboard) else { return nil }
        references.restoredByPath[path] = controller
        var entry = Entry(controller: controller, fields: fields, coder: coder)
        let index = restored.count
        restored.append(entry)
        if case .array(let children)? = fields["children"] {
            entry.children = children.compactMap { make($0, under: path) }
        }
        if let presented = fields["presented"] { entry.presented = make(presented, under: path) }
        restored[index] = entry
        return index
    }

    private func controller(at path: [String], fields: [String: RestorationValue], coder: RestorationCoder,
                            storyboard: UIStoryboard?) -> UIViewController? {
        if case .string(let className)? = fields["restorationClass"] {
            guard let restorationClass = RestorationClasses.type(named: className) as? any UIViewControllerRestoration.Type else {
                RestorationLog.warn("no restoration class \(className) for \(path.joined(separator: "/")); it is not restored")
                return nil
            }
            return restorationClass.viewController(withRestorationIdentifierPath: path, coder: coder)
        }
        if let delegate = application.delegate,
           let made = delegate.application(application, viewControllerWithRestorationIdentifierPath: path, coder: coder) {
            return made
        }
        if let found = existing[path] { return found }
        if let storyboard, case .string(let identifier)? = fields["storyboardIdentifier"], storyboard.hasController(withIdentifier: identifier) {
            let made = storyboard.instantiateViewController(withIdentifier: identifier)
            made.restorationIdentifier = path.last
            return made
        }
        return nil
    }

    private func savedStoryboard(_ fields: [String: RestorationValue]) -> UIStoryboard? {
        guard case .string(let name)? = fields["storyboard"], UIStoryboard.exists(named: name) else { return nil }
        return UIStoryboard(name: name, bundle: nil)
    }

    // MARK: Decoding

    private func decode(_ index: Int) {
        let entry = restored[index]
        let controller = entry.controller
        restoreContainment(of: controller, children: entry.children.map { restored[$0].controller }, fields: entry.fields)
        let savedViews = entry.fields["views"]?.fields ?? [:]
        var views: [String: UIView] = [:]
        if !savedViews.isEmpty {
            controller.loadViewIfNeeded()
            if let root = controller.viewIfLoaded { views = ViewRestorationState.restorableViews(of: controller, root: root) }
        }
        let textsBefore = ViewRestorationState.texts(of: views)
        controller.decodeRestorableState(with: entry.coder)
        ViewRestorationState.restore(savedViews, in: views, textsBefore: textsBefore, references: references, scene: scene)
        for child in entry.children { decode(child) }
        if let presented = entry.presented {
            let presentedController = restored[presented].controller
            if presentedController.presentingViewController == nil, controller.presentedController == nil {
                UIView.performWithoutAnimation { controller.present(presentedController, animated: false) }
            }
            decode(presented)
        }
    }

    /// Puts a container's restored children back where they were.
    private func restoreContainment(of controller: UIViewController, children: [UIViewController], fields: [String: RestorationValue]) {
        switch controller {
        case let navigation as UINavigationController:
            if !children.isEmpty, !Self.same(navigation.viewControllers, children) {
                navigation.setViewControllers(children, animated: false)
            }
        case let tabs as UITabBarController:
            if !children.isEmpty, (tabs.viewControllers ?? []).isEmpty {
                tabs.setViewControllers(children, animated: false)
            }
            if case .integer(let selected)? = fields["selectedIndex"], selected >= 0, selected < (tabs.viewControllers?.count ?? 0) {
                tabs.selectedIndex = Int(selected)
            }
        case let split as UISplitViewController:
            if children.count >= 2, !Self.same(split.viewControllers, children) { split.viewControllers = children }
        case let pages as UIPageViewController:
            if let first = children.first, pages.viewControllers?.first !== first {
                pages.setViewControllers([first], direction: .forward, animated: false)
            }
        default:
            break
        }
    }

    private static func same(_ left: [UIViewController], _ right: [UIViewController]) -> Bool {
        left.count == right.count && zip(left, right).allSatisfy { $0 === $1 }
    }
}
