import Foundation

/// The timing of an animation as a cubic Bézier curve from (0, 0) to (1, 1).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve these parameters stand for (`.easeInOut` for custom control points).
    public let animationCurve: UIView.AnimationCurve
    /// The curve's first control point.
    public let controlPoint1: CGPoint
    /// The curve's second control point.
    public let controlPoint2: CGPoint

    /// UIKit's default curve, ease-in ease-out.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// Parameters for one of UIKit's built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        super.init()
    }

    /// Parameters for a custom curve with the given control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as a CSS easing.
    var css: String {
        if controlPoint1 == .zero, controlPoint2 == CGPoint(x: 1, y: 1) { return ViewAnimationTiming.linear }
        func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
        return "cubic-bezier(\(number(controlPoint1.x)), \(number(controlPoint1.y)), \(number(controlPoint2.x)), \(number(controlPoint2.y)))"
    }
}
