import Foundation

/// An image set of an asset catalog: its files by scale and appearance, and how it renders.
struct ImageSet: Sendable {
    /// One file of the set.
    struct Variant: Sendable {
        let url: URL
        /// 1, 2 or 3; 0 for a single-scale (vector) file.
        let scale: Int
        let isDark: Bool
        /// Xcode's slicing of the file: its caps in points and how its interior fills.
        var slicing: (capInsets: UIEdgeInsets, mode: UIImage.ResizingMode)?
    }

    let variants: [Variant]
    let renderingMode: UIImage.RenderingMode

    /// The set in an `.imageset` folder; nil when its `Contents.json` lists no file.
    init?(folder: URL) {
        guard let contents = AssetCatalog.contents(of: folder) else { return nil }
        var variants: [Variant] = []
        for entry in contents["images"] as? [[String: Any]] ?? [] {
            guard let file = entry["filename"] as? String, !file.contains("/") else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let isDark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            if appearances.contains(where: { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "light" }) {
                continue
            }
            let scale = Int((entry["scale"] as? String ?? "").dropLast()) ?? 0
            variants.append(Variant(url: folder.appendingPathComponent(file), scale: scale, isDark: isDark,
                                    slicing: Self.slicing(entry["resizing"] as? [String: Any], scale: scale)))
        }
        guard !variants.isEmpty else { return nil }
        self.variants = variants
        let properties = contents["properties"] as? [String: Any]
        switch properties?["template-rendering-intent"] as? String {
        case "template": renderingMode = .alwaysTemplate
        case "original": renderingMode = .alwaysOriginal
        default: renderingMode = .automatic
        }
    }

    /// Xcode's `resizing` of an image entry: `cap-insets` in the file's pixels, a `mode` of
    /// `9-part`, `3-part-horizontal` or `3-part-vertical`, and the `center`'s `tile` or `stretch`.
    private static func slicing(_ resizing: [String: Any]?, scale: Int) -> (capInsets: UIEdgeInsets, mode: UIImage.ResizingMode)? {
        guard let resizing, let caps = resizing["cap-insets"] as? [String: Any] else { return nil }
        let pixelsPerPoint = CGFloat(max(1, scale))
        func inset(_ key: String) -> CGFloat {
            CGFloat((caps[key] as? Double) ?? (caps[key] as? Int).map(Double.init) ?? 0) / pixelsPerPoint
        }
        let mode = resizing["mode"] as? String ?? "9-part"
        let horizontal = mode != "3-part-vertical", vertical = mode != "3-part-horizontal"
        let insets = UIEdgeInsets(top: vertical ? inset("top") : 0, left: horizontal ? inset("left") : 0,
                                  bottom: vertical ? inset("bottom") : 0, right: horizontal ? inset("right") : 0)
        let center = (resizing["center"] as? [String: Any])?["mode"] as? String
        return (insets, center == "tile" ? .tile : .stretch)
    }

    /// The file best suited to the traits: the dark variants in a dark style when there are any,
    /// then the variant for the display scale (as `NamedImageLookup` picks), then a vector file.
    func variant(for traits: UITraitCollection) -> Variant? {
        let wantsDark = traits.userInterfaceStyle == .dark && variants.contains { $0.isDark }
        let candidates = variants.filter { $0.isDark == wantsDark }
        let lookup = NamedImageLookup(bundle: .main, displayScale: traits.displayScale)
        for scale in lookup.preferredScales() {
            if let match = candidates.first(where: { $0.scale == scale }) { return match }
        }
        return candidates.first
    }
}
