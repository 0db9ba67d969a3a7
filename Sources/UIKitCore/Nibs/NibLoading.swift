import Foundation

/// One load of a nib, or of part of a storyboard: it makes the objects of the elements it is
/// given through `init?(coder:)`, remembers them by id, then connects outlets and actions and
/// sends `awakeFromNib`, in UIKit's order (docs/storyboards.md).
@MainActor
final class NibLoading {
    /// The file, for messages: `Main.storyboard`'s path.
    let path: String
    /// The storyboard the objects come from, for their controllers' `storyboard` and segues.
    let storyboard: UIStoryboard?
    /// The object that stands for File's Owner (a xib), or the scene's controller (a storyboard):
    /// actions and segues of its items and views go to it.
    var owner: AnyObject?
    /// The objects made so far (and the placeholders' stand-ins) that another element names, by id.
    @exclusivity(unchecked) private var objects: [String: AnyObject] = [:]
    /// Ids of the first responder placeholders: an action sent there goes up the responder chain.
    private var firstResponderIDs: Set<String> = []
    /// The objects whose connections this load makes, with their connection elements.
    private var sources: [(object: AnyObject, connections: [NibElement])] = []
    /// Objects that get `awakeFromNib`, in the order they were made.
    @exclusivity(unchecked) private var awakening: [Made] = []

    /// An object a load made: a responder (made through `init?(coder:)`), or another object.
    private enum Made {
        case responder(UIResponder)
        case other(AnyObject)
    }
    /// The decoder this load's objects are made with, made with the first of them.
    private var decoder: NibDecoder?
    /// Container views whose embed segues run once the objects are awake.
    private var embeds: [(template: StoryboardSegueTemplate, container: UIView)] = []

    /// Whether the app has translations of any interface file: without them a load looks none up.
    private let anyTranslations = _InterfaceFiles.hasStrings

    init(path: String, storyboard: UIStoryboard?, owner: AnyObject?) {
        self.path = path
        self.storyboard = storyboard
        self.owner = owner
    }

    /// The file's texts in the language of the session whose turn runs, as Xcode's
    /// `fr.lproj/Main.strings` translates them.
    private lazy var translations: [String: String] = {
        guard _InterfaceFiles.hasStrings else { return [:] }
        return _InterfaceFiles.strings(named: Self.fileName(path), languages: SessionLocale.current.preferredLanguages)
    }()

    /// File names by path, without folder and extension (`Main` for `…/Base.lproj/Main.storyboard`).
    private static var fileNames: [String: String] = [:]

    private static func fileName(_ path: String) -> String {
        if let name = fileNames[path] { return name }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let name = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        fileNames[path] = name
        return name
    }

    /// The translation of an object's text, by its id and key, if the session's language has one.
    func translation(_ id: String?, _ key: String) -> String? {
        guard anyTranslations, !translations.isEmpty, let id else { return nil }
        return translations["\(id).\(key)"]
    }

    /// A text of an element: its translation for the session's language (keyed by the object's
    /// id and `key`, which defaults to the attribute's name), else as written.
    func text(_ element: NibElement, _ attribute: String, key: String? = nil, id: String? = nil) -> String? {
        translation(id ?? element.id, key ?? attribute) ?? element[attribute]
    }

    // MARK: Objects

    /// Makes room for the objects of a load of `element` (few of them are named by others).
    func reserve(for element: NibElement) {
        awakening.reserveCapacity(awakening.count + NibPlan.of(element).idCount(element))
    }

    /// Stands an existing object in for an element: the owner placeholder, or a scene's controller.
    func stand(_ object: AnyObject, for element: NibElement, connects: Bool) {
        let plan = NibPlan.of(element)
        if let id = plan.registeredID { objects[id] = object }
        if connects, !plan.connections.isEmpty { sources.append((object, plan.connections)) }
    }

    /// Makes the object an element describes, through the class Interface Builder names
    /// (`customClass`) or the element's UIKit class, and registers it.
    func instantiate(_ element: NibElement) -> AnyObject? {
        instantiate(NibPlan.of(element))
    }

