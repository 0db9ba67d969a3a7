import Foundation

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
