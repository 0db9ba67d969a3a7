import Foundation

/// Snapshots: a layer tree drawn into a graphics context as the page draws it (backgrounds,
/// corners, borders, contents, drawings, shapes, gradients, labels' text and image views'
/// images), so that `UIGraphicsImageRenderer` turns it into pixels with the server's one
/// rasterizer.
extension CALayer {
    /// Draws the layer and its sublayers into the context, in the layer's coordinates.
    public func render(in ctx: CGContext) {
        renderContent(in: ctx)
        renderSublayers(in: ctx)
        renderBorder(in: ctx)
    }

    private func renderSublayers(in ctx: CGContext) {
        let clips = masksToBounds
        if clips {
            ctx.saveGState()
            addOutline(to: ctx)
            ctx.clip()
        }
        for sublayer in sublayers ?? [] where !sublayer.isHidden && sublayer.opacity > 0 {
            ctx.saveGState()
            // Into the sublayer's coordinates: its position, transform about its anchor point,
            // then its bounds' origin.
            let bounds = sublayer.bounds, anchor = sublayer.anchorPoint, position = sublayer.position
            ctx.translateBy(x: position.x, y: position.y)
            let transform = CATransform3DGetAffineTransform(sublayer.transform)
            if !transform.isIdentity { ctx.concatenate(transform) }
            ctx.translateBy(x: -bounds.width * anchor.x - bounds.minX, y: -bounds.height * anchor.y - bounds.minY)
            if sublayer.opacity < 1 { ctx.setAlpha(CGFloat(sublayer.opacity)) }
            sublayer.render(in: ctx)
            ctx.restoreGState()
        }
        if clips { ctx.restoreGState() }
    }

    /// The layer's rounded bounds as the current path.
    private func addOutline(to ctx: CGContext) {
        ctx.beginPath()
        if cornerRadius > 0 {
            ctx.addPath(UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).cgPath)
        } else {
            ctx.addRect(bounds)
        }
    }

    /// What the layer itself draws, beneath its sublayers.
    private func renderContent(in ctx: CGContext) {
        if let background = backgroundColor, background.alpha > 0 {
            ctx.saveGState()
            ctx.setFillColor(background)
            addOutline(to: ctx)
            ctx.fillPath()
            ctx.restoreGState()
        }
        if let image = contentsImage {
            image.draw(in: bounds)
        }
        // A view not drawn yet (out of a window, or drawn at the end of the turn) draws now.
        if let view { view.displayIfNeeded(quietly: view.renderClient == nil) }
        if let label = view as? UILabel {
            label.renderText(in: ctx)
        } else if let imageView = view as? UIImageView, let image = imageView.image {
            // As the page shows it: a template (a PDF's or a PNG's) in the view's tint.
            imageView.renderedImage(for: image).draw(in: imageView.imageRect(for: image))
        }
        // A gradient layer's drawing comes from its properties; a view's from its `draw(_:)`.
        switch (self as? CAGradientLayer)?.gradientDrawing ?? extras?.drawing {
        case let drawing?:
            ctx.saveGState()
            ctx.translateBy(x: bounds.minX, y: bounds.minY)
            if drawing.width > 0, drawing.height > 0, drawing.width != bounds.width || drawing.height != bounds.height {
                // A drawing stretches with its layer until it is drawn again.
                ctx.scaleBy(x: bounds.width / drawing.width, y: bounds.height / drawing.height)
            }
            ctx.append(drawing.list)
            ctx.restoreGState()
        default:
            break
        }
        if let shape = self as? CAShapeLayer {
            shape.renderPath(in: ctx)
        }
    }

    /// The border, over the sublayers.
    private func renderBorder(in ctx: CGContext) {
        if borderWidth > 0, let color = borderColor {
            ctx.saveGState()
            ctx.setStrokeColor(color)
            ctx.setLineWidth(borderWidth)
            let inset = bounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            ctx.beginPath()
            if cornerRadius > 0 {
                ctx.addPath(UIBezierPath(roundedRect: inset, cornerRadius: max(0, cornerRadius - borderWidth / 2)).cgPath)
            } else {
                ctx.addRect(inset)
            }
            ctx.strokePath()
            ctx.restoreGState()
        }
    }
}

extension CAShapeLayer {
    func renderPath(in ctx: CGContext) {
        guard let path else { return }
        ctx.saveGState()
        if let fill = fillColor {
            ctx.setFillColor(fill)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        if let stroke = strokeColor, lineWidth > 0, strokeEnd > strokeStart {
            ctx.setStrokeColor(stroke)
            ctx.setLineWidth(lineWidth)
            ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
            ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
            ctx.setMiterLimit(miterLimit)
            if let pattern = lineDashPattern, !pattern.isEmpty {
                ctx.setLineDash(phase: lineDashPhase, lengths: pattern.map { CGFloat($0.doubleValue) })
            } else if strokeStart > 0 || strokeEnd < 1 {
                // The part of the stroke's length, as a dash of it.
                let length = path.length
                ctx.setLineDash(phase: strokeStart * length, lengths: [(strokeEnd - strokeStart) * length, 2 * length + 1])
            }
            ctx.addPath(path)
            ctx.strokePath()
        }
        ctx.restoreGState()
    }
}

extension CGPath {
    /// The length of the path as drawn (curves measured in straight pieces).
    var length: CGFloat {
        flattened().reduce(0) { total, polygon in
            total + zip(polygon, polygon.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
    }
}

extension UILabel {
    /// The label's text as the page draws it: its lines, centred in its text rectangle.
    func renderText(in ctx: CGContext) {
        let drawing = currentDrawing
        guard let rect = drawing.rect, !drawing.block.lines.isEmpty else { return }
        let height = drawing.block.size.height
        ctx.saveGState()
        ctx.clip(to: bounds)
        drawing.block.fill(at: CGPoint(x: rect.minX, y: rect.midY - height / 2), width: Double(rect.width), in: ctx)
        ctx.restoreGState()
    }
}

extension UIImageView {
    /// Where the image is drawn in the bounds, as the content mode places it.
    func imageRect(for image: UIImage) -> CGRect {
        let bounds = self.bounds, size = image.size
        guard size.width > 0, size.height > 0 else { return bounds }
        switch contentMode {
        case .scaleAspectFit, .scaleAspectFill:
            let fit = contentMode == .scaleAspectFit
            let scale = fit ? min(bounds.width / size.width, bounds.height / size.height)
                : max(bounds.width / size.width, bounds.height / size.height)
            let drawn = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(x: bounds.midX - drawn.width / 2, y: bounds.midY - drawn.height / 2, width: drawn.width, height: drawn.height)
        case .scaleToFill, .redraw:
            return bounds
        default:
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
    }
}

extension UIView {
    /// Draws the view's hierarchy, scaled to fill `rect`, into the current context; `false`
    /// when there is no current context.
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { layoutIfNeeded() }
        let bounds = self.bounds
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        if bounds.width > 0, bounds.height > 0 { ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height) }
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        if alpha < 1 { ctx.setAlpha(alpha) }
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    /// A view showing a picture of the view as it is drawn now: an image of its hierarchy,
    /// made on the server.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let format = UIGraphicsImageRendererFormat()
        format.scale = traitCollection.displayScale
        let renderer = UIGraphicsImageRenderer(bounds: bounds, format: format)
        let image = renderer.image { _ in _ = drawHierarchy(in: bounds, afterScreenUpdates: false) }
        let snapshot = UIImageView(image: image)
        snapshot.frame = CGRect(origin: .zero, size: bounds.size)
        return snapshot
    }
}
