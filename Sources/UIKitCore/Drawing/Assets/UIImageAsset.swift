import Foundation
import Synchronization

/// A container for a collection of images that represent a single image for different trait
/// collections: the variants of an asset catalog's image set, or images registered with traits.
public final class UIImageAsset: NSObject, Sendable {
    private let imageSet: ImageSet?
    private let state = Mutex(State())

    private struct State {
        var registered: [(traits: UITraitCollection, image: UIImage)] = []
        /// Images made from the image set's files, by file, loaded once.
        var loaded: [URL: UIImage] = [:]
    }

    /// Creates an empty image asset.
    public override init() {
        imageSet = nil
        super.init()
    }

    init(imageSet: ImageSet) {
        self.imageSet = imageSet
        super.init()
    }

    /// Returns the image best suited to the traits: a registered image whose traits match them
    /// (interface style and display scale), else the image set's variant for them.
    public func image(with traitCollection: UITraitCollection) -> UIImage {
        if let registered = registeredImage(for: traitCollection) { return registered }
        guard let imageSet, let variant = imageSet.variant(for: traitCollection) else { return UIImage() }
        if let loaded = state.withLock({ $0.loaded[variant.url] }) { return loaded }
        // A file that cannot be read is tried (and reported) once: it stays an empty image.
        let image = load(variant, renderingMode: imageSet.renderingMode) ?? UIImage()
        state.withLock { $0.loaded[variant.url] = image }
        return image
    }

    /// Registers an image for the traits (an interface style, a display scale, or both),
    /// replacing one registered for the same traits.
    public func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        state.withLock { state in
            state.registered.removeAll { Self.same($0.traits, traitCollection) }
            state.registered.append((traitCollection, image))
        }
    }

    /// Removes the image registered for the traits.
    public func unregisterImage(with traitCollection: UITraitCollection) {
        state.withLock { $0.registered.removeAll { Self.same($0.traits, traitCollection) } }
    }

    private func registeredImage(for traits: UITraitCollection) -> UIImage? {
        let registered = state.withLock { $0.registered }
        let matching = registered.filter { entry in
            (entry.traits.userInterfaceStyle == .unspecified || entry.traits.userInterfaceStyle == traits.userInterfaceStyle)
                && (entry.traits.displayScale == 0 || entry.traits.displayScale == traits.displayScale)
        }
        // The most specific match wins.
        let best = matching.max { specificity($0.traits) < specificity($1.traits) }
        return best.map { copy(of: $0.image) }
    }

    private func specificity(_ traits: UITraitCollection) -> Int {
        (traits.userInterfaceStyle == .unspecified ? 0 : 2) + (traits.displayScale == 0 ? 0 : 1)
    }

    private static func same(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.displayScale == b.displayScale
    }

    /// A registered image as the asset hands it out: pointing back to the asset, so a view
    /// showing it can resolve it again when its traits change.
    private func copy(of image: UIImage) -> UIImage {
        var attributes = image.attributes
        attributes.asset = self
        return UIImage(header: image.header, data: image.encodedData, scale: image.scale, attributes: attributes)
    }

    private func load(_ variant: ImageSet.Variant, renderingMode: UIImage.RenderingMode) -> UIImage? {
        guard let data = try? Data(contentsOf: variant.url) else { return nil }
        var attributes = ImageAttributes()
        attributes.renderingMode = renderingMode
        attributes.asset = self
        attributes.capInsets = variant.slicing?.capInsets
        attributes.resizingMode = variant.slicing?.mode ?? .tile
        if variant.url.pathExtension.lowercased() == "pdf" {
            return Self.vectorImage(pdf: data, file: variant.url, attributes: attributes)
        }
        if variant.url.pathExtension.lowercased() == "svg" {
            guard let size = SVGSize(data: data) else { return nil }
            attributes.vectorSize = size.points
            let pixels = { (value: CGFloat) in max(1, Int((value * 2).rounded(.up))) }
            return UIImage(header: ImageHeader(format: .svg, pixelWidth: pixels(size.points.width), pixelHeight: pixels(size.points.height)),
                           data: data, scale: 2, attributes: attributes)
        }
        guard let header = ImageHeader(data: data) else { return nil }
        return UIImage(header: header, data: data, scale: CGFloat(max(1, variant.scale)), attributes: attributes)
    }
}

extension UIImageAsset {
    /// A PDF file's first page as an SVG image of its media box's size; `nil`, logged, for a file
    /// that cannot be read. What the page holds beyond paths is logged once, as the file loads once.
    static func vectorImage(pdf data: Data, file: URL, attributes: ImageAttributes) -> UIImage? {
        guard let vector = PDFVector(data: data) else {
            log("cannot read the PDF \(file.lastPathComponent): not a PDF file with a page of paths (UIImage(named:) returns nil)")
            return nil
        }
        if !vector.skippedOperators.isEmpty {
            log("\(file.lastPathComponent): drew its paths, skipped \(vector.skippedOperators.joined(separator: ", "))")
        }
        var attributes = attributes
        attributes.vectorSize = vector.size
        attributes.pdf = vector
        let pixels = { (value: CGFloat) in max(1, Int((value * 2).rounded(.up))) }
        return UIImage(header: ImageHeader(format: .svg, pixelWidth: pixels(vector.size.width), pixelHeight: pixels(vector.size.height)),
                       data: vector.svg(), scale: 2, attributes: attributes)
    }

    private static func log(_ message: String) {
        FileHandle.standardError.write(Data("[UIKit] \(message)\n".utf8))
    }
}

/// The size in points of an SVG document: its `width` and `height`, else its `viewBox`.
struct SVGSize {
    let points: CGSize

    init?(data: Data) {
        guard let text = String(data: data.prefix(4096), encoding: .utf8),
              let start = text.range(of: "<svg") else { return nil }
        let tag = text[start.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            guard let range = tag.range(of: " \(name)=") else { return nil }
            let rest = tag[range.upperBound...]
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
            return String(rest.dropFirst().prefix { $0 != quote })
        }
        func number(_ value: String?) -> CGFloat? {
            guard let value else { return nil }
            let digits = value.prefix { $0.isNumber || $0 == "." }
            return Double(digits).map { CGFloat($0) }
        }
        if let width = number(attribute("width")), let height = number(attribute("height")), width > 0, height > 0,
           attribute("width")?.hasSuffix("%") == false {
            points = CGSize(width: width, height: height)
            return
        }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } ?? []
        guard box.count == 4, box[2] > 0, box[3] > 0, box[2] <= 16_384, box[3] <= 16_384 else { return nil }
        points = CGSize(width: box[2], height: box[3])
    }
}
