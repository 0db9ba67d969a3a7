import Foundation

/// A value a layer animation moves through, in the form its key path takes.
enum LayerAnimationValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(RenderColor?)

    /// The value an app gave (`NSNumber`, `CGFloat`, `CGPoint`, `CGColor`, …), in the form of
    /// `like`.
    @MainActor init?(_ any: Any?, like model: LayerAnimationValue) {
        guard let any else { return nil }
        switch model {
        case .number:
            switch any {
            case let value as Double: self = .number(value)
            case let value as CGFloat: self = .number(Double(value))
            case let value as Float: self = .number(Double(value))
            case let value as Int: self = .number(Double(value))
            case let value as NSNumber: self = .number(value.doubleValue)
            default: return nil
            }
        case .point:
            switch any {
            case let point as CGPoint: self = .point(point)
            case let value as NSValue: self = .point(value.cgPointValue)
            default: return nil
            }
        case .size:
            switch any {
            case let size as CGSize: self = .size(size)
            case let value as NSValue: self = .size(value.cgSizeValue)
            default: return nil
            }
        case .rect:
            switch any {
            case let rect as CGRect: self = .rect(rect)
            case let value as NSValue: self = .rect(value.cgRectValue)
            default: return nil
            }
        case .transform:
            switch any {
            case let transform as CATransform3D: self = .transform(transform)
            case let transform as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(transform))
            default: return nil
            }
        case .color:
            switch any {
            case let color as CGColor: self = .color(color.components4)
            case let color as UIColor: self = .color(color.render(in: UITraitCollection.current))
            default: return nil
            }
        }
    }

    /// The value `t` of the way from `self` to `other`.
    func mixed(with other: LayerAnimationValue, _ t: Double) -> LayerAnimationValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(mix(a, b))
        case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.transform(let a), .transform(let b)):
            let entries = zip(a.entries, b.entries).map { mix($0, $1) }
            var result = CATransform3DIdentity
            (result.m11, result.m12, result.m13, result.m14) = (entries[0], entries[1], entries[2], entries[3])
            (result.m21, result.m22, result.m23, result.m24) = (entries[4], entries[5], entries[6], entries[7])
            (result.m31, result.m32, result.m33, result.m34) = (entries[8], entries[9], entries[10], entries[11])
            (result.m41, result.m42, result.m43, result.m44) = (entries[12], entries[13], entries[14], entries[15])
            return .transform(result)
        case (.color(let a), .color(let b)):
            let clear = RenderColor(red: 0, green: 0, blue: 0, alpha: 0)
            let x = a ?? clear, y = b ?? clear
            return .color(RenderColor(red: mix(x.red, y.red), green: mix(x.green, y.green), blue: mix(x.blue, y.blue),
                                      alpha: mix(x.alpha, y.alpha)))
        default:
            return t < 1 ? self : other
        }
    }

    /// `self` plus `other` (`byValue`), for numbers, points and sizes.
    func adding(_ other: LayerAnimationValue) -> LayerAnimationValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): .number(a + b)
        case (.point(let a), .point(let b)): .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        default: other
        }
    }

    var number: Double {
        if case .number(let value) = self { return value }
        return 0
    }
}

/// A layer property Core Animation can animate, by key path: where the model keeps it, and the
/// render property the page shows it with. The table is the one place to add a key path: a
/// new entry names its render property and how a value of it is drawn.
@MainActor
struct LayerAnimatableProperty {
    /// The render property that shows the value.
    let renderKey: RenderKey
    /// The model value.
    let read: @MainActor (CALayer) -> LayerAnimationValue
    /// The render property's value for the layer showing `value`.
    let render: @MainActor (CALayer, LayerAnimationValue) -> RenderValue
    /// Sets `value` on a presentation copy of the layer.
    let present: @MainActor (CALayer, LayerAnimationValue) -> Void
    /// Whether the values are angles, which the page must not take the short way round.
    var isAngle = false

    static func property(forKeyPath keyPath: String) -> LayerAnimatableProperty? {
        table[keyPath]
    }

