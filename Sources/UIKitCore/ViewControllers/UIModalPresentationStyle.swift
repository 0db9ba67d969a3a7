/// Modal presentation styles available when presenting view controllers, with UIKit's raw values.
///
/// Every session is a compact-width environment (a phone-sized browser viewport), so the sheet
/// styles behave as they do on an iPhone in portrait, and popovers adapt as they do there.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The default presentation style chosen by the system: a form sheet for most view
    /// controllers (iOS 18 and later), which compact width draws as a sheet.
    case automatic = -2
    /// A presentation style in which the presented view covers the screen; the views of the
    /// presenting view controller are removed after the presentation completes.
    case fullScreen = 0
    /// A presentation style that partially covers the underlying content: in compact width, a sheet
    /// with part of the background content visible near the top of the screen.
    case pageSheet = 1
    /// A presentation style that displays the content centered in the screen in regular width; in
    /// compact width, a sheet like `pageSheet`.
    case formSheet = 2
    /// A presentation style where the content is displayed over the view controller that defines
    /// the presentation context, whose views are removed after the presentation completes.
    case currentContext = 3
    /// A presentation style in which the presented view covers the screen; the views beneath are
    /// not removed, so content the presented view does not cover shows through.
    case overFullScreen = 5
    /// A presentation style where the content is displayed over the view controller that defines
    /// the presentation context; the views beneath are not removed.
    case overCurrentContext = 6
    /// A presentation managed by a custom presentation controller, which the presented
    /// controller's transitioning delegate supplies, and one or more custom animators.
    case custom = 4
    /// A presentation style where the content is displayed in a popover view, anchored to a
    /// source view or bar button item. In compact width it adapts to a sheet unless the
    /// presentation controller's delegate returns `.none` for the adaptive style.
    case popover = 7
    /// A value that indicates no adaptations to the presentation style: returned by an adaptive
    /// presentation delegate, it keeps a popover a popover. Not a style to present in.
    case none = -1
}
