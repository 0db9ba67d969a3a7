import Foundation

/// A view's layer answers for the view animations running on it: their keys, removing them,
/// and the presentation values the page shows as they play.
extension CALayer {
    /// The Core Animation key paths of a view property the page animates.
    private static func animationKeys(for key: RenderKey) -> [String] {
        switch key {
        case .frame: ["position", "bounds"]
        case .alpha: ["opacity"]
        case .background: ["backgroundColor"]
        case .transform: ["transform"]
        case .radius: ["cornerRadius"]
        default: []
        }
    }

    /// The running view animation of the layer's view, in its scene.
    private var viewAnimation: (scene: UIWindowScene, view: UIView, running: RunningViewAnimation)? {
        guard let view, let scene = view.window?.windowScene, let running = scene.runningAnimation(of: view) else { return nil }
        return (scene, view, running)
    }

    /// The keys of the view animations of the layer's view, or `nil` when there are none.
    func viewAnimationKeys() -> [String]? {
        guard let (_, view, running) = viewAnimation else { return nil }
        let keys = (running.from[ObjectIdentifier(view)] ?? []).flatMap { Self.animationKeys(for: $0.key) }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the view animations of the layer's view: the view shows its model values at
    /// once, and a view animation left with nothing to animate completes with `false`.
    func removeViewAnimations() {
        guard let view, let scene = view.window?.windowScene else { return }
        scene.removeAnimations(of: view)
    }

    /// A copy of the layer as it is shown now: for a view being animated, its frame, opacity,
    /// transform and corner radius where the animation (or its keyframes) has them at this
    /// moment of the scene's clock; the values of its layer animations' key paths where they are.
    public func presentation() -> CALayer? {
        let copy = CALayer(layer: self)
        copy.anchorPoint = anchorPoint
        copy.bounds = bounds
        copy.position = position
        copy.transform = transform
        copy.opacity = opacity
        copy.cornerRadius = cornerRadius
        copy.backgroundColor = backgroundColor
        defer { applyLayerAnimations(to: copy) }
        guard let (scene, view, running) = viewAnimation else { return copy }
        let progress = running.progress(at: scene.gestureEnvironment.clock.now)
        let id = ObjectIdentifier(view)
        if let keyframes = running.keyframes[id] {
            var keys: [RenderKey] = []
            for keyframe in keyframes { for property in keyframe.properties where !keys.contains(property.key) { keys.append(property.key) } }
            for key in keys {
                let mine = keyframes.compactMap { keyframe in
                    keyframe.properties.first { $0.key == key }.map { (keyframe.offset, $0.value, keyframe.easing) }
                }
                Self.present(Self.value(in: mine, at: progress), for: key, on: copy)
            }
            return copy
        }
        for (key, start) in running.from[id] ?? [] {
            Self.present(Self.mix(start, view.viewRenderValue(for: key), progress), for: key, on: copy)
        }
        return copy
    }

    /// The value of a property with these keyframes at `t`.
    private static func value(in keyframes: [(offset: Double, value: RenderValue, easing: String?)], at t: Double) -> RenderValue? {
        guard let first = keyframes.first, let last = keyframes.last else { return nil }
        guard t > first.offset else { return first.value }
        guard t < last.offset else { return last.value }
        for (start, end) in zip(keyframes, keyframes.dropFirst()) where t <= end.offset {
            let span = max(end.offset - start.offset, 0.000001)
            let local = ViewAnimationTiming.eased((t - start.offset) / span, curve: start.easing ?? ViewAnimationTiming.linear)
            return mix(start.value, end.value, local)
        }
        return last.value
    }

    /// The value `t` of the way between two values of a property (`nil` and `null`: its default).
    private static func mix(_ from: RenderValue?, _ to: RenderValue?, _ t: Double) -> RenderValue? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (from ?? .null, to ?? .null) {
        case (.rect(let x0, let y0, let w0, let h0), .rect(let x1, let y1, let w1, let h1)):
            return .rect(x: mix(x0, x1), y: mix(y0, y1), width: mix(w0, w1), height: mix(h0, h1))
        case (.number(let a), .number(let b)): return .number(mix(a, b))
        case (.null, .number(let b)): return .number(mix(1, b))
        case (.number(let a), .null): return .number(mix(a, 1))
        case (.null, .null): return nil
        default:
            let a = affine(from), b = affine(to)
            if let a, let b {
                return .transform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                  tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))
            }
            return t < 1 ? from : to
        }
    }

    private static func affine(_ value: RenderValue?) -> CGAffineTransform? {
        switch value {
        case nil, .null?: .identity
        case .transform(let a, let b, let c, let d, let tx, let ty)?: CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        default: nil
        }
    }

    /// Shows a view's render value on a presentation copy of its layer.
    private static func present(_ value: RenderValue?, for key: RenderKey, on copy: CALayer) {
        switch (key, value) {
        case (.frame, .rect(let x, let y, let width, let height)?):
            copy.bounds.size = CGSize(width: width, height: height)
            copy.position = CGPoint(x: x + copy.anchorPoint.x * width, y: y + copy.anchorPoint.y * height)
        case (.alpha, .number(let alpha)?): copy.opacity = Float(alpha)
        case (.alpha, nil), (.alpha, .null?): copy.opacity = 1
        case (.radius, .number(let radius)?), (.radius, .corners(let radius, _, _)?): copy.cornerRadius = radius
        case (.radius, nil), (.radius, .null?): copy.cornerRadius = 0
        case (.transform, .transform(let a, let b, let c, let d, let tx, let ty)?):
            copy.transform = CATransform3DMakeAffineTransform(CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty))
        case (.transform, nil), (.transform, .null?): copy.transform = CATransform3DIdentity
        default: break
        }
    }
}
