import Foundation

/// A class that animates changes to views and allows the dynamic modification of those
/// animations: started, paused, scrubbed (`fractionComplete`), reversed, stopped and finished
/// at the end, the start or where it is.
///
/// Like `UIView.animate`, the animation blocks change the model at once and the page plays the
/// way there; the animator keeps its time on the scene's clock and tells the page to hold,
/// seek or play its animations on as the app asks. Where UIKit raises an exception (finishing
/// an animator that is not stopped, starting a stopped one), the misuse is logged and the call
/// ignored.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// One animation block, recorded with its own part of the animator's time.
    private final class Track {
        let recording: ViewAnimationRecording
        let running: RunningViewAnimation
        /// The page's time of its animation is `lead + progress × scale` seconds.
        var lead: TimeInterval
        var scale: TimeInterval
        /// Its own delay and duration on the page.
        let delay: TimeInterval
        let duration: TimeInterval
        /// The model values the block left, for finishing at the end after a stop.
        var modelTo: [ObjectIdentifier: [AnimatedModelValue]] = [:]

        init(recording: ViewAnimationRecording, running: RunningViewAnimation, lead: TimeInterval, scale: TimeInterval,
             delay: TimeInterval, duration: TimeInterval) {
            self.recording = recording
            self.running = running
            self.lead = lead
            self.scale = scale
            self.delay = delay
            self.duration = duration
        }
    }

    /// The animator's state.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (active and not paused).
    open var isRunning: Bool { state == .active && rate != 0 }
    /// The duration of the animations (a physical spring's settling time replaces it).
    open private(set) var duration: TimeInterval
    /// The delay before the animations start.
    open private(set) var delay: TimeInterval = 0
    /// The timing curve of the animations.
    open private(set) var timingParameters: UITimingCurveProvider?
    /// Whether the animator can be paused, stopped and scrubbed.
    open var isInterruptible = true
    /// Whether the animated views receive touches while the animator runs.
    open var isUserInteractionEnabled = true
    /// Whether the animated views do their own hit testing of the animation (they then do).
    open var isManualHitTestingEnabled = false
    /// Whether a paused animator scrubbed through `fractionComplete` follows time linearly
    /// rather than its curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at its end, instead of finishing.
    open var pausesOnCompletion = false

    private var pendingAnimations: [(block: @MainActor () -> Void, delayFactor: CGFloat)] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    private var tracks: [Track] = []
    @HandleReference private var scene: UIWindowScene?
    /// The fraction of time done at `anchorTime`, and how fast it changes from then on
    /// (fractions per second; 0 while paused, negative when reversed).
    private var anchorProgress: Double = 0
    private var anchorTime: TimeInterval = 0
    private var rate: Double = 0
    private var heldLinearly = false
    private var reversed = false
    private var startToken: SceneClock.Token?

    /// Creates an animator with a duration and timing parameters.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = max(0, duration)
        timingParameters = parameters
        super.init()
    }

    /// Creates an animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a cubic Bézier curve through the two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a spring of the given damping ratio.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates and returns an animator that is already running, with UIKit's curve options.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping @MainActor () -> Void,
                                            completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let curve: UIView.AnimationCurve = switch options.rawValue >> 16 & 0xF {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Timing

    /// The curve's CSS easing and the time the animations take.
    private var curve: String {
        switch timingParameters {
        case let spring as UISpringTimingParameters: spring.css(duration: effectiveDuration)
        case let cubic as UICubicTimingParameters: cubic.css
        case let provider?:
            provider.springTimingParameters?.css(duration: effectiveDuration) ?? provider.cubicTimingParameters?.css
                ?? ViewAnimationTiming.easeInOut
        case nil: ViewAnimationTiming.easeInOut
        }
    }

    private var effectiveDuration: TimeInterval {
        timingParameters?.springTimingParameters?.duration(for: duration) ?? duration
    }

    private var clock: SceneClock? { scene?.gestureEnvironment.clock }

    /// The fraction of the time done now, from 0 to 1.
    private var progress: Double {
        guard rate != 0, let now = clock?.now else { return anchorProgress }
        return min(max(anchorProgress + rate * max(0, now - anchorTime), 0), 1)
    }

    /// The completion of the animations, from 0 to 1. Setting it scrubs a paused (or not yet
    /// started) animator there; a running animator ignores it.
    open var fractionComplete: CGFloat {
        get { CGFloat(progress) }
        set {
            guard state != .stopped, rate == 0 else { return }
            guard isInterruptible else {
                AnimationWarnings.warn("UIViewPropertyAnimator: fractionComplete set on an animator that is not interruptible; ignored")
                return
            }
            if state == .inactive, !beginTracks() { return }
            anchorProgress = min(max(Double(newValue), 0), 1)
            heldLinearly = scrubsLinearly
            sendSeek()
        }
    }

    /// Whether the animations run backwards, toward their start.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed, state != .stopped else { return }
            let now = progress
            reversed = newValue
            guard rate != 0 else { return }
            run(from: now, factor: 1 / (abs(rate) * max(effectiveDuration, 0.0001)), curveChanged: false)
        }
    }

    // MARK: Animations and completions

    /// Adds an animation block; while the animator runs, the block animates over the time left.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds an animation block that starts `delayFactor` (0 to 1) of the way into the time
    /// left.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        let factor = min(max(delayFactor, 0), 1)
        switch state {
        case .inactive:
            pendingAnimations.append((animation, factor))
        case .active:
            addTrack(animation, delayFactor: factor, at: progress)
            if rate == 0 { sendSeek() } else { scheduleEnd() }
        case .stopped:
            AnimationWarnings.warn("UIViewPropertyAnimator: addAnimations called on a stopped animator; ignored")
        }
    }

    /// Adds a block to run when the animations finish, with the position they finished at.
    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Starting, pausing, stopping

    /// Starts the animations, or lets paused ones go on.
    open func startAnimation() {
        switch state {
        case .stopped:
            AnimationWarnings.warn("UIViewPropertyAnimator: startAnimation called on a stopped animator (call finishAnimation(at:) first); ignored")
        case .inactive:
            guard beginTracks() else { return }
            // Reversed before it started, it plays from its end back to its start.
            if reversed { run(from: 1, factor: 1, curveChanged: false) } else { startRunning(from: 0, factor: 1) }
        case .active:
            guard rate == 0 else { return }
            run(from: progress, factor: 1, curveChanged: heldLinearly && !reversed)
        }
    }

    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard delay > 0 else { return startAnimation() }
        guard state == .inactive else {
            guard state == .active, let clock else { return startAnimation() }
            if let startToken { clock.cancel(startToken) }
            startToken = clock.schedule(after: delay) { [weak self] in
                self?.startToken = nil
                self?.startAnimation()
            }
            return
        }
        self.delay = delay
        guard beginTracks(startDelay: delay) else { return }
        startRunning(from: reversed ? 1 : 0, factor: 1, after: delay)
    }

    /// Pauses running animations where they are (an inactive animator starts, paused at 0).
    open func pauseAnimation() {
        switch state {
        case .stopped:
            AnimationWarnings.warn("UIViewPropertyAnimator: pauseAnimation called on a stopped animator; ignored")
        case _ where !isInterruptible:
            AnimationWarnings.warn("UIViewPropertyAnimator: pauseAnimation called on an animator that is not interruptible; ignored")
        case .inactive:
            guard beginTracks() else { return }
            anchorProgress = reversed ? 1 : 0
            sendSeek()
        case .active:
            guard rate != 0 else { return }
            anchorProgress = progress
            rate = 0
            heldLinearly = false
            for track in tracks { scene?.holdEnd(of: track.running) }
            sendSeek()
        }
    }

    /// Lets paused animations go on with new timing, taking `durationFactor` times the time
    /// they had left.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else {
            AnimationWarnings.warn("UIViewPropertyAnimator: continueAnimation called on an animator that is not active; ignored")
            return
        }
        let now = progress
        if let parameters { timingParameters = parameters }
        run(from: now, factor: max(Double(durationFactor), 0.0001), curveChanged: parameters != nil || (heldLinearly && !reversed))
    }

    /// Stops the animations where they are: the views keep the values they show now. Without
    /// finishing, the animator becomes inactive and no completion runs; otherwise it is
    /// stopped until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            AnimationWarnings.warn("UIViewPropertyAnimator: stopAnimation called on an animator that is not active; ignored")
            return
        }
        guard isInterruptible else {
            AnimationWarnings.warn("UIViewPropertyAnimator: stopAnimation called on an animator that is not interruptible; ignored")
            return
        }
        let eased = easedProgress
        let now = progress
        for track in tracks {
            for view in track.recording.views {
                let id = ObjectIdentifier(view)
                let from = track.recording.modelFrom[id] ?? []
                let to = from.compactMap { AnimatedModelValue(of: view, $0.key) }
                track.modelTo[id] = to
            }
        }
        endTracks()
        UIView.performWithoutAnimation {
            for track in tracks {
                for view in track.recording.views {
                    let id = ObjectIdentifier(view)
                    for (from, to) in zip(track.recording.modelFrom[id] ?? [], track.modelTo[id] ?? []) {
                        from.mixed(with: to, eased).apply(to: view)
                    }
                }
            }
        }
        rate = 0
        anchorProgress = now
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the views take the values of `finalPosition` at once and
    /// the completions run with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            AnimationWarnings.warn("UIViewPropertyAnimator: finishAnimation(at:) called on an animator that is not stopped; ignored")
            return
        }
        UIView.performWithoutAnimation {
            for track in tracks {
                for view in track.recording.views {
                    let id = ObjectIdentifier(view)
                    switch finalPosition {
                    case .end: for value in track.modelTo[id] ?? [] { value.apply(to: view) }
                    case .start: for value in track.recording.modelFrom[id] ?? [] { value.apply(to: view) }
                    case .current: break
                    }
                }
            }
        }
        complete(at: finalPosition)
    }

    // MARK: Running

    /// The progress along the curve: the time fraction itself while scrubbed linearly.
    private var easedProgress: Double {
        heldLinearly ? progress : ViewAnimationTiming.eased(progress, curve: curve)
    }

    /// Records the pending animation blocks and sends them to the page; the animator becomes
    /// active (paused until it runs). Returns whether there was a scene to animate in.
    @discardableResult
    private func beginTracks(startDelay: TimeInterval = 0) -> Bool {
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        state = .active
        rate = 0
        anchorProgress = 0
        heldLinearly = false
        for (block, factor) in blocks {
            addTrack(block, delayFactor: factor, at: 0, startDelay: startDelay)
        }
        guard tracks.isEmpty else { return true }
        // Nothing on screen to animate: the changes are made, and the animator finishes at the
        // end of the turn.
        AnimationCompletions.append { [weak self] _ in
            guard let self, self.state == .active, self.tracks.isEmpty else { return }
            self.complete(at: self.reversed ? .start : .end)
        }
        return false
    }

    /// Runs `block`, recording its changes, and sends them to the page to play over the time
    /// left after `progress`.
    private func addTrack(_ block: @MainActor () -> Void, delayFactor: CGFloat, at progress: Double,
                          startDelay: TimeInterval = 0) {
        let total = effectiveDuration
        let left = (reversed ? progress : 1 - progress) * total
        let ownDelay = Double(delayFactor) * left
        var timing = ViewAnimationTiming(duration: left - ownDelay, delay: startDelay + ownDelay, options: [])
        timing.curve = curve
        let recording = ViewAnimationRecording(timing: timing, options: isUserInteractionEnabled ? [.allowUserInteraction] : [])
        let outer = ViewAnimationRecording.current
        ViewAnimationRecording.current = recording
        block()
        ViewAnimationRecording.current = outer
        guard let scene = recording.views.lazy.compactMap({ $0.window?.windowScene }).first, timing.duration > 0 else { return }
        self.scene = scene
        let running = RunningViewAnimation(recording: recording, startTime: scene.gestureEnvironment.clock.now,
                                           completion: { [weak self] finished in if !finished { self?.trackRemoved() } })
        running.progressNow = { [weak self] in self?.easedProgress ?? 1 }
        // As in UIKit, a running animator lives until it is done, even if the app let it go.
        running.owner = self
        scene.track(running)
        for view in recording.views {
            scene.renderer.animateProperties(of: view, from: recording.startValues(of: view), timing: timing,
                                             fromCurrentState: false)
        }
        tracks.append(Track(recording: recording, running: running, lead: startDelay - progress * total, scale: total,
                            delay: timing.delay, duration: timing.duration))
    }

    /// Runs the animations on from `from`, toward the end (or the start, reversed), taking
    /// `factor` times the time left. When the curve changed, the page starts anew from what it
    /// shows, over the time left, on the new curve.
    private func run(from start: Double, factor: Double, curveChanged: Bool) {
        let total = effectiveDuration
        let wasLinear = heldLinearly
        startRunning(from: start, factor: factor)
        guard let renderer = scene?.renderer else { return }
        if curveChanged {
            let left = (1 - start) * total * factor
            var timing = ViewAnimationTiming(duration: left, delay: 0, options: [])
            timing.curve = curve
            for track in tracks {
                track.lead = -start * total * factor
                track.scale = total * factor
                for view in track.recording.views {
                    renderer.animateProperties(of: view, from: track.recording.startValues(of: view), timing: timing,
                                               fromCurrentState: true)
                }
            }
        } else {
            for track in tracks {
                for view in track.recording.views {
                    var play = RenderAnimation(id: view.renderNodeID, kind: .play, duration: 0)
                    play.time = max(0, track.lead + start * track.scale)
                    play.rate = (reversed ? -1 : 1) * track.scale / max(total * factor, 0.0001)
                    play.linear = wasLinear
                    renderer.control(play)
                }
            }
        }
    }

    /// Sets the animator's time running from `start` (after `delay` seconds), and schedules
    /// its end.
    private func startRunning(from start: Double, factor: Double, after delay: TimeInterval = 0) {
        guard let clock else { return }
        anchorProgress = start
        anchorTime = clock.now + delay
        rate = (reversed ? -1 : 1) / max(effectiveDuration * factor, 0.0001)
        heldLinearly = false
        scheduleEnd()
    }

    /// Tells the page to hold the animations where the animator is.
    private func sendSeek() {
        guard let renderer = scene?.renderer else { return }
        let now = progress
        for track in tracks {
            for view in track.recording.views {
                var seek = RenderAnimation(id: view.renderNodeID, kind: .seek, duration: 0)
                seek.time = max(0, track.lead + now * track.scale)
                seek.linear = heldLinearly
                renderer.control(seek)
            }
        }
    }

    /// Schedules the moment the running animations reach their end (or start, reversed).
    private func scheduleEnd() {
        guard rate != 0, let scene, let clock, let first = tracks.first else { return }
        let now = progress
        let left = (reversed ? now : 1 - now) / abs(rate) + max(0, anchorTime - clock.now)
        for track in tracks.dropFirst() { scene.holdEnd(of: track.running); track.running.endTime = clock.now + left }
        scene.scheduleEnd(of: first.running, after: left) { [weak self] in self?.finishNaturally() }
    }

    /// The animations came to their end (or start): the animator finishes there, or holds
    /// there when it pauses on completion.
    private func finishNaturally() {
        guard state == .active else { return }
        anchorProgress = reversed ? 0 : 1
        rate = 0
        if pausesOnCompletion {
            for track in tracks { scene?.holdEnd(of: track.running) }
            sendSeek()
            return
        }
        if reversed {
            endTracks()
            UIView.performWithoutAnimation {
                for track in tracks {
                    for view in track.recording.views {
                        for value in track.recording.modelFrom[ObjectIdentifier(view)] ?? [] { value.apply(to: view) }
                    }
                }
            }
        } else {
            for track in tracks {
                track.running.completion = nil
                scene?.finish(track.running, finished: true)
            }
        }
        complete(at: reversed ? .start : .end)
    }

    /// Takes the tracks off the scene and the page.
    private func endTracks() {
        guard let scene else { return }
        for track in tracks {
            track.running.completion = nil
            scene.finish(track.running, finished: false)
            for view in track.recording.views { scene.renderer.cancelAnimations(of: view) }
        }
    }

    /// A track's views had their animations removed (`layer.removeAllAnimations()`): with none
    /// left, the animator is done where the model is.
    private func trackRemoved() {
        guard state == .active, tracks.allSatisfy({ track in !(scene?.runningAnimations.contains { $0 === track.running } ?? false) }) else {
            return
        }
        complete(at: .end)
    }

    private func complete(at position: UIViewAnimatingPosition) {
        let work = completions
        reset()
        completions.removeAll()
        for completion in work { completion(position) }
    }

    private func reset() {
        state = .inactive
        rate = 0
        tracks.removeAll()
        heldLinearly = false
        if let startToken { clock?.cancel(startToken) }
        startToken = nil
    }
}
