import Foundation

/// The timing of a layer or an animation: Core Animation's hierarchy of time.
///
/// Each layer has a time of its own, made from its superlayer's (the root's is
/// `CACurrentMediaTime()`): `(parent time - beginTime) × speed + timeOffset`. Its animations,
/// and its sublayers, live in that time, so a layer whose `speed` is 0 holds every animation
/// in its subtree still, and `timeOffset` moves them to another moment: the pause and resume
/// of Apple's Core Animation guide.
@MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle.
    var duration: CFTimeInterval { get set }
    /// How fast time passes, relative to the parent's: 0 stands still, 2 is twice as fast.
    var speed: Float { get set }
    /// Added to the object's time after `beginTime` and `speed` have been applied.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles it plays (fractions allowed; `.infinity` forever).
    var repeatCount: Float { get set }
    /// How long it repeats for, in seconds, instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What shows before the start and after the end.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAAnimation: CAMediaTiming {}

/// A layer's media timing, kept only by the layers that change it.
struct LayerMediaTiming: Equatable {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed
}

/// A layer's `duration`, `repeatCount`, `repeatDuration`, `autoreverses` and `fillMode` are
/// kept and read back; only `beginTime`, `speed` and `timeOffset` shape the layer's time (a
/// layer that repeats its own time is not played).
extension CALayer: CAMediaTiming {
    public var beginTime: CFTimeInterval {
        get { extras?.mediaTiming?.beginTime ?? 0 }
        set { setMediaTiming(\.beginTime, newValue.isFinite ? newValue : 0) }
    }

    public var duration: CFTimeInterval {
        get { extras?.mediaTiming?.duration ?? 0 }
        set { setMediaTiming(\.duration, newValue) }
    }

    public var speed: Float {
        get { extras?.mediaTiming?.speed ?? 1 }
        set { setMediaTiming(\.speed, newValue.isFinite ? newValue : 1) }
    }

    public var timeOffset: CFTimeInterval {
        get { extras?.mediaTiming?.timeOffset ?? 0 }
        set { setMediaTiming(\.timeOffset, newValue.isFinite ? newValue : 0) }
    }

    public var repeatCount: Float {
        get { extras?.mediaTiming?.repeatCount ?? 0 }
        set { setMediaTiming(\.repeatCount, newValue) }
    }

    public var repeatDuration: CFTimeInterval {
        get { extras?.mediaTiming?.repeatDuration ?? 0 }
        set { setMediaTiming(\.repeatDuration, newValue) }
    }

    public var autoreverses: Bool {
        get { extras?.mediaTiming?.autoreverses ?? false }
        set { setMediaTiming(\.autoreverses, newValue) }
    }

    public var fillMode: CAMediaTimingFillMode {
        get { extras?.mediaTiming?.fillMode ?? .removed }
        set { setMediaTiming(\.fillMode, newValue) }
    }

    /// Converts `t` from the time of `layer` (`nil`: `CACurrentMediaTime()`'s) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(fromMediaTime: layer?.mediaTime(fromLocalTime: t) ?? t)
    }

    /// Converts `t` from this layer's time to that of `layer` (`nil`: `CACurrentMediaTime()`'s).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocalTime: t)
        return layer?.localTime(fromMediaTime: media) ?? media
    }

    /// The layer's time at media time `t`.
    func localTime(fromMediaTime t: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayer?.localTime(fromMediaTime: t) ?? t
        guard let timing = extras?.mediaTiming else { return parent }
        return (parent - timing.beginTime) * Double(timing.speed) + timing.timeOffset
    }

    /// The media time at which the layer's time is `t` (a layer standing still is at its
    /// `beginTime`).
    func mediaTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        var parent = t
        if let timing = extras?.mediaTiming {
            parent = timing.speed == 0 ? timing.beginTime : (t - timing.timeOffset) / Double(timing.speed) + timing.beginTime
        }
        return superlayer?.mediaTime(fromLocalTime: parent) ?? parent
    }

    /// How many seconds of the layer's time pass in one of media time.
    var effectiveSpeed: Double {
        var speed = 1.0
        var layer: CALayer? = self
        while let current = layer {
            if let timing = current.extras?.mediaTiming { speed *= Double(timing.speed) }
            layer = current.superlayer
        }
        return speed
    }

    private func setMediaTiming<Value: Equatable>(_ keyPath: WritableKeyPath<LayerMediaTiming, Value>, _ value: Value) {
        var timing = extras?.mediaTiming ?? LayerMediaTiming()
        guard timing[keyPath: keyPath] != value else { return }
        timing[keyPath: keyPath] = value
        writableExtras.mediaTiming = timing == LayerMediaTiming() ? nil : timing
        layerTimeDidChange()
    }
}
