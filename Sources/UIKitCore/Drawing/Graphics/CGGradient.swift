import Foundation

/// An array of Core Foundation objects: here, a Swift array, so `[a, b] as CFArray` reads as
/// on iOS.
public typealias CFArray = [Any]

/// A color space. Drawing here is in sRGB; the spaces exist so that code written for Core
/// Graphics names them.
public final class CGColorSpace: Hashable, Sendable {
    /// The name of a color space.
    public let name: CFString?
    public init?(name: CFString) { self.name = name }
    fileprivate init(named name: CFString) { self.name = name }

    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A Core Foundation string: here, a Swift string.
public typealias CFString = String

/// The device's RGB color space: sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(named: CGColorSpace.sRGB)
}

/// The device's gray color space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(named: CGColorSpace.genericGrayGamma2_2)
}

/// A smooth blend of colors at locations from 0 to 1, drawn by `CGContext`'s
/// `drawLinearGradient` and `drawRadialGradient`.
public final class CGGradient: Hashable, @unchecked Sendable {
    /// The colors and where each is, in increasing order of location.
    let stops: [(location: CGFloat, color: RenderColor)]

    /// A gradient of `CGColor`s (`UIColor`s are taken too) at the locations, or spread evenly
    /// from 0 to 1 without them; `nil` when there are no colors.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let resolved: [RenderColor] = colors.compactMap { color in
            if let color = color as? CGColor { return color.components4 }
            return nil
        }
        guard !resolved.isEmpty, resolved.count == colors.count else { return nil }
        let positions: [CGFloat] = if let locations {
            Array(UnsafeBufferPointer(start: locations, count: resolved.count))
        } else if resolved.count == 1 {
            [0]
        } else {
            (0..<resolved.count).map { CGFloat($0) / CGFloat(resolved.count - 1) }
        }
        stops = zip(positions, resolved).map { (min(max($0, 0), 1), $1) }.sorted { $0.location < $1.location }
    }

    /// The color at `location` (0 to 1): between the stops around it, or the end stop's color
    /// past either end.
    func color(at location: Double) -> RenderColor {
        guard let first = stops.first, let last = stops.last else { return RenderColor(red: 0, green: 0, blue: 0, alpha: 0) }
        if location <= Double(first.location) { return first.color }
        if location >= Double(last.location) { return last.color }
        let after = stops.firstIndex { Double($0.location) > location } ?? stops.count - 1
        let a = stops[after - 1], b = stops[after]
        let span = Double(b.location - a.location)
        let t = span > 0 ? (location - Double(a.location)) / span : 1
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return RenderColor(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                           blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }

    /// A gradient of color components (`count` colors of the space's components plus alpha) at
    /// the locations.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        let perColor = space.name == CGColorSpace.genericGrayGamma2_2 ? 2 : 4
        let colors: [Any] = (0..<max(count, 0)).map { index in
            let c = UnsafeBufferPointer(start: components + index * perColor, count: perColor)
            return perColor == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }

    public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool {
        lhs.stops.map(\.location) == rhs.stops.map(\.location) && lhs.stops.map(\.color) == rhs.stops.map(\.color)
    }

    public func hash(into hasher: inout Hasher) {
        for stop in stops {
            hasher.combine(stop.location)
            hasher.combine(stop.color)
        }
    }
}

/// Whether a gradient paints beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The start color extends before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The end color extends past the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
