/// Transition styles available when presenting view controllers, with UIKit's raw values.
///
/// An animated presentation plays the style in the page; `partialCurl` is drawn as
/// `coverVertical`.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom of the screen; on dismissal it slides back down.
    case coverVertical = 0
    /// The current view flips horizontally from right to left, revealing the new view.
    case flipHorizontal = 1
    /// The current view fades out while the new view fades in.
    case crossDissolve = 2
    /// One corner of the current view curls up to reveal the presented view underneath.
    case partialCurl = 3
}
