import Foundation

extension NSLayoutConstraint {
    /// The part of an object's visual representation that a constraint relates: an edge, a
    /// center, a size, a baseline or a margin of its alignment rectangle.
    public enum Attribute: Int, Sendable {
        /// The left side of the object's alignment rectangle.
        case left = 1
        /// The right side of the object's alignment rectangle.
        case right
        /// The top of the object's alignment rectangle.
        case top
        /// The bottom of the object's alignment rectangle.
        case bottom
        /// The leading edge: the left in left-to-right layouts, the right in right-to-left ones.
        case leading
        /// The trailing edge: the right in left-to-right layouts, the left in right-to-left ones.
        case trailing
        /// The width of the object's alignment rectangle.
        case width
        /// The height of the object's alignment rectangle.
        case height
        /// The center along the x-axis of the object's alignment rectangle.
        case centerX
        /// The center along the y-axis of the object's alignment rectangle.
        case centerY
        /// The object's last baseline; for views without text, the bottom of the rectangle.
        case lastBaseline
        /// The object's first baseline; for views without text, the top of the rectangle.
        case firstBaseline
        /// The object's left margin.
        case leftMargin
        /// The object's right margin.
        case rightMargin
        /// The object's top margin.
        case topMargin
        /// The object's bottom margin.
        case bottomMargin
        /// The object's leading margin.
        case leadingMargin
        /// The object's trailing margin.
        case trailingMargin
        /// The center along the x-axis between the object's left and right margins.
        case centerXWithinMargins
        /// The center along the y-axis between the object's top and bottom margins.
        case centerYWithinMargins
        /// A placeholder for the second attribute of a constraint that relates to a constant.
        case notAnAttribute = 0

        /// The baseline of the object; the same as `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }

        /// The axis the attribute measures along, or `nil` for `notAnAttribute`.
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
                 .topMargin, .bottomMargin, .centerYWithinMargins:
                return .vertical
            case .notAnAttribute:
                return nil
            }
        }

        /// Whether the attribute is a size rather than a position.
        var isSize: Bool { self == .width || self == .height }

        /// Whether the attribute follows the layout direction.
        var isDirectional: Bool {
            self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
        }

        /// The name UIKit prints in constraint descriptions.
        var name: String {
            switch self {
            case .left: return "left"
            case .right: return "right"
            case .top: return "top"
            case .bottom: return "bottom"
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            case .lastBaseline: return "lastBaseline"
            case .firstBaseline: return "firstBaseline"
            case .leftMargin: return "leftMargin"
            case .rightMargin: return "rightMargin"
            case .topMargin: return "topMargin"
            case .bottomMargin: return "bottomMargin"
            case .leadingMargin: return "leadingMargin"
            case .trailingMargin: return "trailingMargin"
            case .centerXWithinMargins: return "centerXWithinMargins"
            case .centerYWithinMargins: return "centerYWithinMargins"
            case .notAnAttribute: return "notAnAttribute"
            }
        }
    }
}
