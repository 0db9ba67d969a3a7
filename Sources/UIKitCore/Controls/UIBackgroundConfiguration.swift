import Foundation

/// A configuration that describes a background: its color, corner radius and stroke. The subset
/// a button's configuration uses.
public struct UIBackgroundConfiguration: Sendable {
    /// The background color; `nil` lets the owner (a button's style) choose it.
    public var backgroundColor: UIColor?
    /// The corner radius, used when the button's corner style is `.fixed`.
    public var cornerRadius: CGFloat = 0
    /// The color of the stroke around the background; `nil` draws none.
    public var strokeColor: UIColor?
    /// The width of the stroke, in points.
    public var strokeWidth: CGFloat = 0

    /// Creates a clear background configuration.
    public static func clear() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }
}
