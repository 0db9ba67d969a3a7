import Foundation

/// How a view animation moves over time: its duration, delay, curve or spring, and repetition.
struct ViewAnimationTiming: Equatable {
    var duration: TimeInterval
    var delay: TimeInterval = 0
    /// A CSS easing: a cubic Bézier for UIKit's curves, or `linear(…)` sampling a spring.
    var curve: String = ViewAnimationTiming.easeInOut
    var repeats = false
    var autoreverses = false

    static let easeInOut = "cubic-bezier(0.42, 0, 0.58, 1)"
    static let easeIn = "cubic-bezier(0.42, 0, 1, 1)"
    static let easeOut = "cubic-bezier(0, 0, 0.58, 1)"
    static let linear = "linear"

    /// The timing the options give: their curve (ease-in-out by default), repetition and reversal.
    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.delay = max(0, delay.isFinite ? delay : 0)
        switch options.rawValue >> 16 & 0xF {
        case 1: curve = Self.easeIn
        case 2: curve = Self.easeOut
        case 3: curve = Self.linear
        default: curve = Self.easeInOut
        }
        repeats = options.contains(.repeat)
        autoreverses = options.contains(.autoreverse)
    }

    /// How far along the curve the animation is at `elapsed` seconds after it was made, from 0
    /// to 1 (before the delay 0; past the end, 1, or where a repeating one is).
    func progress(at elapsed: TimeInterval) -> Double {
        let active = elapsed - delay
        guard active > 0 else { return 0 }
        guard duration > 0 else { return 1 }
        var cycle = active / duration
        if !repeats, cycle >= (autoreverses ? 2 : 1) { return autoreverses ? 0 : 1 }
        let whole = cycle.rounded(.down)
        cycle -= whole
        if autoreverses, Int(whole) % 2 == 1 { cycle = 1 - cycle }
        return Self.eased(cycle, curve: curve)
    }

    /// The eased value of `t` (0 to 1) on a CSS easing this type makes.
    static func eased(_ t: Double, curve: String) -> Double {
        if curve == linear { return t }
        if curve.hasPrefix("linear(") {
            let points = curve.dropFirst(7).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard points.count > 1 else { return t }
            let position = t * Double(points.count - 1)
            let index = min(Int(position), points.count - 2)
            let fraction = position - Double(index)
            return points[index] + (points[index + 1] - points[index]) * fraction
        }
        let numbers = curve.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ",")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4 else { return t }
        return cubicBezier(t, numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// The y of the cubic Bézier (0,0), (x1,y1), (x2,y2), (1,1) at the x `t`, by bisection.
    private static func cubicBezier(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func point(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if point(middle, x1, x2) < t { low = middle } else { high = middle }
        }
        return point((low + high) / 2, y1, y2)
    }

    /// A spring's curve as CSS `linear()` points: a damped oscillator released from the start
    /// toward the end with `velocity` (the whole distance per second), whose oscillation dies
    /// away within `duration`, as UIKit fits the spring of `animate(…usingSpringWithDamping:…)`.
    static func spring(damping: Double, velocity: Double, duration: TimeInterval) -> String {
        let zeta = min(max(damping, 0.01), 1)
        let time = max(duration, 0.01)
        // The envelope e^(-ζω₀t) falls to 0.1% by the end.
        let omega = log(1000) / (zeta * time)
        func position(_ t: Double) -> Double {
            if zeta < 1 {
                let damped = omega * (1 - zeta * zeta).squareRoot()
                let b = (zeta * omega - velocity) / damped
                return 1 - exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
            }
            return 1 - exp(-omega * t) * (1 + (omega - velocity) * t)
        }
        let samples = 40
        let points = (0...samples).map { index -> String in
            let value = index == samples ? 1 : position(time * Double(index) / Double(samples))
            return String(format: "%.4f", value)
        }
        return "linear(\(points.joined(separator: ", ")))"
    }
}

/// The changes an animation block makes, as it runs: for each view, the value each animatable
/// property had when the block first changed it.
@MainActor
final class ViewAnimationRecording {
    /// The recording of the block running now, if any.
    static var current: ViewAnimationRecording?

    /// The properties the page animates.
    static let animatableKeys: Set<RenderKey> = [.frame, .alpha, .background, .transform, .radius]

