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
    /// The element. Elements own their plans, and every element of a compiled file lives as
    /// long as the process (`_InterfaceFiles.document`): the plan need not own it back.
    unowned(unsafe) let element: NibElement
    /// The frame Interface Builder wrote, which `UIView.init?(coder:)` gives the view.
    let frame: CGRect?
    /// Whether the object made is a view: what a superview's load adds as its subview.
    let makesView: Bool
    /// Whether the object made is a stack view, which arranges its subviews.
    let makesStackView: Bool

    // What a load reads for each object, kept here so that it reads them without looking them
    // up on the element (and without retaining what it reads, docs/storyboards.md "Cost").
    // The recipe is the element's too (`NibRecipe.of`), which keeps it.
    @exclusivity(unchecked) private unowned(unsafe) var recipeStorage: NibRecipe?
    @exclusivity(unchecked) private var subviewPlansStorage: [NibPlan]?
    @exclusivity(unchecked) private var hasSubviewVariationsStorage: Bool?

    private init(_ element: NibElement) {
        id = element.id
        registeredID = element.isReferenced ? element.id : nil
        subviews = element.list("subviews")
        connections = element.list("connections")
        self.element = element
        frame = NibValues.rect(element.child("rect", key: "frame"))
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
        // The custom class is always a kind of the element's UIKit class (`customClass(of:base:)`).
        if case .responder(_, let decoded, _) = making {
            makesView = decoded is UIView.Type
            makesStackView = decoded is UIStackView.Type
        } else {
            makesView = false
            makesStackView = false
        }
    }

    /// The recipe of the view element.
    var recipe: NibRecipe {
        if let recipeStorage { return recipeStorage }
        let recipe = NibRecipe.of(element)
        recipeStorage = recipe
        return recipe
    }

    /// The plans of the subviews' elements, in order.
    var subviewPlans: [NibPlan] {
        if let subviewPlansStorage { return subviewPlansStorage }
        let plans = subviews.map(NibPlan.of)
        subviewPlansStorage = plans
        return plans
    }

    /// Whether some subview is installed for some size classes only.
    var hasSubviewVariations: Bool {
        if let hasSubviewVariationsStorage { return hasSubviewVariationsStorage }
        let has = !NibConstraintRecipe.of(element).subviewVariations.isEmpty
        hasSubviewVariationsStorage = has
        return has
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
