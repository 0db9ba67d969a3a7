import ConstraintSolver
import Foundation

/// One of the four variables of a view's or guide's rectangle.
enum LayoutEdge {
    case minX, minY, width, height

    func variable(of variables: LayoutVariables) -> Variable {
        switch self {
        case .minX: return variables.minX
        case .minY: return variables.minY
        case .width: return variables.width
        case .height: return variables.height
        }
    }

    func value(of rect: CGRect) -> CGFloat {
        switch self {
        case .minX: return rect.minX
        case .minY: return rect.minY
        case .width: return rect.width
        case .height: return rect.height
        }
    }

    /// The attribute UIKit prints for the edge.
    var attribute: NSLayoutConstraint.Attribute {
        switch self {
        case .minX: return .left
        case .minY: return .top
        case .width: return .width
        case .height: return .height
        }
    }

    var name: String {
        switch self {
        case .minX: return "minX"
        case .minY: return "minY"
        case .width: return "width"
        case .height: return "height"
        }
    }
}