    let timing: ViewAnimationTiming
    let options: UIView.AnimationOptions
    private(set) var views: [UIView] = []
    private(set) var from: [ObjectIdentifier: [(key: RenderKey, value: RenderValue?)]] = [:]

    init(timing: ViewAnimationTiming, options: UIView.AnimationOptions) {
        self.timing = timing
        self.options = options
    }

    /// Keeps the value a property has before the block first changes it.
    func note(_ view: UIView, _ key: RenderKey, from value: () -> RenderValue?) {
        guard Self.animatableKeys.contains(key) else { return }
        let id = ObjectIdentifier(view)
        if from[id] == nil { views.append(view) }
        guard from[id]?.contains(where: { $0.key == key }) != true else { return }
        from[id, default: []].append((key, value()))
    }

    /// The properties `view` animates from, with the values they had.
    func startValues(of view: UIView) -> [(key: RenderKey, value: RenderValue?)] {
        from[ObjectIdentifier(view)] ?? []
    }
}

/// An animation of views that is running: until its time is up (its completion then runs with
/// `true`), or until every view it animates had its animations removed (`false`).
@MainActor
final class RunningViewAnimation {
    let timing: ViewAnimationTiming
    let allowsUserInteraction: Bool
    let startTime: TimeInterval
    private(set) var views: [UIView]
    /// Each view's start values, to interpolate the presentation from.
    let from: [ObjectIdentifier: [(key: RenderKey, value: RenderValue?)]]
    var completion: (@MainActor (Bool) -> Void)?
    var token: SceneClock.Token?

    init(recording: ViewAnimationRecording, startTime: TimeInterval, completion: (@MainActor (Bool) -> Void)?) {
        timing = recording.timing
        allowsUserInteraction = recording.options.contains(.allowUserInteraction)
        self.startTime = startTime
        views = recording.views
        from = recording.from
        self.completion = completion
    }

    func animates(_ view: UIView) -> Bool {
        views.contains { $0 === view }
    }

    /// Stops animating `view`; returns whether no view is left.
    func remove(_ view: UIView) -> Bool {
        views.removeAll { $0 === view }
        return views.isEmpty
    }
}

extension UIWindowScene {
    /// Starts the animation the block recorded: the page plays each view's change with the next
    /// patch, and the completion runs on the scene's clock once the time is up.
    func start(_ recording: ViewAnimationRecording, completion: (@MainActor (Bool) -> Void)?) {
        let clock = gestureEnvironment.clock
        let running = RunningViewAnimation(recording: recording, startTime: clock.now, completion: completion)
        for view in recording.views {
            renderer.animateProperties(of: view, from: recording.startValues(of: view), timing: recording.timing,
                                       fromCurrentState: recording.options.contains(.beginFromCurrentState))
        }
        runningAnimations.append(running)
        guard !recording.timing.repeats else { return }
        let length = recording.timing.delay + recording.timing.duration * (recording.timing.autoreverses ? 2 : 1)
        running.token = clock.schedule(after: length) { [weak self, weak running] in
            guard let self, let running else { return }
            self.finish(running, finished: true)
            self.gestureEnvironment.onTimerTurn?()
        }
    }

    func finish(_ running: RunningViewAnimation, finished: Bool) {
        guard let index = runningAnimations.firstIndex(where: { $0 === running }) else { return }
        runningAnimations.remove(at: index)
        if let token = running.token { gestureEnvironment.clock.cancel(token) }
        let completion = running.completion
        running.completion = nil
        completion?(finished)
    }

    /// Removes the view animations of `view`: the page stops showing them (the view shows its
    /// model values at once) and an animation left with no view completes with `false`.
    func removeAnimations(of view: UIView) {
        let affected = runningAnimations.filter { $0.animates(view) }
        guard !affected.isEmpty else { return }
        renderer.cancelAnimations(of: view)
        for running in affected where running.remove(view) {
            finish(running, finished: false)
        }
    }

    /// Whether touches pass through `view`: it is being animated without `allowUserInteraction`.
    func isAnimatingWithoutInteraction(_ view: UIView) -> Bool {
        runningAnimations.contains { !$0.allowsUserInteraction && $0.animates(view) }
    }

    /// The animation of `view` running now (the last made), with the values it started from.
    func runningAnimation(of view: UIView) -> RunningViewAnimation? {
        runningAnimations.last { $0.animates(view) }
    }
}