    static let table: [String: LayerAnimatableProperty] = {
        var table: [String: LayerAnimatableProperty] = [
            "opacity": LayerAnimatableProperty(
                renderKey: .alpha, read: { .number(Double($0.opacity)) },
                render: { _, value in value.number == 1 ? .null : .number(min(max(value.number, 0), 1)) },
                present: { $0.opacity = Float(value: $1) }),
            "position": frameProperty(read: { .point($0.position) }) { layer, value in
                if case .point(let point) = value { layer.position = point }
            },
            "position.x": frameProperty(read: { .number($0.position.x) }) { layer, value in layer.position.x = value.number },
            "position.y": frameProperty(read: { .number($0.position.y) }) { layer, value in layer.position.y = value.number },
            "bounds": frameProperty(read: { .rect($0.bounds) }) { layer, value in
                if case .rect(let rect) = value { layer.bounds = rect }
            },
            "bounds.size": frameProperty(read: { .size($0.bounds.size) }) { layer, value in
                if case .size(let size) = value { layer.bounds.size = size }
            },
            "transform": LayerAnimatableProperty(
                renderKey: .transform, read: { .transform($0.transform) },
                render: { _, value in
                    guard case .transform(let transform) = value else { return .null }
                    return CALayer.renderValue(of: transform) ?? .null
                },
                present: { layer, value in if case .transform(let transform) = value { layer.transform = transform } }),
            "backgroundColor": LayerAnimatableProperty(
                renderKey: .background, read: { .color($0.backgroundColor?.components4) },
                render: { _, value in
                    guard case .color(let color?) = value else { return .null }
                    return .color(color)
                },
                present: { layer, value in if case .color(let color) = value { layer.backgroundColor = color.map { CGColor($0) } } }),
            "cornerRadius": LayerAnimatableProperty(
                renderKey: .radius, read: { .number($0.cornerRadius) },
                render: { _, value in value.number <= 0 ? .null : .number(value.number) },
                present: { $0.cornerRadius = $1.number }),
            "borderWidth": LayerAnimatableProperty(
                renderKey: .border, read: { .number($0.borderWidth) },
                render: { layer, value in border(width: value.number, color: layer.borderColor?.components4) },
                present: { $0.borderWidth = $1.number }),
            "borderColor": LayerAnimatableProperty(
                renderKey: .border, read: { .color($0.borderColor?.components4) },
                render: { layer, value in
                    guard case .color(let color) = value else { return .null }
                    return border(width: layer.borderWidth, color: color)
                },
                present: { layer, value in if case .color(let color) = value { layer.borderColor = color.map { CGColor($0) } } }),
            "shadowOpacity": LayerAnimatableProperty(
                renderKey: .shadow, read: { .number(Double($0.shadowOpacity)) },
                render: { layer, value in
                    guard value.number > 0, var color = layer.shadowColor?.components4 else { return .null }
                    color.alpha *= min(max(value.number, 0), 1)
                    return .shadow(color: color, offsetX: layer.shadowOffset.width, offsetY: layer.shadowOffset.height,
                                   radius: layer.shadowRadius)
                },
                present: { $0.shadowOpacity = Float(value: $1) }),
            "strokeStart": strokeEndProperty(.strokeStart, default: 0, read: \.strokeStart) { $0.strokeStart = $1 },
            "strokeEnd": strokeEndProperty(.strokeEnd, default: 1, read: \.strokeEnd) { $0.strokeEnd = $1 },
        ]
        for component in TransformComponent.allCases {
            for keyPath in component.keyPaths {
                table[keyPath] = LayerAnimatableProperty(
                    renderKey: .transform, read: { .number(component.value(in: $0.transform)) },
                    render: { layer, value in
                        CALayer.renderValue(of: component.setting(value.number, in: layer.transform)) ?? .null
                    },
                    present: { layer, value in layer.transform = component.setting(value.number, in: layer.transform) },
                    isAngle: component == .rotation)
            }
        }
        return table
    }()

