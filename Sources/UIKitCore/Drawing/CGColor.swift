import Foundation

/// A set of components that define a color: sRGB red, green, blue and alpha.
///
/// Unlike `UIColor`, a `CGColor` is fixed: a dynamic `UIColor`'s `cgColor` is resolved once,
/// with the traits current at that moment, as in UIKit.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    let components4: RenderColor

    /// Creates a color from sRGB components (0 to 1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components4 = RenderColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// Creates a gray with the given white level and opacity.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    init(_ color: RenderColor) {
        components4 = color
    }

    /// The color's opacity.
    public var alpha: CGFloat { components4.alpha }

    /// The red, green, blue and alpha components.
    public var components: [CGFloat]? {
        [components4.red, components4.green, components4.blue, components4.alpha]
    }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { 4 }

    /// Returns a copy of the color with the given opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: components4.red, green: components4.green, blue: components4.blue, alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components4 == rhs.components4
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components4)
    }

    public var description: String { "CGColor(\(components4.cssString))" }
}

extension UIColor {
    /// The color as a `CGColor`, resolved with the current traits.
    @MainActor
    public var cgColor: CGColor {
        CGColor(render(in: UITraitCollection.current))
    }

    /// Creates a color from a `CGColor`.
    public convenience init(cgColor: CGColor) {
        let color = cgColor.components4
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
