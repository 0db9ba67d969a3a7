import Foundation

extension PDFVector {
    /// Draws the page's shapes scaled to fill the rectangle, with the same paths, transforms and
    /// clips as its SVG: the server's rasterization of what the page shows.
    func draw(in rect: CGRect, tint: RenderColor? = nil, context: CGContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / mediaBox.width, y: rect.height / mediaBox.height)
        context.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -mediaBox.minX, ty: mediaBox.maxY))
        for shape in shapes {
            context.saveGState()
            for index in shape.clips {
                let clip = clips[index]
                context.beginPath()
                context.addPath(CGPath(elements: Self.transformed(clip.path, by: clip.transform)))
                context.clip(using: clip.evenOdd ? .evenOdd : .winding)
            }
            context.concatenate(shape.transform)
            draw(shape, tint: tint, in: context)
            context.restoreGState()
        }
        context.restoreGState()
    }

    private func draw(_ shape: Shape, tint: RenderColor?, in context: CGContext) {
        if let fill = shape.fill {
            context.setFillColor(CGColor(Self.painted(fill.color, tint: tint)))
            context.beginPath()
            context.addPath(CGPath(elements: shape.path))
            context.fillPath(using: fill.evenOdd ? .evenOdd : .winding)
        }
        if let stroke = shape.stroke {
            context.setStrokeColor(CGColor(Self.painted(stroke.color, tint: tint)))
            // A width of 0 is the thinnest line the device can draw: about half a point.
            context.setLineWidth(stroke.width > 0 ? stroke.width : 0.5)
            context.setLineCap(stroke.cap)
            context.setLineJoin(stroke.join)
            context.setMiterLimit(stroke.miterLimit)
            context.setLineDash(phase: stroke.dashPhase, lengths: stroke.dash)
            context.beginPath()
            context.addPath(CGPath(elements: shape.path))
            context.strokePath()
        }
    }

    /// The path with every point mapped through the transform (exact for Bézier curves).
    private static func transformed(_ elements: [CGPath.Element], by t: CGAffineTransform) -> [CGPath.Element] {
        guard t != .identity else { return elements }
        return elements.map { element in
            switch element {
            case .move(let p): .move(p.applying(t))
            case .line(let p): .line(p.applying(t))
            case .quad(let c, let p): .quad(control: c.applying(t), to: p.applying(t))
            case .curve(let c1, let c2, let p): .curve(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
            case .close: .close
            }
        }
    }
}
