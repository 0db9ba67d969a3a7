import Foundation

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A function that defines the pacing of an animation as a timing curve: a cubic Bézier from
/// (0, 0) to (1, 1) through two control points.
public final class CAMediaTimingFunction: NSObject, Sendable {
    private let points: (Float, Float, Float, Float)

    /// One of the predefined timing functions.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A timing function through the control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = (min(max(c1x, 0), 1), c1y, min(max(c2x, 0), 1), c2y)
        super.init()
    }

    /// The control point at `index` (0 to 3: the start, the two control points, the end).
    public func controlPoint(at index: Int) -> (x: Float, y: Float) {
        switch index {
        case 1: (points.0, points.1)
        case 2: (points.2, points.3)
        case 3: (1, 1)
        default: (0, 0)
        }
    }

    /// The function as a CSS easing.
    var css: String {
        if points == (0, 0, 1, 1) { return ViewAnimationTiming.linear }
        return String(format: "cubic-bezier(%g, %g, %g, %g)", Double(points.0), Double(points.1), Double(points.2), Double(points.3))
    }

    /// The eased value of the time fraction `t`.
    func value(at t: Double) -> Double {
        ViewAnimationTiming.eased(t, curve: css)
    }
}
