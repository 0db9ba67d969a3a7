import Foundation

/// A vector image read from the first page of a PDF document, as Xcode keeps a single-scale
/// vector ("Preserve Vector Data") in an image set: the page's filled and stroked paths, in the
/// page's own space (points, origin at the bottom left), sized by its media box.
///
/// The page draws it as SVG (`svg(tint:)`) and the server rasterizes it from the same paths
/// (`draw(in:tint:context:)`). Form XObjects are drawn; text, images and shadings are not: the
/// reader keeps what it can and names what it skipped.
struct PDFVector: Sendable {
    /// A painted path: `f`, `S`, `B` and their variants.
    struct Shape: Sendable {
        let path: [CGPath.Element]
        /// The current transformation matrix when the path was painted.
        let transform: CGAffineTransform
        let fill: Fill?
        let stroke: Stroke?
        /// The clipping paths in force, as indices into `clips`, outermost first.
        let clips: [Int]
    }

    struct Fill: Sendable {
        let color: RenderColor
        let evenOdd: Bool
    }

    struct Stroke: Sendable {
        let color: RenderColor
        let width: CGFloat
        let cap: CGLineCap
        let join: CGLineJoin
        let miterLimit: CGFloat
        let dash: [CGFloat]
        let dashPhase: CGFloat
    }

    /// A clipping path set with `W` or `W*`.
    struct Clip: Sendable {
        let path: [CGPath.Element]
        let transform: CGAffineTransform
        let evenOdd: Bool
    }

    /// The page's media box, in points.
    let mediaBox: CGRect
    let shapes: [Shape]
    let clips: [Clip]
    /// The operators met and not drawn (text, images, shadings, patterns), each named once.
    let skippedOperators: [String]

    /// The first page of the PDF document; `nil` when the data is not a PDF file, has no page
    /// with a media box, or its contents cannot be decoded.
    init?(data: Data) {
        guard let file = PDFFile(bytes: Array(data)), let page = file.firstPage() else { return nil }
        var reader = PDFContentReader(bytes: page.contents, forms: page.forms)
        reader.read()
        mediaBox = page.mediaBox
        shapes = reader.shapes
        clips = reader.clips
        skippedOperators = reader.skippedOperators
    }

    /// The size of the image in points: the media box's.
    var size: CGSize { mediaBox.size }
}
