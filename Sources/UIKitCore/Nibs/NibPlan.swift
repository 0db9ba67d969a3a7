import Foundation

/// What making an element's object needs, resolved once per process and shared by every load:
/// its id, how its object is made and of which class, its subviews and its connections. A load
/// then makes each object without looking anything up by name (docs/storyboards.md).
@MainActor
final class NibPlan {
    enum Making {
        /// Made through `init?(coder:)` with a `NibDecoder`, of `made` (the custom class when the
        /// app has it); `decoded` is the element's UIKit class, whose initializer reads the
        /// attributes. `problem` is what UIKit logs when the custom class is missing or wrong.
        case responder(made: UIResponder.Type, decoded: UIResponder.Type, problem: String?)
        /// Made by hand: objects that are not responders.
        case object((NibElement, NibLoading) -> AnyObject?)
        /// A placeholder (File's Owner, First Responder) or an exit: nothing is made.
        case nothing(firstResponder: Bool)
    }

    let id: String?
    /// The id a load remembers the object by: the element's when another element names it.
    let registeredID: String?
    let making: Making
    /// The elements of the view's subviews, in order.
    let subviews: [NibElement]
    /// The element's outlets, actions and segues.
    let connections: [NibElement]

    private init(_ element: NibElement) {
        id = element.id
        registeredID = element.isReferenced ? element.id : nil
        subviews = element.list("subviews")
        connections = element.list("connections")
        switch element.name {
        case "placeholder":
            making = .nothing(firstResponder: element["placeholderIdentifier"] == "IBFirstResponder")
        case "exit":
            making = .nothing(firstResponder: false)
        default:
            switch NibClasses.base(for: element.name) {
            case .responder(let type)?:
                let (made, problem) = Self.customClass(of: element, base: type)
                making = .responder(made: made, decoded: type, problem: problem)
            case .object(let make)?:
                making = .object(make)
            case nil:
                making = .nothing(firstResponder: false)
            }
        }
    }

    private var idCountStorage: Int?

    /// How many objects the element (whose plan this is) and the elements below it have: a load
    /// of it makes room for them at once.
    func idCount(_ element: NibElement) -> Int {
        if let idCountStorage { return idCountStorage }
        var count = 0
        element.walk { if $0.id != nil { count += 1 } }
        idCountStorage = count
        return count
    }

    /// The plan of an element, made on first use.
    static func of(_ element: NibElement) -> NibPlan {
        if let plan = element.plan { return plan }
        let plan = NibPlan(element)
        element.plan = plan
        return plan
    }

    /// The class an element's object is made of: its custom class when the app has it and it is
    /// a kind of the element's class; otherwise the element's class, with the message UIKit logs.
    static func customClass<T: UIResponder>(of element: NibElement, base: T.Type) -> (T.Type, problem: String?) {
        guard let name = element["customClass"] else { return (base, nil) }
        guard let found = NibLoading.classNamed(name) else {
            return (base, "Unknown class \(NibLoading.shortName(name)) in Interface Builder file.")
        }
        guard let type = found as? T.Type else {
            return (base, "Class \(NibLoading.shortName(name)) in Interface Builder file is not a kind of \(base).")
        }
        return (type, nil)
    }
}
