import Foundation

/// What the storyboard knows of one controller it made: its storyboard and its scene.
@MainActor
final class StoryboardScene {
    let storyboard: UIStoryboard
    let element: NibElement

    init(storyboard: UIStoryboard, element: NibElement) {
        self.storyboard = storyboard
        self.element = element
    }

    /// The segue of the scene with the identifier: the controller's own segues and those of its
    /// view's controls, cells and items.
    func template(withIdentifier identifier: String) -> StoryboardSegueTemplate? {
        var found: NibElement?
        element.walk { candidate in
            if found == nil, candidate.name == "segue", candidate["identifier"] == identifier { found = candidate }
        }
        return found.flatMap { storyboard.segueTemplate($0) }
    }
}

/// A segue as the storyboard describes it, performed each time it is triggered.
@MainActor
struct StoryboardSegueTemplate {
    let element: NibElement
    let storyboard: UIStoryboard

    var identifier: String? { element["identifier"] }
    var kind: String { element["kind"] ?? "show" }

    /// Performs the segue from `source`, as UIKit does: a new destination, `prepare(for:sender:)`,
    /// then the transition. An unwind segue finds its destination among the controllers the
    /// source was reached from.
    func perform(from source: UIViewController, sender: Any?, anchor: AnyObject? = nil) {
        if kind == "unwind" {
            performUnwind(from: source, sender: sender)
            return
        }
        guard let id = element["destination"],
              let destination = storyboard.instantiateScene(controllerID: id, creator: creator(from: source, sender: sender)) else {
            return
        }
        let segue = makeSegue(source: source, destination: destination, sender: sender, anchor: anchor)
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The source's `@IBSegueAction` method the segue names, which makes the destination from
    /// the coder (and the sender and identifier, when it takes them).
    private func creator(from source: UIViewController, sender: Any?) -> ((NSCoder) -> UIViewController?)? {
        guard let name = element["destinationCreationSelector"] else { return nil }
        guard let invoker = _SelectorTable.invoker(for: source, Selector(name)) else {
            UIApplication.reportLaunchProblem("\(type(of: source)) has no @IBSegueAction method \(name) for segue '\(identifier ?? "")'")
            return nil
        }
        let identifier = self.identifier
        return { coder in invoker(source, [coder, sender, identifier]) as? UIViewController }
    }

    private func makeSegue(source: UIViewController, destination: UIViewController, sender: Any?,
                           anchor: AnyObject?) -> UIStoryboardSegue {
        if kind == "custom", let name = element["customClass"] {
            if let type = NSClassFromString(name) as? UIStoryboardSegue.Type {
                return type.init(identifier: identifier, source: source, destination: destination)
            }
            UIApplication.reportLaunchProblem("Unknown segue class \(NibLoading.shortName(name)) in storyboard \(storyboard.name)")
        }
        let element = self.element
        let kind = self.kind
        return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) { [weak source] in
            guard let source else { return }
            let animated = element.flag("animates") ?? true
            switch kind {
            case "showDetail":
                source.showDetailViewController(destination, sender: sender)
            case "presentation", "modal":
                if let style = Self.presentationStyle(element["modalPresentationStyle"]) { destination.modalPresentationStyle = style }
                if let style = Self.transitionStyle(element["modalTransitionStyle"]) { destination.modalTransitionStyle = style }
                source.present(destination, animated: animated)
            case "popoverPresentation":
                // Anchored where the storyboard says, else on what triggered it.
                destination.modalPresentationStyle = .popover
                let popover = destination.popoverPresentationController
                if let item = (anchor ?? sender as AnyObject?) as? UIBarButtonItem {
                    popover?.barButtonItem = item
                } else if let view = (anchor ?? sender as AnyObject?) as? UIView {
                    popover?.sourceView = view
                }
                if let directions = element.child("popoverArrowDirection", key: "popoverArrowDirection") {
                    var permitted: UIPopoverArrowDirection = []
                    if directions.flag("up") == true { permitted.insert(.up) }
                    if directions.flag("down") == true { permitted.insert(.down) }
                    if directions.flag("left") == true { permitted.insert(.left) }
                    if directions.flag("right") == true { permitted.insert(.right) }
                    if !permitted.isEmpty { popover?.permittedArrowDirections = permitted }
                }
                source.present(destination, animated: animated)
            default:
                source.show(destination, sender: sender)
            }
        }
    }

