import Foundation

/// The kind of timing curve a provider gives.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

extension UIView {
    /// UIKit's built-in animation curves.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }
}

/// The timing information for an animation: a cubic Bézier curve, a spring, or both.
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// The timing of an animation as a cubic Bézier curve from (0, 0) to (1, 1).
@MainActor
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

/// The timing of an animation as the motion of a spring: by damping ratio over the animator's
/// duration, or by mass, stiffness and damping, which set the duration themselves.
@MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, in whole distances per second, per dimension.
    public let initialVelocity: CGVector
    private let spring: Spring

    private enum Spring {
        case ratio(Double)
        case physical(SpringSolution)
    }

    /// A critically damped spring (damping ratio 1) over the animator's duration.
    public override convenience init() {
        self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` (1: no oscillation, smaller: more) over the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` and an initial velocity, over the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        spring = .ratio(Double(ratio))
        super.init()
    }

    /// A physical spring: its mass, stiffness and damping set how long it takes to settle, and
    /// the animator's duration is ignored, as in UIKit.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        spring = .physical(SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                          initialVelocity: Double(velocity.dx)))
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The duration the spring takes: its settling time for a physical spring, else `duration`.
    func duration(for duration: TimeInterval) -> TimeInterval {
        if case .physical(let solution) = spring { return solution.settlingDuration }
        return duration
    }

    /// The spring's curve as a CSS `linear()` easing over `duration`.
    func css(duration: TimeInterval) -> String {
        switch spring {
        case .ratio(let ratio):
            ViewAnimationTiming.spring(damping: ratio, velocity: Double(initialVelocity.dx), duration: duration)
        case .physical(let solution):
            solution.css(over: solution.settlingDuration)
        }
    }
}

/// A damped spring released from 0 toward 1: where it is over time, and when it settles.
struct SpringSolution: Equatable {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var initialVelocity: Double

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = max(mass, 0.0001)
        self.stiffness = max(stiffness, 0.0001)
        self.damping = max(damping, 0)
        self.initialVelocity = initialVelocity
    }

    /// The position at `t` seconds (1 is the end).
    func position(at t: Double) -> Double {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let v = initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v) / damped
            return 1 - exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
        }
        if zeta == 1 {
            return 1 - exp(-omega * t) * (1 + (omega - v) * t)
        }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega + root, r2 = -zeta * omega - root
        // x(t) = 1 + c1 e^(r1 t) + c2 e^(r2 t), x(0) = 0, x'(0) = v.
        let c2 = (v + r1) / (r2 - r1)
        let c1 = -1 - c2
        return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// How long it takes to come to rest: within 0.1% of the distance from then on.
    var settlingDuration: Double {
        let step = 1.0 / 240
        var settledSince: Double?
        var t = 0.0
        while t < 60 {
            if abs(1 - position(at: t)) < 0.001 {
                if settledSince == nil { settledSince = t }
                if t - settledSince! > 0.5 { return settledSince! }
            } else {
                settledSince = nil
            }
            t += step
        }
        return settledSince ?? 60
    }

    /// The motion over `duration` seconds as CSS `linear()` points.
    func css(over duration: Double) -> String {
        let samples = 60
        let points = (0...samples).map { index -> String in
            let value = index == samples ? 1 : position(at: duration * Double(index) / Double(samples))
            return String(format: "%.4f", value)
        }
        return "linear(\(points.joined(separator: ", ")))"
    }
}

/// The console warnings UIKit gives for misused animation APIs (where UIKit raises an
/// exception, UIKit Server logs the misuse and ignores the call). They go to standard error
/// unless the host routes them to its logger.
@_spi(Host) @MainActor
public enum AnimationWarnings {
    /// Receives each warning's text. The default writes it to standard error.
    public static var handler: @MainActor (String) -> Void = { message in
        FileHandle.standardError.write(Data(("UIKit warning: " + message + "\n").utf8))
    }

    static func warn(_ message: String) {
        handler(message)
    }
}