    /// A key path the layer's frame shows (position, bounds): the frame as the layer would have
    /// it with the value, its anchor point and bounds size otherwise kept.
    private static func frameProperty(read: @escaping @MainActor (CALayer) -> LayerAnimationValue,
                                      present: @escaping @MainActor (CALayer, LayerAnimationValue) -> Void) -> LayerAnimatableProperty {
        LayerAnimatableProperty(renderKey: .frame, read: read, render: { layer, value in
            let copy = CALayer()
            copy.anchorPoint = layer.anchorPoint
            copy.bounds = layer.bounds
            copy.position = layer.position
            present(copy, value)
            let size = copy.bounds.size, anchor = copy.anchorPoint, position = copy.position
            return .rect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                         width: size.width, height: size.height)
        }, present: present)
    }

    /// A shape layer's `strokeStart` or `strokeEnd`: a number from 0 to 1 the page draws the
    /// stroke's part with.
    private static func strokeEndProperty(_ key: RenderKey, default defaultValue: Double,
                                          read: KeyPath<CAShapeLayer, CGFloat>,
                                          present: @escaping @MainActor (CAShapeLayer, CGFloat) -> Void) -> LayerAnimatableProperty {
        LayerAnimatableProperty(
            renderKey: key, read: { .number(($0 as? CAShapeLayer).map { Double($0[keyPath: read]) } ?? defaultValue) },
            render: { _, value in value.number == defaultValue ? .null : .number(min(max(value.number, 0), 1)) },
            present: { layer, value in if let shape = layer as? CAShapeLayer { present(shape, CGFloat(value.number)) } })
    }

    private static func border(width: Double, color: RenderColor?) -> RenderValue {
        guard width > 0, let color else { return .null }
        return .border(width: width, color: color)
    }
}

private extension Float {
    init(value: LayerAnimationValue) {
        self = Float(value.number)
    }
}

/// One of the parts a 2D transform is made of, which `transform.<part>` key paths animate:
/// the others keep their values.
enum TransformComponent: CaseIterable {
    case rotation, scale, scaleX, scaleY, translationX, translationY

    var keyPaths: [String] {
        switch self {
        case .rotation: ["transform.rotation", "transform.rotation.z"]
        case .scale: ["transform.scale"]
        case .scaleX: ["transform.scale.x"]
        case .scaleY: ["transform.scale.y"]
        case .translationX: ["transform.translation.x"]
        case .translationY: ["transform.translation.y"]
        }
    }

    /// The transform's parts: scale, then rotation, then translation.
    private struct Parts {
        var scaleX, scaleY, rotation, translationX, translationY: Double

        init(_ t: CATransform3D) {
            scaleX = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
            let determinant = t.m11 * t.m22 - t.m12 * t.m21
            scaleY = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot() * (determinant < 0 ? -1 : 1)
            rotation = atan2(t.m12, t.m11)
            translationX = t.m41
            translationY = t.m42
        }

        var transform: CATransform3D {
            let scaled = CATransform3DMakeScale(scaleX, scaleY, 1)
            let rotated = CATransform3DConcat(scaled, CATransform3DMakeRotation(rotation, 0, 0, 1))
            return CATransform3DConcat(rotated, CATransform3DMakeTranslation(translationX, translationY, 0))
        }
    }

    func value(in transform: CATransform3D) -> Double {
        let parts = Parts(transform)
        return switch self {
        case .rotation: parts.rotation
        case .scale, .scaleX: parts.scaleX
        case .scaleY: parts.scaleY
        case .translationX: parts.translationX
        case .translationY: parts.translationY
        }
    }

    func setting(_ value: Double, in transform: CATransform3D) -> CATransform3D {
        var parts = Parts(transform)
        switch self {
        case .rotation: parts.rotation = value
        case .scale: (parts.scaleX, parts.scaleY) = (value, value)
        case .scaleX: parts.scaleX = value
        case .scaleY: parts.scaleY = value
        case .translationX: parts.translationX = value
        case .translationY: parts.translationY = value
        }
        return parts.transform
    }
}
