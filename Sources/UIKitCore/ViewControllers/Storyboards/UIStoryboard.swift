import Foundation

/// A visual representation of the app's user interface, made in Interface Builder.
///
/// The source plugin compiles the app's `.storyboard` files when the app is built
/// (docs/storyboards.md); a storyboard object instantiates their scenes' view controllers
/// through `init?(coder:)`, with their items, children and segues, and each controller loads its
/// view from the storyboard when the view is first asked for.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name, without its `.storyboard` extension.
    let name: String
    /// The bundle holding the storyboard.
    let bundle: Bundle
    /// The compiled file's path, for messages.
    let path: String
    let document: NibElement
    /// Each scene's controller element and the scene's other objects, by controller id.
    private var scenes: [String: (controller: NibElement, objects: [NibElement])] = [:]
    /// Controller ids by storyboard identifier.
    private var identifiers: [String: String] = [:]

    /// Creates a storyboard object for the storyboard file of that name in the bundle (the app's
    /// main bundle when `nil`). As iOS raises an exception, it stops the app when there is no
    /// such file.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = AppResources.bundle(for: storyboardBundleOrNil)
        guard let (path, document) = _InterfaceFiles.document(named: name, kind: .storyboard) else {
            fatalError("Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath): "
                + "add \(name).storyboard to the app's iOS folder, which the UIKit source plugin compiles")
        }
        self.path = path
        self.document = document
        super.init()
        for scene in document.list("scenes") {
            let objects = scene.list("objects")
            guard let controller = objects.first(where: { NibClasses.isController($0.name) }), let id = controller.id else { continue }
            scenes[id] = (controller, objects.filter { $0 !== controller })
            if let identifier = controller["storyboardIdentifier"] { identifiers[identifier] = id }
        }
    }

    /// Instantiates the storyboard's initial view controller, or `nil` when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document["initialViewController"] else { return nil }
        return instantiateScene(controllerID: id, creator: nil)
    }

    /// Instantiates the initial view controller through `creator`, which receives the coder to
    /// pass to the controller's `init?(coder:)` with the app's own arguments.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let id = document["initialViewController"] else { return nil }
        return instantiateScene(controllerID: id, creator: creator) as? ViewController
    }

    /// Instantiates the view controller with the storyboard identifier. An identifier the
    /// storyboard lacks stops the app, as iOS raises `NSInvalidArgumentException`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil)
    }

    /// Instantiates the view controller with the storyboard identifier through `creator`.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        guard let id = identifiers[identifier], let made = instantiateScene(controllerID: id, creator: creator) else {
            fatalError("Storyboard (<UIStoryboard: \(NibLoading.address(self))>) doesn't contain a view controller with identifier '\(identifier)'")
        }
        guard let controller = made as? ViewController else {
            fatalError("Storyboard \"\(name)\"'s view controller '\(identifier)' is a \(type(of: made)), not a \(ViewController.self)")
        }
        return controller
    }

    /// Whether the app has a storyboard of that name.
    static func exists(named name: String) -> Bool {
        _InterfaceFiles.document(named: name, kind: .storyboard) != nil
    }

    /// Whether the storyboard has a view controller with the storyboard identifier.
    func hasController(withIdentifier identifier: String) -> Bool {
        identifiers[identifier] != nil
    }

    static func missingProblem(_ name: String, key: String) -> String {
        "Info.plist's \(key) names storyboard '\(name)', and the app has no \(name).storyboard: "
            + "add it to the app's iOS folder, which the UIKit source plugin compiles"
    }

    // MARK: Scenes

    /// Makes a scene's controller with its items and children, then connects them and sends
    /// `awakeFromNib`; its view loads later.
    func instantiateScene(controllerID: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let element = scenes[controllerID]?.controller,
              case .responder(let type, let decoded, let problem) = NibPlan.of(element).making,
              let controllerClass = decoded as? UIViewController.Type else { return nil }
        let loading = NibLoading(path: path, storyboard: self, owner: nil)
        if creator == nil, let problem { loading.report(element, problem) }
        let made = loading.decode(element, as: controllerClass) { (coder: NibDecoder) -> UIViewController? in
            if let creator { return creator(coder) }
            return (type as? UIViewController.Type ?? controllerClass).init(coder: coder)
        }.made
        guard let made else { return nil }
        loading.register(made, for: element)
        // Its bar items' segues start from it.
        loading.owner = made
        loading.finish()
        return made
    }

    /// The objects of the scene whose controller has the id, other than the controller.
    func sceneObjects(controllerID: String) -> [NibElement] {
        scenes[controllerID]?.objects ?? []
    }

    /// A segue element as something to perform.
    func segueTemplate(_ element: NibElement) -> StoryboardSegueTemplate? {
        guard element["kind"] != "relationship" else { return nil }
        return StoryboardSegueTemplate(element: element, storyboard: self)
    }
}

extension NibClasses {
    static func isController(_ name: String) -> Bool {
        name.hasSuffix("Controller")
    }
}
