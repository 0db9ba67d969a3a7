import ConstraintSolver
import Foundation

/// The solver variables of one view or layout guide: its alignment rectangle, in the bounds
/// coordinates of its superview (for a guide, of its owning view).
///
/// Variables belong to the item, not to a solver, so an item keeps them when its hierarchy
/// moves to another engine, and a fitting calculation can use them in a solver of its own.
///
/// A value of the four references, which a view's layout state and a guide keep inline: as an
/// object of its own it took a 64-byte chunk beside each view's four variables.
struct LayoutVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init() {
        minX = Variable()
        minY = Variable()
        width = Variable()
        height = Variable()
    }

    init(minX: Variable, minY: Variable, width: Variable, height: Variable) {
        (self.minX, self.minY, self.width, self.height) = (minX, minY, width, height)
    }

    /// The rectangle of the last solution written to the variables.
    var rect: CGRect {
        CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
    }
}
