import Foundation

/// Finds the file `UIImage(named:in:compatibleWith:)` loads from a bundle.
///
/// As on a device, a name without an extension means a PNG file, and the file whose `@2x` or
/// `@3x` suffix matches the display scale wins; its suffix sets the image's scale. JPEG files
/// are found without an extension too, after PNG, which Apple's lookup does not do.
struct NamedImageLookup {
    /// A file to load and the scale its name gives it.
    struct Resource {
        let url: URL
        let scale: CGFloat
    }

    /// The extensions a name may end with to name its file exactly.
    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp"]
    /// The extensions tried, in order, for a name without one.
    private static let implicitExtensions = ["png", "jpg", "jpeg"]

    let bundle: Bundle
    /// The display scale to pick variants for; 0 when the traits leave it unspecified.
    let displayScale: CGFloat

    func resource(named name: String) -> Resource? {
        guard !name.isEmpty else { return nil }
        let (base, extensions) = Self.split(name)
        if let scale = Self.scaleSuffix(of: base) {
            return extensions.lazy.compactMap { bundle.url(forResource: base, withExtension: $0) }
                .first.map { Resource(url: $0, scale: CGFloat(scale)) }
        }
        for fileExtension in extensions {
            for scale in preferredScales() {
                let variant = scale == 1 ? base : "\(base)@\(scale)x"
                if let url = bundle.url(forResource: variant, withExtension: fileExtension) {
                    return Resource(url: url, scale: CGFloat(scale))
                }
            }
        }
        return nil
    }

    /// The scales to try, best first: the display's scale (rounded up, so a fractional browser
    /// pixel ratio gets the sharper variant, and 2 when unspecified), then larger ones, which
    /// look sharp when drawn smaller, then smaller ones.
    func preferredScales() -> [Int] {
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 2
        let wanted = min(3, max(1, Int(scale.rounded(.up))))
        return [wanted] + (1...3).filter { $0 > wanted } + (1...3).filter { $0 < wanted }.reversed()
    }

    /// Splits an image extension off the name; a name without one may be any implicit extension.
    private static func split(_ name: String) -> (base: String, extensions: [String]) {
        let fileExtension = (name as NSString).pathExtension
        guard imageExtensions.contains(fileExtension.lowercased()) else { return (name, implicitExtensions) }
        return ((name as NSString).deletingPathExtension, [fileExtension])
    }

    /// The scale an explicit `@1x`, `@2x` or `@3x` suffix gives a name.
    private static func scaleSuffix(of base: String) -> Int? {
        (1...3).first { base.hasSuffix("@\($0)x") }
    }
}
