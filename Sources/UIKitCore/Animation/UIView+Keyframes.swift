import Foundation

extension UIView {
    /// Options for keyframe animations: those of view animations, and how values between
    /// keyframes are computed.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: AnimationOptions.layoutSubviews.rawValue)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: AnimationOptions.allowUserInteraction.rawValue)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: AnimationOptions.beginFromCurrentState.rawValue)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: AnimationOptions.repeat.rawValue)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: AnimationOptions.autoreverse.rawValue)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedDuration.rawValue)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedOptions.rawValue)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Creates an animation that runs the keyframes its block adds (`addKeyframe`): each
    /// changes views over its part of the duration; the values hold between keyframes. As in
    /// UIKit the whole runs on the ease-in-out curve unless a curve's raw value is passed; the
    /// paced and cubic modes are approximated (paced as linear, cubic easing in and out of each
    /// keyframe).
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping @MainActor () -> Void,
                                        completion: (@MainActor (Bool) -> Void)? = nil) {
        let viewOptions = AnimationOptions(rawValue: options.rawValue)
        let timing = ViewAnimationTiming(duration: duration, delay: delay, options: viewOptions)
        guard AnimationState.enabled, timing.duration > 0 else {
            animations()
            AnimationCompletions.append(completion)
            return
        }
        let collector = KeyframeCollector(mode: options.rawValue >> 10 & 0x7)
        let outerCollector = KeyframeCollector.current
        KeyframeCollector.current = collector
        // Changes made outside any keyframe span the whole duration.
        collector.record(start: 0, length: 1, animations)
        KeyframeCollector.current = outerCollector
        guard let scene = collector.views.lazy.compactMap({ $0.window?.windowScene }).first else {
            AnimationCompletions.append(completion)
            return
        }
        var keyframes: [ObjectIdentifier: [RenderKeyframe]] = [:]
        for view in collector.views {
            keyframes[ObjectIdentifier(view)] = collector.keyframes(of: view)
            var animation = RenderAnimation(id: view.renderNodeID, kind: .properties, duration: timing.duration, curve: timing.curve)
            animation.delay = timing.delay
            animation.repeats = timing.repeats
            animation.autoreverses = timing.autoreverses
            animation.keyframes = collector.keyframes(of: view)
            scene.renderer.control(animation)
        }
        let running = RunningViewAnimation(views: collector.views, timing: timing,
                                           allowsUserInteraction: viewOptions.contains(.allowUserInteraction),
                                           startTime: scene.gestureEnvironment.clock.now, completion: CATransaction.track(completion))
        running.keyframes = keyframes
        scene.track(running)
        guard !timing.repeats else { return }
        scene.scheduleEnd(of: running, after: timing.delay + timing.duration * (timing.autoreverses ? 2 : 1))
    }

    /// Specifies the timing and animations of one frame of a keyframe animation: it starts at
    /// `frameStartTime` and lasts `frameDuration`, both fractions of the whole duration.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping @MainActor () -> Void) {
        guard let collector = KeyframeCollector.current else {
            // Outside a keyframe animation, UIKit runs the block as part of whatever encloses it.
            animations()
            return
        }
        let start = min(max(frameStartTime, 0), 1)
        collector.record(start: start, length: min(max(frameDuration, 0), 1 - start), animations)
    }
}

/// The keyframes of one keyframe animation as its block adds them: for each view and property,
/// the values it goes between and when.
@MainActor
final class KeyframeCollector {
    static var current: KeyframeCollector?

    private struct Segment {
        let key: RenderKey
        let start: Double
        let end: Double
        let from: RenderValue
        let to: RenderValue
    }

    private let easing: String?
    private(set) var views: [UIView] = []
    private var segments: [ObjectIdentifier: [Segment]] = [:]

    init(mode: UInt) {
        easing = switch mode {
        case 1: "steps(1, end)"
        case 3, 4: ViewAnimationTiming.easeInOut
        default: nil
        }
    }

    /// Runs `block`, recording what it changes between `start` and `start + length`.
    func record(start: Double, length: Double, _ block: @MainActor () -> Void) {
        let recording = ViewAnimationRecording(timing: ViewAnimationTiming(duration: 1, delay: 0, options: []), options: [])
        let outer = ViewAnimationRecording.current
        ViewAnimationRecording.current = recording
        block()
        ViewAnimationRecording.current = outer
        for view in recording.views {
            let id = ObjectIdentifier(view)
            if segments[id] == nil { views.append(view) }
            for (key, from) in recording.startValues(of: view) {
                segments[id, default: []].append(Segment(key: key, start: start, end: start + length, from: from ?? .null,
                                                         to: view.renderValue(for: key) ?? .null))
            }
        }
    }

    /// The view's keyframes, in order: each property starts from its value before the first
    /// keyframe that changes it, goes to each keyframe's value over its span, and holds.
    func keyframes(of view: UIView) -> [RenderKeyframe] {
        var keyframes: [RenderKeyframe] = []
        let all = segments[ObjectIdentifier(view)] ?? []
        let keys = all.map(\.key).reduce(into: [RenderKey]()) { keys, key in if !keys.contains(key) { keys.append(key) } }
        for key in keys {
            let mine = all.filter { $0.key == key }.sorted { $0.start < $1.start }
            guard let first = mine.first, let last = mine.last else { continue }
            keyframes.append(RenderKeyframe(offset: 0, properties: [RenderProperty(key, first.from)]))
            for segment in mine {
                keyframes.append(RenderKeyframe(offset: segment.start, properties: [RenderProperty(key, segment.from)], easing: easing))
                keyframes.append(RenderKeyframe(offset: segment.end, properties: [RenderProperty(key, segment.to)]))
            }
            keyframes.append(RenderKeyframe(offset: 1, properties: [RenderProperty(key, last.to)]))
        }
        return keyframes.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
    }
}
