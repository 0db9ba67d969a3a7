import Foundation

/// An object that stores color data, and sometimes opacity, possibly resolved differently in
/// light and dark interface styles.
public final class UIColor: NSObject, Sendable {
    // First: see CoreFoundationInfo.
    private let coreFoundationInfo = CoreFoundationInfo()
    private let components: RenderColor
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// Creates a color from red, green, blue and alpha components in the sRGB space (0 to 1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = RenderColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        provider = nil
    }

    /// Creates a color with the given grayscale value and opacity.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a color from hue, saturation, brightness and alpha components (0 to 1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a color whose components are resolved from the trait collection it is used in.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        components = RenderColor(red: 0, green: 0, blue: 0, alpha: 1)
        provider = dynamicProvider
    }

    /// Returns the version of the color to use for the given traits.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Returns a color with the same components and the given opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard provider != nil else {
            return UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
        }
        return UIColor { traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
    }

    /// Gets the red, green, blue and alpha components, resolved with the current traits.
    @MainActor
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = render(in: UITraitCollection.current)
        red?.pointee = resolved.red
        green?.pointee = resolved.green
        blue?.pointee = resolved.blue
        alpha?.pointee = resolved.alpha
        return true
    }

    /// The color's components for drawing with the given traits.
    func render(in traits: UITraitCollection) -> RenderColor {
        resolvedColor(with: traits).components
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return hasSameValue(as: other)
    }

    /// `isEqual(_:)` for a color, without boxing it.
    final func hasSameValue(as other: UIColor) -> Bool {
        self === other || (provider == nil && other.provider == nil && components == other.components)
    }

    public override var hash: Int { components.hashValue }

    public override var description: String {
        provider == nil ? "UIColor(\(components.cssString))" : "UIColor(dynamic)"
    }

    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}

/// Whether two objects are equal, tested by identity before `isEqual(_:)`, whose argument is
/// boxed and cast back.
@inline(__always)
func same<Object: NSObject>(_ lhs: Object?, _ rhs: Object?) -> Bool {
    lhs === rhs || lhs == rhs
}

/// A value object (a color, a font) that compares with another of its class without the
/// boxing `isEqual(_:)` makes.
protocol SameValueComparable: NSObject {
    func hasSameValue(as other: Self) -> Bool
}

extension UIColor: SameValueComparable {}
extension UIFont: SameValueComparable {}

/// Whether two colors or fonts are equal, as `==` says, without boxing one for `isEqual(_:)`
/// and casting it back: setters compare every new color and font with the old one. A
/// subclass's own `isEqual(_:)` still decides for its instances.
@inline(__always)
func same<Object: SameValueComparable>(_ lhs: Object?, _ rhs: Object?) -> Bool {
    if lhs === rhs { return true }
    guard let lhs, let rhs else { return false }
    guard type(of: lhs) == Object.self, type(of: rhs) == Object.self else { return lhs.isEqual(rhs) }
    return lhs.hasSameValue(as: rhs)
}
