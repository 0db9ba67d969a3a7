import Foundation

/// Snapshots: a layer tree drawn into a graphics context as the page draws it (backgrounds,
/// corners, borders, contents, drawings, shapes, gradients, labels' and text fields' text,
/// image views' images, symbols in their tint), so that `UIGraphicsImageRenderer` turns it into pixels with the server's one
/// rasterizer.
extension CALayer {
    /// Draws the layer and its sublayers into the context, in the layer's coordinates.
    public func render(in ctx: CGContext) {
        render(in: ctx, opacity: 1)
    }

    /// Draws the layer and its sublayers at `opacity`, the product of its superlayers' (the
    /// context's alpha is set, not multiplied, by each layer).
    func render(in ctx: CGContext, opacity: CGFloat) {
        // A view's dynamic colors (its text's, its image's tint) in its own traits.
        let previousTraits = UITraitCollection.current
        if let view { UITraitCollection.current = view.traitCollection }
        defer { UITraitCollection.current = previousTraits }
        // A mask clips the layer to its frame and corners, as the page's clip path does.
        if let mask {
            ctx.saveGState()
            ctx.beginPath()
            ctx.addPath(UIBezierPath(roundedRect: mask.frame, cornerRadius: mask.cornerRadius).cgPath)
            ctx.clip()
        }
        renderShadow(in: ctx)
        renderContent(in: ctx)
        renderSublayers(in: ctx, opacity: opacity)
        renderBorder(in: ctx)
        if mask != nil { ctx.restoreGState() }
    }

    /// The shadow as the page's box shadow draws it: the rounded bounds' shadow, blurred by the
    /// radius and offset, outside the bounds only (whatever the layer's content).
    private func renderShadow(in ctx: CGContext) {
        guard shadowOpacity > 0, let color = shadowColor, color.alpha > 0, bounds.width > 0, bounds.height > 0,
              let shadow = shadowImage(color: color, scale: ctx.scale) else { return }
        ctx.saveGState()
        // Outside the bounds only: the even-odd clip of the shadow's rectangle and the outline.
        ctx.beginPath()
        ctx.addRect(shadow.rect)
        ctx.addPath(outlinePath(in: bounds))
        ctx.clip(using: .evenOdd)
        ctx.draw(shadow.image, in: shadow.rect)
        ctx.restoreGState()
    }

