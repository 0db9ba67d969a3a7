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
        /// Whatever the page plays for it stops: it shows what the patches gave it.
        case cancel
    }

    /// The way a node comes or goes: fading, or sliding from or to one side.
    public enum Style: String, Sendable {
        case fade, left, right, top, bottom
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

    public init(id: Int, kind: Kind, style: Style = .fade, duration: Double, curve: String = "ease-in-out") {
        self.id = id
        self.kind = kind
        self.style = style
        self.duration = duration
        self.curve = curve
    }
}
