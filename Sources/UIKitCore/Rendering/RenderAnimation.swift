/// How the page moves a node to what a patch gives it, over time, instead of at once: UIKit's
/// row and item animations (see `docs/protocol.md`, "Animations"). The patch holds the final
/// state, as the model does; the page plays the way there.
@_spi(Host) public struct RenderAnimation: Equatable, Sendable {
    /// What happens to the node.
    public enum Kind: String, Sendable {
        /// It slides from where it was before the patch to where the patch puts it.
        case move
        /// It comes into view where the patch puts it (a row inserted).
        case appear
        /// It leaves: the page shows it fading or sliding away where it was (a row deleted).
        case disappear
        /// Its animatable properties (`from`) go from the values given to those the patch gives
        /// it, with `delay`, `curve`, repetition and reversal (`UIView.animate`).
        case properties
        /// Whatever the page plays for it stops (with `key`, only that layer animation): it
        /// shows what the patches gave it.
        case cancel
        /// Its view animation holds still `time` seconds in (a paused or scrubbed
        /// `UIViewPropertyAnimator`), on its curve or, when `linear`, in proportion to time.
        case seek
        /// Its held view animation plays on from `time` seconds in, at `rate` times its speed (negative:
        /// backwards, a reversed `UIViewPropertyAnimator`).
        case play
        /// Its look before the patch gives way to the one after, as `style` says
        /// (`UIView.transition`).
        case transition
    }

    /// The way a node comes or goes: fading, or sliding from or to one side; for a
    /// `transition`, how the old look gives way to the new one.
    public enum Style: String, Sendable {
        case fade, left, right, top, bottom
        case flipLeft, flipRight, flipTop, flipBottom, curlUp, curlDown, dissolve
    }

    public var id: Int
    public var kind: Kind
    public var style: Style
    /// Seconds.
    public var duration: Double
    /// A CSS easing: UIKit's default curve is ease-in-out.
    public var curve: String
    /// For `properties`: where each property starts (`nil`: its default).
    public var from: [RenderProperty] = []
    /// For `properties`: the seconds before it starts, during which the start values show.
    public var delay: Double = 0
    /// For `properties`: whether it plays forever, and whether each cycle goes back again.
    public var repeats = false
    public var autoreverses = false
    /// For `properties`: start from what the page shows now, not from `from`.
    public var fromCurrentState = false
    /// For `properties`: the values at moments of the animation, replacing `from` and the
    /// patch's values (keyframe animations, and Core Animation's, which leave the model alone).
    public var keyframes: [RenderKeyframe] = []
    /// For `properties` and `cancel`: the layer animation's key; `nil` for a view animation.
    public var key: String?
    /// For `properties`: whether the values show before the delay and after the end (CSS
    /// `fill`: `backwards`, `forwards`, `both` or `none`).
    public var fill = "backwards"
    /// For `properties`: how many times it plays (each way counts once when it autoreverses);
    /// `nil`: once, or forever when `repeats`.
    public var iterations: Double?
    /// For `properties`: how far into its first play it starts (a layer animation's
    /// `timeOffset`, in plays); it wraps round to play all its time.
    public var iterationStart: Double = 0
    /// For `properties`: whether it holds still where `delay` puts it (a layer animation in a
    /// layer whose time stands still, `speed` 0), until another message with its key replaces it.
    public var isHeld = false
    /// For `seek` and `play`: the seconds into the animation (its delay included) it is at.
    public var time: Double = 0
    /// For `play`: the speed, 1 as made; negative plays backwards.
    public var rate: Double = 1
    /// For `seek`: whether the held value follows time linearly rather than the curve; for
    /// `play`: the curve comes back after such a hold.
    public var linear = false

    public init(id: Int, kind: Kind, style: Style = .fade, duration: Double, curve: String = "ease-in-out") {
        self.id = id
        self.kind = kind
        self.style = style
        self.duration = duration
        self.curve = curve
    }
}

/// The values of some animated properties at one moment of a keyframe animation, as a fraction
/// of its duration, and the easing to the next moment (`nil`: linear).
@_spi(Host) public struct RenderKeyframe: Equatable, Sendable {
    public var offset: Double
    public var properties: [RenderProperty]
    public var easing: String?

    public init(offset: Double, properties: [RenderProperty], easing: String? = nil) {
        self.offset = offset
        self.properties = properties
        self.easing = easing
    }
}