    /// The blurred, offset shadow of the rounded bounds alone, as an image and the rectangle it
    /// covers in the layer's coordinates. The outline is filled off to the left in a bitmap
    /// twice as wide as the shadow's area, its shadow falling on the right, then cleared.
    private func shadowImage(color: CGColor, scale: CGFloat) -> (image: CGImage, rect: CGRect)? {
        var components = color.components4
        components.alpha *= Double(min(shadowOpacity, 1))
        let reach = (shadowRadius * 2).rounded(.up) + 1
        let area = bounds.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -reach, dy: -reach)
            .union(bounds.insetBy(dx: -reach, dy: -reach))
        let away = area.width
        let whole = CGRect(x: area.minX - away, y: area.minY, width: away * 2, height: area.height)
        guard let context = CGContext(size: whole.size, scale: scale, opaque: false) else { return nil }
        context.translateBy(x: -whole.minX, y: -whole.minY)
        context.setShadow(offset: CGSize(width: shadowOffset.width + away, height: shadowOffset.height), blur: shadowRadius,
                          color: CGColor(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha))
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        context.beginPath()
        context.addPath(outlinePath(in: bounds.offsetBy(dx: -away, dy: 0)))
        context.fillPath()
        context.setShadow(offset: .zero, blur: 0, color: nil)
        context.clear(CGRect(x: whole.minX, y: whole.minY, width: away, height: whole.height))
        guard let png = context.makePNG(), let image = UIImage(data: png, scale: 1), let cgImage = image.cgImage else { return nil }
        return (cgImage, whole)
    }

    private func renderSublayers(in ctx: CGContext, opacity: CGFloat) {
        let clips = masksToBounds
        if clips {
            ctx.saveGState()
            addOutline(to: ctx)
            ctx.clip()
        }
        for sublayer in sublayers ?? [] where (!sublayer.isHidden || sublayer.isTextFieldsTextWhileEditing) && sublayer.opacity > 0 {
            sublayer.renderPlaced(in: ctx, opacity: opacity)
        }
        if clips { ctx.restoreGState() }
    }

    /// Draws the layer where it sits in its superlayer's coordinates (the context's): at its
    /// position, through its transform about its anchor point, at its opacity times the
    /// superlayer's `opacity`.
    func renderPlaced(in ctx: CGContext, opacity inherited: CGFloat) {
        ctx.saveGState()
        // Into the layer's coordinates: its position, transform about its anchor point, then
        // its bounds' origin.
        ctx.translateBy(x: position.x, y: position.y)
        let transform = CATransform3DGetAffineTransform(self.transform)
        if !transform.isIdentity { ctx.concatenate(transform) }
        ctx.translateBy(x: -bounds.width * anchorPoint.x - bounds.minX, y: -bounds.height * anchorPoint.y - bounds.minY)
        let opacity = inherited * CGFloat(self.opacity)
        if opacity < 1 { ctx.setAlpha(opacity) }
        render(in: ctx, opacity: opacity)
        ctx.restoreGState()
    }

    /// Whether the layer is a text field's or text view's own text, hidden while it is edited
    /// because the page's input element draws it then: a snapshot draws it all the same.
    private var isTextFieldsTextWhileEditing: Bool {
        guard let label = view as? UILabel else { return false }
        if let field = label.superview as? UITextField { return field.isEditing && label === field.displayLabel }
        if let textView = label.superview as? UITextView { return textView.isEditing && label === textView.displayLabel }
        return false
    }

    /// The layer's rounded bounds as the current path.
    private func addOutline(to ctx: CGContext) {
        ctx.beginPath()
        ctx.addPath(outlinePath(in: bounds))
    }

    /// The rectangle with the layer's rounded corners, as the page rounds them: the masked
    /// corners only, circular or continuous (CSS's squircle), each at most half a side.
    func outlinePath(in rect: CGRect, radius: CGFloat? = nil) -> CGPath {
        let radius = min(max(radius ?? cornerRadius, 0), min(rect.width, rect.height) / 2)
        let path = CGMutablePath()
        guard radius > 0 else {
            path.addRect(rect)
            return path
        }
        let corners = maskedCorners
        if cornerCurve != .continuous {
            let order: [CACornerMask] = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner]
            path.addRoundedRect(rect, radii: order.map { corners.contains($0) ? CGSize(width: radius, height: radius) : .zero })
            return path
        }
        // Each corner a quarter of the superellipse |x|⁴ + |y|⁴ = r⁴, clockwise from the top left.
        let steps = 12
        let quarters: [(CACornerMask, CGPoint, CGFloat, CGFloat)] = [
            (.layerMinXMinYCorner, CGPoint(x: rect.minX, y: rect.minY), 1, 1),
            (.layerMaxXMinYCorner, CGPoint(x: rect.maxX, y: rect.minY), -1, 1),
            (.layerMaxXMaxYCorner, CGPoint(x: rect.maxX, y: rect.maxY), -1, -1),
            (.layerMinXMaxYCorner, CGPoint(x: rect.minX, y: rect.maxY), 1, -1),
        ]
        for (index, (mask, corner, sx, sy)) in quarters.enumerated() {
            guard corners.contains(mask) else {
                index == 0 ? path.move(to: corner) : path.addLine(to: corner)
                continue
            }
            let center = CGPoint(x: corner.x + sx * radius, y: corner.y + sy * radius)
            for step in 0...steps {
                // From the corner's first edge (in clockwise order) to its second.
                var t = CGFloat(step) / CGFloat(steps) * .pi / 2
                if index % 2 == 1 { t = .pi / 2 - t }
                let (u, v) = (pow(cos(t), 0.5), pow(sin(t), 0.5))
                let point = CGPoint(x: center.x - sx * radius * u, y: center.y - sy * radius * v)
                index == 0 && step == 0 ? path.move(to: point) : path.addLine(to: point)
            }
        }
        path.closeSubpath()
        return path
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
        } else if let imageView = view as? UIImageView {
            imageView.renderImage(in: ctx)
        }
        // A gradient layer's drawing comes from its properties; a view's from its `draw(_:)`.
        switch (self as? CAGradientLayer)?.gradientDrawing ?? extras?.drawing {
        case let drawing?:
            ctx.saveGState()
            // Within the bounds, as the page's canvas of the layer's size.
            ctx.clip(to: bounds)
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
        } else if let text = self as? CATextLayer, text.string != nil {
            // From the top, within the bounds, as the page places a text layer's lines.
            let block = text.textBlock
            ctx.saveGState()
            ctx.clip(to: bounds)
            block.fill(at: bounds.origin, width: Double(bounds.width), in: ctx)
            ctx.restoreGState()
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
            ctx.addPath(outlinePath(in: inset, radius: max(0, cornerRadius - borderWidth / 2)))
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
    /// The label's text as the page draws it: its lines, centred in its text rectangle, in the
    /// dimmed or highlighted color that overrides its own, with its shadow.
    func renderText(in ctx: CGContext) {
        let drawing = currentDrawing
        guard let rect = drawing.rect, !drawing.block.lines.isEmpty else { return }
        let height = drawing.block.size.height
        ctx.saveGState()
        ctx.clip(to: bounds)
        if let shadowColor {
            ctx.setShadow(offset: shadowOffset, blur: 0, color: shadowColor.cgColor)
        }
        drawing.block.fill(at: CGPoint(x: rect.minX, y: rect.midY - height / 2), width: Double(rect.width), in: ctx,
                           overridingColor: overridingTextColor?.cgColor)
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
        layer.render(in: ctx, opacity: alpha)
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
