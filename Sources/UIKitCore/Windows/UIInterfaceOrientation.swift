/// The orientation of the app's user interface, with UIKit's raw values.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    /// The device is in landscape mode, held upright with its home side on the left.
    case landscapeLeft = 4
    /// The device is in landscape mode, held upright with its home side on the right.
    case landscapeRight = 3

    /// Whether the orientation is portrait or portrait upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the orientation is landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
