import Foundation

/// A Core Animation animation attached to a layer in a scene: the copy added, its tracks (one
/// per animated key path; a group has several), and its time on the scene's clock.
@MainActor
final class RunningLayerAnimation {
    /// One key path's values over the animation's time.
    struct Track {
        let property: LayerAnimatableProperty
        /// The values at moments of one play (0 to 1), with the easing to the next.
        let values: [(offset: Double, value: LayerAnimationValue, easing: String?)]
        /// The easing over the whole play.
        let curve: String
        /// Seconds after the animation's start that the track starts, and one play's length.
        let delay: TimeInterval
        let duration: TimeInterval
        /// One-way plays (`nil`: forever), and whether they alternate.
        let plays: Double?
        let autoreverses: Bool
        let fillsBackwards: Bool
        let fillsForwards: Bool
        /// The key the page knows the track by.
        let wireKey: String
    }

    weak var layer: CALayer?
    let key: String
    /// Whether the app named the key (an unnamed animation is not among `animationKeys()`).
    let isNamed: Bool
    let animation: CAAnimation
    let tracks: [Track]
    /// The layer's time at which the animation starts (its `beginTime`, or the layer's time
    /// when it was added): its progress follows the layer's time, which the layer's and its
    /// superlayers' `speed`, `timeOffset` and `beginTime` shape.
    let startTime: TimeInterval
    /// The scene time it ends by itself, while it runs and its layer's time moves.
    var endTime: TimeInterval?
    var tokens: [SceneClock.Token] = []
    var hasStarted = false
    var hasStopped = false
    var onStop: [@MainActor (Bool) -> Void] = []

    init(layer: CALayer, key: String, isNamed: Bool, animation: CAAnimation, tracks: [Track], startTime: TimeInterval) {
        self.layer = layer
        self.key = key
        self.isNamed = isNamed
        self.animation = animation
        self.tracks = tracks
        self.startTime = startTime
    }

    /// The animation's speed, and where in a play it starts (`timeOffset`, in plays).
    var speed: Double { Double(animation.speed > 0 ? animation.speed : 1) }

    /// The animation's own seconds since it started, at scene time `now` (negative before).
    func elapsed(at now: TimeInterval) -> TimeInterval {
        let layerTime = layer?.localTime(fromMediaTime: now) ?? now
        return (layerTime - startTime) * speed
    }

    func iterationStart(of track: Track) -> Double {
        animation.timeOffset / max(track.duration, 0.0001)
    }

    /// The value the track shows at `now`, or `nil` when it shows the model.
    func value(of track: Track, at now: TimeInterval) -> LayerAnimationValue? {
        let local = elapsed(at: now) - track.delay
        guard let first = track.values.first, let last = track.values.last else { return nil }
        if local < 0 { return track.fillsBackwards ? first.value : nil }
        let cycle = max(track.duration, 0.0001)
        var played = local / cycle
        var ended = false
        if let plays = track.plays, played >= plays {
            guard track.fillsForwards else { return nil }
            played = plays
            ended = true
        }
        // A time offset starts part way into a play and wraps round, as the page's
        // `iterationStart` does.
        played += iterationStart(of: track)
        var whole = played.rounded(.down)
        var fraction = played - whole
        if fraction == 0, whole > 0, ended {
            whole -= 1
            fraction = 1
        }
        if track.autoreverses, Int(whole) % 2 == 1 { fraction = 1 - fraction }
        let t = ViewAnimationTiming.eased(fraction, curve: track.curve)
        guard t > first.offset else { return first.value }
        guard t < last.offset else { return last.value }
        for (start, end) in zip(track.values, track.values.dropFirst()) where t <= end.offset {
            let span = max(end.offset - start.offset, 0.000001)
            let local = ViewAnimationTiming.eased((t - start.offset) / span, curve: start.easing ?? ViewAnimationTiming.linear)
            return start.value.mixed(with: end.value, local)
        }
        return last.value
    }
}

extension CALayer {
    /// The scene whose clock and page the layer's animations use.
    private var animationScene: UIWindowScene? {
        view?.window?.windowScene ?? hostRenderer?.scene
    }

