/// A semantic description of a view's contents, used to decide whether the view flips when
/// the layout direction is right to left.
public enum UISemanticContentAttribute: Int, Sendable {
    /// The default: the view follows the layout direction.
    case unspecified = 0
    /// Playback controls (play, rewind, a scrubber): never flipped.
    case playback = 1
    /// Directional controls (a text-alignment segmented control, a D-pad): never flipped.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}
