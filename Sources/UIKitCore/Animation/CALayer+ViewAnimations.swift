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

    /// A copy of the layer as it is shown now: for a view being animated, its frame, opacity and
    /// corner radius where the animation has them at this moment of the scene's clock; the
    /// values of its layer animations' key paths where they are.
    public func presentation() -> CALayer? {
        let copy = CALayer(layer: self)
        copy.frame = frame
        copy.opacity = opacity
        copy.cornerRadius = cornerRadius
        copy.transform = transform
        copy.backgroundColor = backgroundColor
        defer { applyLayerAnimations(to: copy) }
        guard let (scene, view, running) = viewAnimation else { return copy }
        let progress = running.progress(at: scene.gestureEnvironment.clock.now)
        func mix(_ from: Double, _ to: Double) -> Double { from + (to - from) * progress }
        for (key, value) in running.from[ObjectIdentifier(view)] ?? [] {
            switch (key, value) {
            case (.frame, .rect(let x, let y, let width, let height)?):
                let to = frame
                copy.frame = CGRect(x: mix(x, to.minX), y: mix(y, to.minY), width: mix(width, to.width), height: mix(height, to.height))
            case (.alpha, let start):
                let from: Double = if case .number(let alpha)? = start { alpha } else { 1 }
                copy.opacity = Float(mix(from, Double(opacity)))
            case (.radius, .corners(let radius, _, _)?):
                copy.cornerRadius = mix(radius, cornerRadius)
            case (.radius, nil):
                copy.cornerRadius = mix(0, cornerRadius)
            default:
                break
            }
        }
        return copy
    }
}
