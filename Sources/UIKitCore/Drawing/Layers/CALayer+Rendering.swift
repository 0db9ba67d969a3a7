import Foundation

/// How layers reach the page: a view's layer through its view's node; a layer of its own as a
/// node of its own, a child of its superlayer's node, marked and queued like a view.
extension CALayer {
    /// Marks a property of the layer's node as about to change; the first time in a commit the
    /// value the client has is kept. A view's layer marks its view's node.
    func willChangeRender(_ key: RenderKey) {
        if let maskedLayer = extras?.maskedLayer, [.frame, .radius, .transform].contains(key) {
            maskedLayer.willChangeRender(.mask)
        }
        if let view {
            view.willChangeRender(key)
            view.maskedView?.willChangeRender(.mask)
            return
        }
        guard let model else { return }
        let bit = RenderKeySet(key)
        guard !model.renderDirty.contains(bit) else { return }
        model.renderDirty.insert(bit)
        guard let renderer = hostRenderer else { return }
        if model.renderClient === renderer { renderer.recordClientValue(renderValue(for: key), of: key, for: model.renderID) }
        enqueueForCommit()
    }

    /// The layer's node id on the wire: its view's for a view's layer.
    @_spi(Host) public var renderNodeID: Int { view?.renderID ?? model?.renderID ?? 0 }

    func enqueueForCommit() {
        guard let model, !model.renderQueued, let renderer = hostRenderer else { return }
        model.renderQueued = true
        renderer.enqueue(self)
    }

    /// The value of a render property of a layer of its own, or `nil` when it has its default
    /// (`renderValue(for:)` in the class, which subclasses extend); for a view's layer, only what
    /// the layer draws (a gradient, a shape, text), its view giving the rest.
    func ownRenderValue(for key: RenderKey) -> RenderValue? {
        // A view's layer: its view draws the rest.
        guard let model else { return sharedRenderValue(for: key) }
        switch key {
        case .frame:
            let frame = geometry.untransformedFrame
            return .rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        case .bounds:
            let origin = model.bounds.origin
            return origin == .zero ? nil : .point(x: origin.x, y: origin.y)
        case .transform:
            return Self.renderValue(of: model.transform)
        case .anchor:
            let anchor = model.anchorPoint
            return anchor == CGPoint(x: 0.5, y: 0.5) ? nil : .point(x: anchor.x, y: anchor.y)
        case .background:
            return model.backgroundColor.map { .color($0.components4) }
        case .alpha:
            return model.opacity == 1 ? nil : .number(Double(model.opacity))
        case .hidden:
            return model.isHidden ? .bool(true) : nil
        case .clips:
            return model.masksToBounds ? .bool(true) : nil
        case .identifier:
            return extras?.name.map(RenderValue.string)
        default:
            return sharedRenderValue(for: key)
        }
    }

    /// The values a view's layer and a layer of its own both draw: corners, border, shadow,
    /// z position, sublayer transform, mask and contents.
    func sharedRenderValue(for key: RenderKey) -> RenderValue? {
        switch key {
        case .radius:
            let radius = appearance.cornerRadius
            guard radius != 0 else { return nil }
            let mask = extras?.maskedCorners ?? .all
            let continuous = extras?.cornerCurve == .continuous
            guard mask != .all || continuous else { return .number(radius) }
            return .corners(radius: radius, mask: Int(mask.rawValue), continuous: continuous)
        case .border:
            guard appearance.borderWidth > 0, let color = appearance.borderColor else { return nil }
            return .border(width: appearance.borderWidth, color: color.components4)
        case .shadow:
            guard appearance.shadowOpacity > 0, var color = appearance.shadowColor?.components4 else { return nil }
            color.alpha *= Double(min(max(appearance.shadowOpacity, 0), 1))
            return .shadow(color: color, offsetX: appearance.shadowOffset.width, offsetY: appearance.shadowOffset.height,
                           radius: appearance.shadowRadius)
        case .zPosition:
            return appearance.zPosition == 0 ? nil : .number(appearance.zPosition)
        case .sublayerTransform:
            return extras.flatMap { Self.renderValue(of: $0.sublayerTransform) }
        case .mask:
            guard let mask = extras?.mask else { return nil }
            let frame = mask.frame
            return .clip(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height, radius: Double(mask.cornerRadius))
        case .image:
            return contentsImage.map(RenderValue.image)
        case .contentsRect:
            guard contentsImage != nil, let rect = extras?.contentsRect, rect != CGRect(x: 0, y: 0, width: 1, height: 1) else {
                return nil
            }
            return .rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        case .drawing:
            return extras?.drawing.map(RenderValue.drawing)
        case .contentMode:
            guard contentsImage != nil, let extras, extras.contentsGravity != .resize else { return nil }
            return .string(extras.contentsGravity.contentModeName(flipped: extras.isGeometryFlipped))
        default:
            return nil
        }
    }

    /// Every non-default property of a layer of its own, for creating its node.
    func renderProperties() -> [RenderProperty] {
        var properties: [RenderProperty] = []
        for key in RenderKeySet.viewKeys {
            if let value = renderValue(for: key) { properties.append(RenderProperty(key, value)) }
        }
        return properties
    }

    /// A transform as the page draws it: nothing for the identity, six numbers when affine.
    static func renderValue(of transform: CATransform3D) -> RenderValue? {
        guard !CATransform3DIsIdentity(transform) else { return nil }
        guard CATransform3DIsAffine(transform) else { return .transform3D(transform.entries.map(Double.init)) }
        let t = CATransform3DGetAffineTransform(transform)
        return .transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
}
