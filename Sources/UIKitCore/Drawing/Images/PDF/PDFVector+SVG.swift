import Foundation

extension PDFVector {
    /// The page as an SVG document of the media box's size in points, drawn by the page as any
    /// SVG image is: y flipped so the top of the page is at the top, each path under its own
    /// transform and clips. A tint paints every shape in its color (a template image), keeping
    /// each shape's opacity.
    func svg(tint: RenderColor? = nil) -> Data {
        let width = number(mediaBox.width), height = number(mediaBox.height)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
            """
        if !clips.isEmpty {
            svg += "<defs>"
            for (index, clip) in clips.enumerated() {
                svg += "<clipPath id=\"c\(index)\" clipPathUnits=\"userSpaceOnUse\">"
                svg += "<path\(transformAttribute(clip.transform)) d=\"\(pathData(clip.path))\""
                svg += clip.evenOdd ? " clip-rule=\"evenodd\"/>" : "/>"
                svg += "</clipPath>"
            }
            svg += "</defs>"
        }
        // Page space has y up from the media box's bottom; SVG has y down from its top.
        svg += "<g transform=\"matrix(1 0 0 -1 \(number(-mediaBox.minX)) \(number(mediaBox.maxY)))\">"
        for shape in shapes {
            for clip in shape.clips { svg += "<g clip-path=\"url(#c\(clip))\">" }
            svg += "<path\(transformAttribute(shape.transform)) d=\"\(pathData(shape.path))\""
            svg += fillAttributes(shape.fill, tint: tint) + strokeAttributes(shape.stroke, tint: tint) + "/>"
            svg += String(repeating: "</g>", count: shape.clips.count)
        }
        svg += "</g></svg>"
        return Data(svg.utf8)
    }

    private func fillAttributes(_ fill: Fill?, tint: RenderColor?) -> String {
        guard let fill else { return " fill=\"none\"" }
        let rule = fill.evenOdd ? " fill-rule=\"evenodd\"" : ""
        return " fill=\"\(Self.painted(fill.color, tint: tint).cssString)\"" + rule
    }

    private func strokeAttributes(_ stroke: Stroke?, tint: RenderColor?) -> String {
        guard let stroke else { return "" }
        var attributes = " stroke=\"\(Self.painted(stroke.color, tint: tint).cssString)\""
        // A width of 0 is the thinnest line the device can draw.
        attributes += stroke.width > 0 ? " stroke-width=\"\(number(stroke.width))\""
            : " stroke-width=\"1\" vector-effect=\"non-scaling-stroke\""
        switch stroke.cap {
        case .butt: break
        case .round: attributes += " stroke-linecap=\"round\""
        case .square: attributes += " stroke-linecap=\"square\""
        }
        switch stroke.join {
        case .miter: attributes += " stroke-miterlimit=\"\(number(stroke.miterLimit))\""
        case .round: attributes += " stroke-linejoin=\"round\""
        case .bevel: attributes += " stroke-linejoin=\"bevel\""
        }
        if !stroke.dash.isEmpty {
            attributes += " stroke-dasharray=\"\(stroke.dash.map(number).joined(separator: " "))\""
            if stroke.dashPhase != 0 { attributes += " stroke-dashoffset=\"\(number(stroke.dashPhase))\"" }
        }
        return attributes
    }

    /// The color a shape is painted in: its own, or the tint with the shape's opacity.
    static func painted(_ color: RenderColor, tint: RenderColor?) -> RenderColor {
        guard let tint else { return color }
        return RenderColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha * color.alpha)
    }

    private func transformAttribute(_ t: CGAffineTransform) -> String {
        guard t != .identity else { return "" }
        let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ")
        return " transform=\"matrix(\(values))\""
    }

    private func pathData(_ elements: [CGPath.Element]) -> String {
        CGPath(elements: elements).svgPathData
    }

    private func number(_ value: CGFloat) -> String {
        CGPath.svgNumber(value)
    }
}
