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
    /// The model values the properties had before the block, for an animator that goes back
    /// to its start or stops where it is.
    private(set) var modelFrom: [ObjectIdentifier: [AnimatedModelValue]] = [:]

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
        if let model = AnimatedModelValue(of: view, key) { modelFrom[id, default: []].append(model) }
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
    /// Each view's model values before the animation, for an interaction that takes it back to
    /// its start (`UIPercentDrivenInteractiveTransition.cancel()`).
    let modelFrom: [ObjectIdentifier: [AnimatedModelValue]]
    var completion: (@MainActor (Bool) -> Void)?
    var token: SceneClock.Token?
    /// When the animation ends by itself on the scene's clock; `nil` while it never will
    /// (repeating forever, or a paused animator).
    var endTime: TimeInterval?
    /// Where along its curve the animation is now, when something other than the clock says
    /// (a property animator, paused or scrubbed).
    var progressNow: (@MainActor () -> Double)?
    /// For a keyframe animation, each view's keyframes, for its presentation.
    var keyframes: [ObjectIdentifier: [RenderKeyframe]] = [:]
    /// What plays the animation and must live while it runs (a property animator the app let go).
    var owner: AnyObject?

    init(recording: ViewAnimationRecording, startTime: TimeInterval, completion: (@MainActor (Bool) -> Void)?) {
        timing = recording.timing
        allowsUserInteraction = recording.options.contains(.allowUserInteraction)
        self.startTime = startTime
        views = recording.views
        from = recording.from
        modelFrom = recording.modelFrom
        self.completion = completion
    }

    /// An animation of `views` with nothing to interpolate (a transition).
    init(views: [UIView], timing: ViewAnimationTiming, allowsUserInteraction: Bool, startTime: TimeInterval,
         completion: (@MainActor (Bool) -> Void)?) {
        self.timing = timing
        self.allowsUserInteraction = allowsUserInteraction
        self.startTime = startTime
        self.views = views
        from = [:]
        modelFrom = [:]
        self.completion = completion
    }

    /// How far along its curve the animation is at `now`, from 0 to 1.
    func progress(at now: TimeInterval) -> Double {
        progressNow?() ?? timing.progress(at: now - startTime)
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
        scheduleEnd(of: running, after: length)
    }

    /// Starts a transition of `view`: the page shows its old look giving way to the new one,
    /// and the completion runs when the time is up.
    func startTransition(of view: UIView, timing: ViewAnimationTiming, options: UIView.AnimationOptions,
                         completion: (@MainActor (Bool) -> Void)?) {
        let style: RenderAnimation.Style? = switch options.rawValue >> 20 & 0xF {
        case 1: .flipLeft
        case 2: .flipRight
        case 3: .curlUp
        case 4: .curlDown
        case 5: .dissolve
        case 6: .flipTop
        case 7: .flipBottom
        default: nil
        }
        if let style {
            renderer.control(RenderAnimation(id: view.renderNodeID, kind: .transition, style: style,
                                             duration: timing.duration, curve: timing.curve))
        }
        let running = RunningViewAnimation(views: [view], timing: timing,
                                           allowsUserInteraction: options.contains(.allowUserInteraction),
                                           startTime: gestureEnvironment.clock.now, completion: CATransaction.track(completion))
        track(running)
        scheduleEnd(of: running, after: timing.duration)
    }

    /// Adds an animation whose playing is sent elsewhere (a transition, a property animator).
    func track(_ running: RunningViewAnimation) {
        runningAnimations.append(running)
    }

    /// Completes `running` with `true` in `length` seconds, unless it finishes before.
    func scheduleEnd(of running: RunningViewAnimation, after length: TimeInterval,
                     then work: (@MainActor () -> Void)? = nil) {
        let clock = gestureEnvironment.clock
        if let token = running.token { clock.cancel(token) }
        running.endTime = clock.now + length
        running.token = clock.schedule(after: length) { [weak self, weak running] in
            guard let self, let running else { return }
            running.token = nil
            if let work { work() } else { self.finish(running, finished: true) }
            self.gestureEnvironment.onTimerTurn?()
        }
    }

    /// Stops the end of `running` from coming by itself (a paused animator).
    func holdEnd(of running: RunningViewAnimation) {
        if let token = running.token { gestureEnvironment.clock.cancel(token) }
        running.token = nil
        running.endTime = nil
        running.owner = nil
    }

    /// When the last running animation that ends by itself ends, on the scene's clock
    /// (`clock.now` seconds); `nil` when none is running or none will end without the app
    /// (a repeating animation, a paused property animator). Layer animations count too.
    @_spi(Host) public var animationsEndTime: TimeInterval? {
        let ends = runningAnimations.compactMap(\.endTime) + runningLayerAnimationEnds
        return ends.max()
    }

    func finish(_ running: RunningViewAnimation, finished: Bool) {
        guard let index = runningAnimations.firstIndex(where: { $0 === running }) else { return }
        runningAnimations.remove(at: index)
        if let token = running.token { gestureEnvironment.clock.cancel(token) }
        running.token = nil
        running.endTime = nil
        running.owner = nil
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

/// A view property an animation changes, as the model has it: what a property animator puts
/// back when it finishes at its start, or sets where it stopped.
enum AnimatedModelValue {
    case frame(center: CGPoint, size: CGSize)
    case alpha(CGFloat)
    case background(UIColor?)
    case transform(CGAffineTransform)
    case radius(CGFloat)

    @MainActor init?(of view: UIView, _ key: RenderKey) {
        switch key {
        case .frame: self = .frame(center: view.center, size: view.bounds.size)
        case .alpha: self = .alpha(view.alpha)
        case .background: self = .background(view.backgroundColor)
        case .transform: self = .transform(view.transform)
        case .radius: self = .radius(view.layer.cornerRadius)
        default: return nil
        }
    }

    var key: RenderKey {
        switch self {
        case .frame: .frame
        case .alpha: .alpha
        case .background: .background
        case .transform: .transform
        case .radius: .radius
        }
    }

    @MainActor func apply(to view: UIView) {
        switch self {
        case .frame(let center, let size):
            view.bounds.size = size
            view.center = center
        case .alpha(let alpha): view.alpha = alpha
        case .background(let color): view.backgroundColor = color
        case .transform(let transform): view.transform = transform
        case .radius(let radius): view.layer.cornerRadius = radius
        }
    }

    /// The value `t` of the way from `self` to `other` (colours mix in sRGB).
    @MainActor func mixed(with other: AnimatedModelValue, _ t: Double) -> AnimatedModelValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case (.frame(let c0, let s0), .frame(let c1, let s1)):
            return .frame(center: CGPoint(x: mix(c0.x, c1.x), y: mix(c0.y, c1.y)),
                          size: CGSize(width: mix(s0.width, s1.width), height: mix(s0.height, s1.height)))
        case (.alpha(let a), .alpha(let b)): return .alpha(mix(a, b))
        case (.radius(let a), .radius(let b)): return .radius(mix(a, b))
        case (.transform(let a), .transform(let b)):
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                                tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case (.background(let a), .background(let b)):
            let clear = RenderColor(red: 0, green: 0, blue: 0, alpha: 0)
            let x = a.map { $0.render(in: UITraitCollection.current) } ?? clear
            let y = b.map { $0.render(in: UITraitCollection.current) } ?? clear
            return .background(UIColor(red: mix(x.red, y.red), green: mix(x.green, y.green), blue: mix(x.blue, y.blue),
                                       alpha: mix(x.alpha, y.alpha)))
        default:
            return t < 0.5 ? self : other
        }
    }
}