    func instantiate(_ plan: NibPlan) -> AnyObject? {
        switch plan.making {
        case .nothing(let firstResponder):
            if firstResponder, let id = plan.id { firstResponderIDs.insert(id) }
            return nil
        case .responder(let type, let decoded, let problem):
            return make(plan, type, as: decoded, problem: problem)
        case .object(let make):
            let element = plan.element
            guard let made = make(element, self) else { return nil }
            if let id = plan.registeredID { objects[id] = made }
            if !plan.connections.isEmpty { sources.append((made, plan.connections)) }
            awakening.append(Self.made(made))
            return made
        }
    }

    /// Makes the view of a subview's plan (`NibPlan.makesView`).
    func instantiateView(_ plan: NibPlan) -> UIView? {
        guard plan.makesView else {
            _ = instantiate(plan)
            return nil
        }
        guard case .responder(let type, let decoded, let problem) = plan.making,
              let made = make(plan, type, as: decoded, problem: problem) else { return nil }
        return unsafeDowncast(made, to: UIView.self)
    }

    /// Makes a responder through `init?(coder:)` and registers it.
    private func make(_ plan: NibPlan, _ type: UIResponder.Type, as decoded: UIResponder.Type, problem: String?) -> UIResponder? {
        if let problem { report(plan.element, problem) }
        // A view registers itself as it decodes: its constraints may name it.
        let result = decode(plan, as: decoded) { type.init(coder: $0) }
        guard let made = result.made else { return nil }
        if !result.registered, let id = plan.registeredID { objects[id] = made }
        if !plan.connections.isEmpty { sources.append((made, plan.connections)) }
        awakening.append(.responder(made))
        return made
    }

    /// Makes an object of `element`, whose UIKit class is `decodedClass`, with the load's decoder.
    func decode<Made>(_ element: NibElement, as decodedClass: AnyClass,
                      _ make: (NibDecoder) -> Made) -> (made: Made, registered: Bool) {
        decode(NibPlan.of(element), as: decodedClass, make)
    }

    func decode<Made>(_ plan: NibPlan, as decodedClass: AnyClass,
                      _ make: (NibDecoder) -> Made) -> (made: Made, registered: Bool) {
        if let decoder { return decoder.making(plan, as: decodedClass, make) }
        let coder = NibDecoder(plan: plan, loading: self, decodedClass: decodedClass)
        decoder = coder
        return coder.making(plan, as: decodedClass, make)
    }

    /// Records an object made for an element: by id, for connections, and for `awakeFromNib`.
    func register(_ object: AnyObject, for element: NibElement) {
        let plan = NibPlan.of(element)
        if let id = plan.registeredID { objects[id] = object }
        if !plan.connections.isEmpty { sources.append((object, plan.connections)) }
        awakening.append(Self.made(object))
    }

    private static func made(_ object: AnyObject) -> Made {
        if let responder = object as? UIResponder { return .responder(responder) }
        return .other(object)
    }

    /// Records an object the element names that is part of another one (a view's safe area guide).
    func alias(_ object: AnyObject, id: String?) {
        if let id { objects[id] = object }
    }

    /// The class an element's object is made of: its custom class when the app has it and it is
    /// a kind of the element's class; otherwise the element's class, with the message UIKit logs.
    func customClass<T: UIResponder>(of element: NibElement, base: T.Type) -> T.Type {
        let (type, problem) = NibPlan.customClass(of: element, base: base)
        if let problem { report(element, problem) }
        return type
    }

    func object(_ id: String?) -> AnyObject? {
        guard let id else { return nil }
        return objects[id]
    }

    /// Classes by qualified name, found once: `NSClassFromString` searches the type metadata.
    private static var classes: [String: AnyClass?] = [:]

    static func classNamed(_ name: String) -> AnyClass? {
        if let known = classes[name] { return known }
        let found: AnyClass? = NSClassFromString(name)
        classes[name] = .some(found)
        return found
    }

    // MARK: Connections

    /// Connects every outlet and action whose two ends this load made, then sends
    /// `awakeFromNib` to each object it made, as UIKit does once a nib is loaded.
    func finish() {
        for (source, connections) in sources {
            for connection in connections { connect(connection, from: source) }
        }
        for object in awakening {
            switch object {
            case .responder(let responder): responder.awakeFromNib()
            case .other(let object): NibCustomObjects.awake(object)
            }
        }
        if let controller = owner as? UIViewController {
            for (template, container) in embeds { template.embed(in: container, parent: controller) }
        }
    }

