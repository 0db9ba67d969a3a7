import Foundation

extension UIView {
    /// The value of a view's own render property, or `nil` when it has its default.
    func viewRenderValue(for key: RenderKey) -> RenderValue? {
        switch key {
        case .frame:
            let frame = untransformedFrame
            return .rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        case .transform:
            if let transform3D = storedLayer?.extras?.viewTransform3D { return CALayer.renderValue(of: transform3D) }
            let t = storedTransform
            return t.isIdentity ? nil : .transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        case .anchor:
            let anchor = storedAnchorPoint
            return anchor == CGPoint(x: 0.5, y: 0.5) ? nil : .point(x: anchor.x, y: anchor.y)
        case .radius, .border, .shadow, .zPosition, .sublayerTransform, .image, .contentMode, .contentsRect, .drawing,
             .shape, .strokeStart, .strokeEnd, .runs, .textFrame:
            // The layer's, a gradient, shape or text layer (`layerClass`) drawing its own.
            return storedLayer?.renderValue(for: key)
        case .mask:
            guard let mask else { return storedLayer?.sharedRenderValue(for: key) }
            let frame = mask.frame
            return .clip(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
                         radius: Double(mask.storedLayer?.cornerRadius ?? 0))
        case .bounds:
            let origin = storedBounds.origin
            return origin == .zero ? nil : .point(x: origin.x, y: origin.y)
        case .background:
            return backgroundColor.map { .color($0.render(in: traitCollection)) }
        case .alpha:
            return alpha == 1 ? nil : .number(alpha)
        case .hidden:
            return isHidden ? .bool(true) : nil
        case .clips:
            return clipsToBounds ? .bool(true) : nil
        case .role, .label, .axValue, .axHint, .axState, .axRange, .axActions, .tab, .axLanguage, .axPath, .axElements:
            // Compared with what the page has at each commit (SceneRenderer, "Accessibility").
            return nil
        case .identifier:
            return accessibilityIdentifier.map(RenderValue.string)
        case .grab:
            return grabsTouches ? .bool(true) : nil
        case .text, .font, .color, .align, .textShadow, .editable, .theme, .pressed, .scroll, .offset, .backdrop, .vibrancy:
            return nil
        }
    }

    /// Every non-default property, for creating the node.
    func renderProperties() -> [RenderProperty] {
        // A plain loop: a snapshot asks every key of every view, and a closure here would check
        // its main-actor isolation at each call.
        var properties: [RenderProperty] = []
        properties.reserveCapacity(8)
        for key in RenderKeySet.viewKeys {
            if let value = renderValue(for: key) { properties.append(RenderProperty(key, value)) }
        }
        return properties
    }


    /// Marks a property as about to change. The first time in a commit, the value the client
    /// has is kept, so that a change undone before the commit sends nothing.
    func willChangeRender(_ key: RenderKey) {
        willChangeRender(key, from: renderValue(for: key))
    }

    /// Marks a property as about to change when the client's value is known better than by
    /// asking now: a value derived from state that has already changed.
    @inline(__always)
    func willChangeRender(_ key: RenderKey, from clientValue: @autoclosure () -> RenderValue?) {
        // Most calls find the property marked already, outside an animation block: they return
        // here, where the caller is, without making the closure for the client's value.
        if key != .frame, renderDirty.contains(RenderKeySet(key)), ViewAnimationRecording.current == nil { return }
        noteRenderChange(key, from: clientValue)
    }

    private func noteRenderChange(_ key: RenderKey, from clientValue: () -> RenderValue?) {
        if key == .frame, let maskedView { maskedView.willChangeRender(.mask) }
        if let recording = ViewAnimationRecording.current { recording.note(self, key, from: clientValue) }
        let bit = RenderKeySet(key)
        guard !renderDirty.contains(bit) else { return }
        renderDirty.insert(bit)
        guard let renderer = storedWindow?.sceneRenderer else { return }
        if renderClient === renderer { renderer.recordClientValue(clientValue(), of: key, for: self) }
        enqueueForCommit()
    }

    /// Records that the subviews were added, removed or reordered.
    func noteSubviewsChanged() {
        renderChildrenChanged = true
        enqueueForCommit()
    }

    /// Records that the view (and its subtree) left `oldWindow`'s tree.
    func noteRemovedFromWindow(_ oldWindow: UIWindow?) {
        oldWindow?.windowScene?.renderer.noteRemoved(self)
    }

    private func enqueueForCommit() {
        guard !renderQueued, let renderer = storedWindow?.sceneRenderer else { return }
        renderQueued = true
        renderer.enqueue(self)
    }

    /// The subtree as automation sees it, with frames in window coordinates.
    func viewTreeNode() -> ViewTreeNode {
        var node = ViewTreeNode(
            id: renderID,
            className: String(describing: type(of: self)),
            frame: convert(bounds, to: nil),
            accessibilityIdentifier: accessibilityIdentifier,
            accessibilityLabel: accessibilityLabel,
            text: automationText,
            value: automationValue,
            isHidden: isHidden,
            isEnabled: automationIsEnabled,
            contentOffset: automationContentOffset,
            contentSize: automationContentSize,
            children: storedSubviews.map { $0.viewTreeNode() } + accessibilityElementNodes())
        node.isAccessibilityElement = isAccessibilityElement
        node.accessibilityValue = accessibilityValue
        node.accessibilityHint = accessibilityHint
        node.accessibilityTraits = accessibilityTraits
        node.accessibilityFrame = accessibilityFrame
        return node
    }
}

extension UIView {
    /// The accessibility elements of the view that are not views, after its subviews.
    private func accessibilityElementNodes() -> [ViewTreeNode] {
        guard !isAccessibilityElement, let elements = accessibilityElements else { return [] }
        return elements.compactMap { $0 as? UIAccessibilityElement }.map { element in
            let traits = element.accessibilityTraits
            var node = ViewTreeNode(
                id: element.renderID,
                className: String(describing: type(of: element)),
                frame: element.accessibilityFrame,
                accessibilityIdentifier: element.accessibilityIdentifier,
                accessibilityLabel: element.accessibilityLabel,
                value: element.accessibilityValue,
                isHidden: !element.isAccessibilityElement,
                isEnabled: !traits.contains(.notEnabled),
                children: [])
            node.isAccessibilityElement = element.isAccessibilityElement
            node.accessibilityValue = element.accessibilityValue
            node.accessibilityHint = element.accessibilityHint
            node.accessibilityTraits = traits
            node.accessibilityFrame = element.accessibilityFrame
            return node
        }
    }
}

extension UIView {
    /// The view's node id on the wire, stable for the view's lifetime.
    @_spi(Host) public var renderNodeID: Int { renderID }
}
