import Foundation

/// What instantiating a view element does to its view, in Interface Builder's order: each step
/// sets one property with a value parsed from the element's attributes once per process, or
/// does what depends on the load (subviews, constraints naming other objects, translated
/// texts). Shared by every session, so that a storyboard scene costs what the same hierarchy
/// written in code costs (docs/storyboards.md).
@MainActor
final class NibRecipe {
    typealias Step = @MainActor (UIView, NibDecoder) -> Void

    private(set) var steps: [Step] = []
    /// The frame the view starts with (`UIView.init?(coder:)`).
    var frame: CGRect?

    /// The recipe of a view element, made on first use.
    static func of(_ element: NibElement) -> NibRecipe {
        if let recipe = element.recipe { return recipe }
        let recipe = NibRecipe()
        recipe.read(element)
        element.recipe = recipe
        return recipe
    }

    func add(_ step: @escaping Step) {
        steps.append(step)
    }

    /// A step for views of one class. The element's class decides which steps it has, and a
    /// recipe runs only on views of that class (`NibDecoder.finish`), so the view is one.
    func add<T: UIView>(_ type: T.Type, _ step: @escaping @MainActor (T, NibDecoder) -> Void) {
        steps.append(Self.downcasting(step))
    }

    /// The step as one for any view. Made here rather than in `add`: Swift 6 gives a closure
    /// formed in that generic method a main-actor check each time it runs, a third of the cost
    /// of a typical step.
    private static func downcasting<T: UIView>(_ step: @escaping @MainActor (T, NibDecoder) -> Void) -> Step {
        return { (view: UIView, decoder: NibDecoder) -> Void in step(unsafeDowncast(view, to: T.self), decoder) }
    }
}
