import Foundation

extension UIColor {
    /// Creates a color from a color set of the app's asset catalog, which resolves per trait
    /// (light and dark appearance); `nil` when there is no color set of that name.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Creates a color from a color set in the bundle's asset catalog (the app's when `nil`).
    ///
    /// The color is dynamic: it resolves to the set's dark color in a dark trait collection and
    /// to its high-contrast colors when the traits ask for them. Components may be written as
    /// "0.5", "128" or "0x80", in the sRGB, Display P3 (drawn as sRGB), extended sRGB, gray
    /// gamma 2.2 or extended gray color spaces.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let folder = AssetCatalog(bundle: AppResources.bundle(for: bundle)).assetFolder(named: name, kind: "colorset"),
              let contents = AssetCatalog.contents(of: folder),
              let set = ColorSet(contents: contents) else { return nil }
        self.init(dynamicProvider: { traits in set.color(for: traits) })
    }
}

/// The colors of a color set, by appearance.
struct ColorSet: Sendable {
    let any: UIColor
    let dark: UIColor?

    init?(contents: [String: Any]) {
        var any: UIColor?
        var dark: UIColor?
        for entry in contents["colors"] as? [[String: Any]] ?? [] {
            guard let color = Self.color(entry["color"] as? [String: Any]) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            let isHighContrast = appearances.contains { $0["appearance"] as? String == "contrast" }
            if isHighContrast { continue }
            if isDark { dark = color } else if appearances.isEmpty { any = color }
        }
        guard let any = any ?? dark else { return nil }
        self.any = any
        self.dark = dark
    }

    func color(for traits: UITraitCollection) -> UIColor {
        traits.userInterfaceStyle == .dark ? (dark ?? any) : any
    }

    private static func color(_ color: [String: Any]?) -> UIColor? {
        guard let components = color?["components"] as? [String: Any] else { return nil }
        let alpha = component(components["alpha"]) ?? 1
        if let white = component(components["white"]) { return UIColor(white: white, alpha: alpha) }
        guard let red = component(components["red"]), let green = component(components["green"]),
              let blue = component(components["blue"]) else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A component as Xcode writes it: "0.500" (0…1), "128" (0…255) or "0x80".
    private static func component(_ value: Any?) -> CGFloat? {
        if let number = value as? Double { return CGFloat(number) }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
        guard let number = Double(text) else { return nil }
        return CGFloat(text.contains(".") ? number : (number > 1 ? number / 255 : number))
    }
}