    private func connect(_ connection: NibElement, from source: AnyObject) {
        switch connection.name {
        case "outlet":
            guard let property = connection["property"], let destination = object(connection["destination"]) else { return }
            setOutlet(property, of: source, to: destination, connection: connection)
        case "outletCollection":
            guard let property = connection["property"], let destination = object(connection["destination"]) else { return }
            appendToOutletCollection(property, of: source, destination, connection: connection)
        case "action":
            guard let selector = connection["selector"], let destinationID = connection["destination"] else { return }
            let target: AnyObject? = firstResponderIDs.contains(destinationID) ? nil : object(destinationID)
            guard target != nil || firstResponderIDs.contains(destinationID) else { return }
            addAction(Selector(selector), target: target, to: source, event: connection["eventType"])
        case "segue":
            guard let storyboard, let template = storyboard.segueTemplate(connection) else { return }
            addSegueTrigger(template, to: source)
        default:
            break
        }
    }

    /// Sets an outlet as key-value coding would: UIKit's own outlets (a table's `dataSource`, a
    /// controller's `view`) directly; the app's through the setter the source plugin lists for
    /// each `@IBOutlet`.
    private func setOutlet(_ property: String, of source: AnyObject, to destination: AnyObject, connection: NibElement) {
        if NibOutlets.set(property, of: source, to: destination) { return }
        let setter = Selector("set\(property.prefix(1).uppercased())\(property.dropFirst()):")
        guard let invoker = _SelectorTable.invoker(for: source, setter) else {
            report(connection, "[<\(type(of: source)) \(Self.address(source))> setValue:forUndefinedKey:]: this class is not key "
                + "value coding-compliant for the key \(property).")
            return
        }
        _ = invoker(source, [destination])
    }

    private func appendToOutletCollection(_ property: String, of source: AnyObject, _ destination: AnyObject,
                                          connection: NibElement) {
        if property == "gestureRecognizers", let view = source as? UIView, let recognizer = destination as? UIGestureRecognizer {
            view.addGestureRecognizer(recognizer)
            return
        }
        let getter = Selector(property)
        let current = _SelectorTable.invoker(for: source, getter).map { $0(source, []) } ?? nil
        var list = (current as? [AnyObject]) ?? []
        list.append(destination)
        setOutlet(property, of: source, to: list as AnyObject, connection: connection)
    }

    private func addAction(_ selector: Selector, target: AnyObject?, to source: AnyObject, event: String?) {
        switch source {
        case let control as UIControl:
            control.addTarget(target, action: selector, for: NibValues.controlEvent(event) ?? control.defaultNibEvent)
        case let item as UIBarButtonItem:
            item.target = target
            item.action = selector
        case let recognizer as UIGestureRecognizer:
            recognizer.addTarget(target as Any, action: selector)
        default:
            break
        }
    }

    /// A segue a control, cell, bar button item or gesture recognizer triggers, for the
    /// controller that owns it; an embed segue is performed once the load is done.
    private func addSegueTrigger(_ template: StoryboardSegueTemplate, to source: AnyObject) {
        guard let controller = owner as? UIViewController else { return }
        if template.kind == "embed" {
            if let container = source as? UIView { embeds.append((template, container)) }
            return
        }
        let trigger = StoryboardSegueTrigger(template: template, controller: controller)
        trigger.anchor = object(template.element["popoverAnchorView"] ?? template.element["popoverAnchorBarButtonItem"])
        switch source {
        case let cell as UITableViewCell:
            cell.segueTrigger = trigger
        case let cell as UICollectionViewCell:
            cell.segueTrigger = trigger
        case let control as UIControl:
            control.addAction(UIAction { action in trigger.fire(sender: action.sender) }, for: control.defaultNibEvent)
        case let item as UIBarButtonItem:
            item.targetMethod = { item in trigger.fire(sender: item) }
        case let recognizer as UIGestureRecognizer:
            recognizer.addTarget(controller) { _ in { (sender: UIGestureRecognizer) in trigger.fire(sender: sender) } }
        default:
            break
        }
    }

    // MARK: Messages

    /// Says a problem in the log, naming the file, line and object, as UIKit logs it.
    func report(_ element: NibElement, _ message: String) {
        let id = element.id.map { " (object \($0))" } ?? ""
        UIApplication.reportLaunchProblem("\(message) [\((path as NSString).lastPathComponent):\(element.line)\(id)]")
    }

    static func shortName(_ qualified: String) -> String {
        qualified.split(separator: ".").last.map(String.init) ?? qualified
    }

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}