    private var runningLayerAnimations: [RunningLayerAnimation] {
        animationScene?.layerAnimations.filter { $0.layer === self } ?? []
    }

    /// Adds an animation to the layer under `key` (replacing one with the same key): the layer
    /// shows the animated values while the model keeps its own. The animation is copied; a
    /// key path that cannot be animated is logged and the animation dropped.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let scene = animationScene else {
            AnimationWarnings.warn("CALayer.add(_:forKey:): the layer is not in a window; the animation is dropped")
            return
        }
        guard let animation = anim.copy() as? CAAnimation else { return }
        // Animations of layers that are gone go with them.
        scene.layerAnimations.removeAll { $0.layer == nil }
        if let key { removeAnimation(forKey: key) }
        let clock = scene.gestureEnvironment.clock
        if animation.duration <= 0 { animation.duration = CATransaction.animationDuration() }
        if animation.timingFunction == nil, let function = CATransaction.animationTimingFunction() {
            animation.timingFunction = function
        }
        // `beginTime` is in the layer's time (`convertTime(CACurrentMediaTime(), from: nil)`
        // plus a delay); 0 starts the animation now.
        let layerNow = localTime(fromMediaTime: clock.now)
        let name = key ?? "anonymous-\(scene.nextLayerAnimationID())"
        let tracks = Self.tracks(of: animation, layer: self, wireKey: name)
        guard !tracks.isEmpty else { return }
        let running = RunningLayerAnimation(layer: self, key: name, isNamed: key != nil, animation: animation,
                                            tracks: tracks, startTime: animation.beginTime > 0 ? animation.beginTime : layerNow)
        scene.layerAnimations.append(running)
        CATransaction.track(running)
        sendToPage(running, scene: scene)
        schedule(running, in: scene)
    }

    /// Schedules the animation's start (for its delegate) and its end on the scene's clock, as
    /// far away as the layer's time puts them; a layer standing still puts them off.
    private func schedule(_ running: RunningLayerAnimation, in scene: UIWindowScene) {
        let clock = scene.gestureEnvironment.clock
        for token in running.tokens { clock.cancel(token) }
        running.tokens.removeAll()
        running.endTime = nil
        let rate = effectiveSpeed * running.speed
        let elapsed = running.elapsed(at: clock.now)
        if !running.hasStarted, rate > 0 || elapsed >= 0 {
            running.tokens.append(clock.schedule(after: max(-elapsed / max(rate, 1e-9), 0)) { [weak running] in
                guard let running, !running.hasStarted else { return }
                running.hasStarted = true
                running.animation.delegate?.animationDidStart(running.animation)
            })
        }
        guard let plays = running.animation.plays, rate > 0 || elapsed >= running.animation.duration * plays else { return }
        let remaining = max((running.animation.duration * plays - elapsed) / max(rate, 1e-9), 0)
        running.endTime = clock.now + remaining
        running.tokens.append(clock.schedule(after: remaining) { [weak self, weak running, weak scene] in
            guard let self, let running, let scene else { return }
            self.stop(running, in: scene, finished: true)
            scene.gestureEnvironment.onTimerTurn?()
        })
    }

    /// The layer's time changed (its `speed`, `timeOffset` or `beginTime`): the animations of
    /// its subtree move to their new moments, on the page and on the clock.
    func layerTimeDidChange() {
        guard let scene = animationScene else { return }
        for running in scene.layerAnimations {
            guard let layer = running.layer, layer.isInSubtree(of: self) else { continue }
            layer.sendToPage(running, scene: scene)
            if !running.hasStopped { layer.schedule(running, in: scene) }
        }
    }

    private func isInSubtree(of ancestor: CALayer) -> Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current === ancestor { return true }
            layer = current.superlayer
        }
        return false
    }

    /// The animation under `key`, or `nil`.
    public func animation(forKey key: String) -> CAAnimation? {
        runningLayerAnimations.last { $0.key == key && $0.isNamed }?.animation
    }

    /// Removes the animation of `key`: the layer shows its model value at once and the
    /// animation's delegate hears it did not finish. A view animation of the key's property
    /// goes as a whole.
    public func removeAnimation(forKey key: String) {
        if let scene = animationScene, let running = scene.layerAnimations.last(where: { $0.layer === self && $0.key == key && $0.isNamed }) {
            stop(running, in: scene, finished: false)
            return
        }
        guard viewAnimationKeys()?.contains(key) == true else { return }
        removeViewAnimations()
    }

    /// Removes every animation attached to the layer: layer animations (their delegates hear
    /// they did not finish) and view animations (their completions get `false`).
    public func removeAllAnimations() {
        if let scene = animationScene {
            for running in scene.layerAnimations where running.layer === self { stop(running, in: scene, finished: false) }
        }
        removeViewAnimations()
    }

    /// The keys of the animations attached to the layer, or `nil` when there are none.
    public func animationKeys() -> [String]? {
        let keys = (viewAnimationKeys() ?? []) + runningLayerAnimations.filter(\.isNamed).map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Ends `running`: removed, or finished (then kept, filled, when not removed on completion).
    private func stop(_ running: RunningLayerAnimation, in scene: UIWindowScene, finished: Bool) {
        let clock = scene.gestureEnvironment.clock
        for token in running.tokens { clock.cancel(token) }
        running.tokens.removeAll()
        // The delegate hears of the stop once: a finished animation kept on the layer and
        // removed later is not stopped again.
        let wasRunning = !running.hasStopped
        running.hasStopped = true
        running.endTime = nil
        if !finished || running.animation.isRemovedOnCompletion {
            scene.layerAnimations.removeAll { $0 === running }
        }
        if !finished {
            for track in running.tracks { scene.renderer.cancelLayerAnimation(of: renderNodeID, key: track.wireKey) }
        }
        guard wasRunning else { return }
        running.animation.delegate?.animationDidStop(running.animation, finished: finished)
        let handlers = running.onStop
        running.onStop.removeAll()
        for handler in handlers { handler(finished) }
    }

    /// Sends the animation to the page as its layer's time plays it now: faster or slower by
    /// the speeds of the animation and of the layers above, or held still by a layer whose
    /// speed is 0.
    private func sendToPage(_ running: RunningLayerAnimation, scene: UIWindowScene) {
        let rate = effectiveSpeed * running.speed
        let elapsed = running.elapsed(at: scene.gestureEnvironment.clock.now)
        let isHeld = rate <= 0
        let scale = isHeld ? 1 : rate
        for tracks in Self.sharingRenderProperty(running.tracks) {
            let track = tracks[0]
            var wire = RenderAnimation(id: renderNodeID, kind: .properties, duration: track.duration / scale, curve: track.curve)
            wire.key = track.wireKey
            wire.delay = min(max((track.delay - elapsed) / scale, -3600), 3600)
            wire.isHeld = isHeld
            wire.iterationStart = running.iterationStart(of: track)
            wire.autoreverses = track.autoreverses
            if let plays = track.plays { wire.iterations = plays } else { wire.repeats = true }
            wire.fill = switch (track.fillsBackwards, track.fillsForwards) {
            case (true, true): "both"
            case (true, false): "backwards"
            case (false, true): "forwards"
            case (false, false): "none"
            }
            wire.keyframes = tracks.count == 1 ? Self.wireKeyframes(of: track, layer: self) : combinedKeyframes(of: tracks)
            scene.renderer.control(wire)
        }
    }

    /// The tracks in sets the page plays as one: tracks of a group that show with the same
    /// render property (`transform.scale` with `transform.rotation.z`, `position.x` with
    /// `position.y`) on the same timing would hide each other, so they are combined.
    private static func sharingRenderProperty(_ tracks: [RunningLayerAnimation.Track]) -> [[RunningLayerAnimation.Track]] {
        var sets: [[RunningLayerAnimation.Track]] = []
        for track in tracks {
            let combinable = track.values.allSatisfy { $0.easing == nil }
            if combinable, let index = sets.firstIndex(where: { set in
                let other = set[0]
                return other.property.renderKey == track.property.renderKey && other.delay == track.delay
                    && other.duration == track.duration && other.plays == track.plays && other.autoreverses == track.autoreverses
                    && other.curve == track.curve && other.fillsBackwards == track.fillsBackwards
                    && other.fillsForwards == track.fillsForwards && other.values.allSatisfy { $0.easing == nil }
            }) {
                sets[index].append(track)
            } else {
                sets.append([track])
            }
        }
        return sets
    }

    /// Keyframes of several tracks of one render property, sampled where any of them has a
    /// keyframe (and every 1/16 when one turns, so no step is the short way round): each
    /// track's value at the moment, shown together.
    private func combinedKeyframes(of tracks: [RunningLayerAnimation.Track]) -> [RenderKeyframe] {
        var offsets = Set(tracks.flatMap { $0.values.map(\.offset) })
        if tracks.contains(where: { $0.property.isAngle }) { offsets.formUnion((0...16).map { Double($0) / 16 }) }
        return offsets.sorted().map { offset in
            let copy = CALayer()
            copy.anchorPoint = anchorPoint
            copy.bounds = bounds
            copy.position = position
            copy.transform = transform
            copy.borderWidth = borderWidth
            copy.borderColor = borderColor
            copy.shadowColor = shadowColor
            copy.shadowOffset = shadowOffset
            copy.shadowRadius = shadowRadius
            for track in tracks.dropLast() { track.property.present(copy, Self.value(of: track, at: offset)) }
            let last = tracks[tracks.count - 1]
            return RenderKeyframe(offset: offset, properties: [RenderProperty(last.property.renderKey,
                                                                              last.property.render(copy, Self.value(of: last, at: offset)))])
        }
    }

    /// A track's value at `offset` of a play, between its keyframes.
    private static func value(of track: RunningLayerAnimation.Track, at offset: Double) -> LayerAnimationValue {
        guard let first = track.values.first else { return .number(0) }
        guard offset > first.offset else { return first.value }
        for (start, end) in zip(track.values, track.values.dropFirst()) where offset <= end.offset {
            return start.value.mixed(with: end.value, (offset - start.offset) / max(end.offset - start.offset, 0.000001))
        }
        return track.values[track.values.count - 1].value
    }

    /// The track's values as the page plays them; angles are cut into steps of at most 45°,
    /// since the page interpolates a transform by its shortest way round.
    private static func wireKeyframes(of track: RunningLayerAnimation.Track, layer: CALayer) -> [RenderKeyframe] {
        var keyframes: [RenderKeyframe] = []
        for (index, keyframe) in track.values.enumerated() {
            keyframes.append(RenderKeyframe(offset: keyframe.offset,
                                            properties: [RenderProperty(track.property.renderKey, track.property.render(layer, keyframe.value))],
                                            easing: keyframe.easing))
            guard track.property.isAngle, keyframe.easing == nil, index + 1 < track.values.count else { continue }
            let next = track.values[index + 1]
            let steps = Int((abs(next.value.number - keyframe.value.number) / (Double.pi / 4)).rounded(.up))
            guard steps > 1 else { continue }
            for step in 1..<steps {
                let t = Double(step) / Double(steps)
                let value = keyframe.value.mixed(with: next.value, t)
                keyframes.append(RenderKeyframe(offset: keyframe.offset + (next.offset - keyframe.offset) * t,
                                                properties: [RenderProperty(track.property.renderKey, track.property.render(layer, value))]))
            }
        }
        return keyframes
    }

    /// The tracks an animation plays on `layer`: one for a property animation, its children's
    /// for a group.
    private static func tracks(of animation: CAAnimation, layer: CALayer, wireKey: String,
                               groupDelay: TimeInterval = 0, groupEnd: TimeInterval? = nil) -> [RunningLayerAnimation.Track] {
        if let group = animation as? CAAnimationGroup {
            return (group.animations ?? []).enumerated().flatMap { index, child -> [RunningLayerAnimation.Track] in
                guard let child = child.copy() as? CAAnimation else { return [] }
                if child.duration <= 0 { child.duration = group.duration }
                if child.timingFunction == nil { child.timingFunction = group.timingFunction }
                // The group's fill keeps its children's values; a child spanning the whole
                // group repeats and reverses with it.
                if child.fillMode == .removed { child.fillMode = group.fillMode }
                child.isRemovedOnCompletion = group.isRemovedOnCompletion
                if child.beginTime == 0, child.duration == group.duration, child.repeatCount == 0, child.repeatDuration == 0,
                   !child.autoreverses {
                    child.repeatCount = group.repeatCount
                    child.repeatDuration = group.repeatDuration
                    child.autoreverses = group.autoreverses
                }
                return tracks(of: child, layer: layer, wireKey: "\(wireKey)/\(index)",
                              groupDelay: child.beginTime, groupEnd: group.plays.map { group.duration * $0 })
            }
        }
        guard let property = animation as? CAPropertyAnimation else { return [] }
        guard let keyPath = property.keyPath, let animatable = LayerAnimatableProperty.property(forKeyPath: keyPath) else {
            AnimationWarnings.warn("CALayer.add(_:forKey:): the key path \(property.keyPath ?? "nil") cannot be animated on UIKit Server; the animation is dropped")
            return []
        }
        if animatable.renderKey == .strokeStart || animatable.renderKey == .strokeEnd { (layer as? CAShapeLayer)?.noteTrimmed() }
        let model = animatable.read(layer)
        var values: [(offset: Double, value: LayerAnimationValue, easing: String?)] = []
        var curve = animation.timingFunction?.css ?? ViewAnimationTiming.linear
        if let keyframe = animation as? CAKeyframeAnimation {
            let converted = (keyframe.values ?? []).compactMap { LayerAnimationValue($0, like: model) }
            guard !converted.isEmpty else { return [] }
            let times = keyframe.keyTimes.map { $0.map(\.doubleValue) }
            let evenly = keyframe.calculationMode == .paced || keyframe.calculationMode == .cubicPaced
                || times?.count != converted.count
            for (index, value) in converted.enumerated() {
                let offset = evenly ? (converted.count == 1 ? 0 : Double(index) / Double(converted.count - 1)) : times![index]
                let easing: String? = switch keyframe.calculationMode {
                case .discrete: "steps(1, end)"
                case .cubic, .cubicPaced: keyframe.timingFunctions?[safe: index]?.css ?? ViewAnimationTiming.easeInOut
                default: keyframe.timingFunctions?[safe: index]?.css
                }
                values.append((min(max(offset, 0), 1), value, easing))
            }
        } else if let basic = animation as? CABasicAnimation {
            let by = LayerAnimationValue(basic.byValue, like: model)
            let to = LayerAnimationValue(basic.toValue, like: model)
            let from = LayerAnimationValue(basic.fromValue, like: model)
            let start = from ?? (to != nil && by != nil ? nil : nil) ?? model
            let end = to ?? by.map { start.adding($0) } ?? model
            values = [(0, start, nil), (1, end, nil)]
            if let spring = animation as? CASpringAnimation { curve = spring.solution.css(over: spring.duration) }
        } else {
            return []
        }
        var plays = animation.plays
        if let groupEnd, let count = plays {
            plays = min(count, max(0, (groupEnd - groupDelay) / max(animation.duration, 0.0001)))
        }
        let fillsBackwards = animation.fillMode == .backwards || animation.fillMode == .both
        let fillsForwards = !animation.isRemovedOnCompletion && (animation.fillMode == .forwards || animation.fillMode == .both)
        return [RunningLayerAnimation.Track(property: animatable, values: values, curve: curve, delay: groupDelay,
                                            duration: animation.duration, plays: plays, autoreverses: animation.autoreverses,
                                            fillsBackwards: fillsBackwards, fillsForwards: fillsForwards, wireKey: wireKey)]
    }

    /// Sets on `copy` the values the layer's animations show now.
    func applyLayerAnimations(to copy: CALayer) {
        guard let scene = animationScene else { return }
        let now = scene.gestureEnvironment.clock.now
        for running in scene.layerAnimations where running.layer === self {
            for track in running.tracks {
                if let value = running.value(of: track, at: now) { track.property.present(copy, value) }
            }
        }
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension UIWindowScene {
    /// The end times of running layer animations that end by themselves.
    var runningLayerAnimationEnds: [TimeInterval] {
        layerAnimations.compactMap { $0.layer == nil ? nil : $0.endTime }
    }

    /// A number for an animation added without a key.
    func nextLayerAnimationID() -> Int {
        layerAnimationCount += 1
        return layerAnimationCount
    }
}
