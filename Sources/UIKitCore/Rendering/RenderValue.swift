import Foundation

/// The value of one render property.
///
/// The rare values larger than a transform are boxed (`indirect`): every property of every
/// view is a `RenderValue` that a snapshot copies, and inline they made it 240 bytes.
@_spi(Host) public enum RenderValue: Equatable, Sendable {
    /// The property returns to its default.
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// A rectangle, sent as `[x, y, width, height]`.
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// A point, sent as `[x, y]`.
    case point(x: Double, y: Double)
    case color(RenderColor)
    case font(RenderFont)
    /// An affine transform, sent as `[a, b, c, d, tx, ty]`.
    case transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
    /// A 3D transform, sent as its sixteen entries row by row (CSS `matrix3d()`'s order).
    case transform3D([Double])
    /// Rounded corners that are not all four or not circular, sent as
    /// `{"radius", "corners": mask, "continuous"}` (mask bits: 1 top left, 2 top right,
    /// 4 bottom left, 8 bottom right).
    case corners(radius: Double, mask: Int, continuous: Bool)
    /// How a scroll view scrolls, sent as `{"content": [w, h], "inset": [top, left, bottom,
    /// right], "enabled", "paging", "bounces", "indicators": [horizontal,
    /// vertical]}`.
    indirect case scroll(RenderScroll)
    /// A scroll view's content offset, sent as `[x, y]`, or `{"to": [x, y], "animated": true}`
    /// for an offset the page scrolls to smoothly.
    case scrollOffset(x: Double, y: Double, animated: Bool)
    /// A border drawn inside the bounds, sent as `{"width", "color"}`.
    case border(width: Double, color: RenderColor)
    /// A shadow, sent as `{"color", "offset": [x, y], "radius"}`; the layer's shadow opacity is
    /// folded into the color's alpha.
    indirect case shadow(color: RenderColor, offsetX: Double, offsetY: Double, radius: Double)
    /// A clip to a rounded rectangle in the node's bounds, sent as `[x, y, width, height, radius]`.
    case clip(x: Double, y: Double, width: Double, height: Double, radius: Double)
    /// Lines of styled text, sent as `[{"runs": [...], "height", "spacing", "align", "indent"}]`.
    case textLines([RenderTextLine])
    /// An image the browser loads by its content id, sent as `{"src", "width", "height"}`.
    case image(UIImage)
    /// What `draw(_:)` drew (or a shape or gradient layer draws), for the page to replay on a
    /// canvas: sent as `{"size": [w, h], "ops": [...]}` (docs/protocol.md, "drawing").
    case drawing(RenderDrawing)
    /// A shape layer's path and paint (docs/protocol.md, "shape").
    indirect case shape(RenderShape)
    /// The text being edited in the node, which the browser edits in a real input element.
    indirect case editable(RenderEditable)
    /// The scene's theme (on the scene node only), sent as `{"color": [r, g, b, a], "style", "statusBarHidden"}`.
    case theme(SceneTheme)
    /// What a touch going down on the node will change, which the page may show before the
    /// server answers; sent as `[{"id", "props"}]`.
    case predictions([RenderPrediction])
    /// A list of numbers, sent as an array (an adjustable element's `[value, minimum, maximum]`).
    case numbers([Double])
    /// The accessibility elements drawn by a view that are not views, sent as a list of objects
    /// (`RenderAccessibilityElement`).
    case accessibilityElements([RenderAccessibilityElement])
}