    /// An embed segue: the destination becomes a child of `parent`, its view filling the
    /// container view, after `prepare(for:sender:)`.
    func embed(in container: UIView, parent: UIViewController) {
        guard let id = element["destination"], let child = storyboard.instantiateScene(controllerID: id, creator: nil) else { return }
        let segue = UIStoryboardSegue(identifier: identifier, source: parent, destination: child) { [weak parent, weak container] in
            guard let parent, let container else { return }
            parent.addChild(child)
            child.view.frame = container.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        parent.prepare(for: segue, sender: nil)
        segue.perform()
    }

    // MARK: Unwinding

    private func performUnwind(from source: UIViewController, sender: Any?) {
        guard let name = element["unwindAction"] else { return }
        let action = Selector(name)
        let unwindSource = UIStoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender)
        guard let destination = Self.unwindDestination(from: source, for: unwindSource) else {
            UIApplication.reportLaunchProblem("No view controller of \(type(of: source))'s hierarchy implements the unwind action \(name)")
            return
        }
        let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) { [weak destination] in
            guard let destination else { return }
            Self.bringForward(destination, for: UIStoryboardSegue(identifier: nil, source: source, destination: destination))
        }
        source.prepare(for: segue, sender: sender)
        _ = _SelectorTable.invoker(for: destination, action)?(destination, [segue])
        segue.perform()
    }

    /// The end of an unwind, as UIKit does it: what is presented over the destination's hierarchy
    /// is dismissed, and each container on the way up from the destination shows the child that
    /// leads to it (`unwind(for:towards:)`).
    static func bringForward(_ destination: UIViewController, for segue: UIStoryboardSegue) {
        var presenter: UIViewController? = destination
        while let current = presenter, current.presentedViewController == nil { presenter = current.parent }
        presenter?.dismiss(animated: UIView.areAnimationsEnabled)
        var child = destination
        while let container = child.parent {
            container.unwind(for: segue, towards: child)
            child = container
        }
    }

    /// The controller an unwind goes to: going up from the source through parents and
    /// presenting controllers, the first that can perform the action, its children (the ones
    /// `allowedChildrenForUnwinding(from:)` gives, nearest first) before itself.
    static func unwindDestination(from source: UIViewController, for unwindSource: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current = source
        while true {
            let next = current.parent ?? current.presentingViewController
            guard let next else { return nil }
            if let found = search(next, excluding: current, unwindSource) { return found }
            current = next
        }
    }

    private static func search(_ controller: UIViewController, excluding: UIViewController,
                               _ unwindSource: UIStoryboardUnwindSegueSource) -> UIViewController? {
        for child in controller.allowedChildrenForUnwinding(from: unwindSource).reversed() where child !== excluding {
            if let found = search(child, excluding: excluding, unwindSource) { return found }
        }
        let can = controller.canPerformUnwindSegueAction(unwindSource.unwindAction, from: unwindSource.source,
                                                        sender: unwindSource.sender)
        return can ? controller : nil
    }

    // MARK: Styles

    static func presentationStyle(_ name: String?) -> UIModalPresentationStyle? {
        switch name {
        case "fullScreen": .fullScreen
        case "pageSheet": .pageSheet
        case "formSheet": .formSheet
        case "currentContext": .currentContext
        case "overFullScreen": .overFullScreen
        case "overCurrentContext": .overCurrentContext
        case "popover": .popover
        case "automatic": .automatic
        default: nil
        }
    }

    static func transitionStyle(_ name: String?) -> UIModalTransitionStyle? {
        switch name {
        case "coverVertical": .coverVertical
        case "flipHorizontal": .flipHorizontal
        case "crossDissolve": .crossDissolve
        case "partialCurl": .partialCurl
        default: nil
        }
    }
}

/// A segue a control, cell, bar item or gesture recognizer triggers: it asks the controller's
/// `shouldPerformSegue(withIdentifier:sender:)` first, as UIKit does for triggered segues.
@MainActor
final class StoryboardSegueTrigger {
    let template: StoryboardSegueTemplate
    @HandleReference var controller: UIViewController?
    /// A popover's anchor, the view or bar item the storyboard names.
    weak var anchor: AnyObject?

    init(template: StoryboardSegueTemplate, controller: UIViewController?) {
        self.template = template
        self.controller = controller
    }

    func fire(sender: Any?) {
        guard let controller else { return }
        if let identifier = template.identifier, !controller.shouldPerformSegue(withIdentifier: identifier, sender: sender) {
            return
        }
        template.perform(from: controller, sender: sender, anchor: anchor)
    }
}
