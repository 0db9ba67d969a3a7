import Foundation

/// An image set of an asset catalog: its files by scale and appearance, and how it renders.
struct ImageSet: Sendable {
    /// One file of the set.
    struct Variant: Sendable {
        let url: URL
        /// 1, 2 or 3; 0 for a single-scale (vector) file.
        let scale: Int
        let isDark: Bool
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
            variants.append(Variant(url: folder.appendingPathComponent(file), scale: scale, isDark: isDark))
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
