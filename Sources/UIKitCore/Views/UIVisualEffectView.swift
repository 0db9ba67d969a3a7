import Foundation

/// An effect a visual effect view applies to what is behind it.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying {
    public override init() {
        super.init()
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A blur of what is behind the view, in one of UIKit's materials.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The intensity and tint of a blur.
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, extraDark = 3, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    public let style: Style

    /// A blur in the style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The page's backdrop filter: the blur radius in points and the saturation behind it.
    var backdropFilter: String {
        let radius: Int = switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: 15
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark, .extraLight, .light: 20
        default: 30
        }
        return "blur(\(radius)px) saturate(1.8)"
    }

    /// Whether the material is dark for the traits: by the style, or by the interface style
    /// for the adaptive materials.
    func isDark(in traits: UITraitCollection) -> Bool {
        let tint = self.tint.render(in: traits)
        return (tint.red + tint.green + tint.blue) / 3 < 0.5
    }

    /// The color laid over the blur: light or dark by the style, or by the interface style for
    /// the adaptive materials; thinner materials let more through. Made once a style for the
    /// process: every bar of every scene lays one over its blur, and a color does not change.
    var tint: UIColor {
        if let made = Self.tints[style] { return made }
        let made = Self.makeTint(style)
        Self.tints[style] = made
        return made
    }

    private static var tints: [Style: UIColor] = [:]

    private static func makeTint(_ style: Style) -> UIColor {
        func material(_ alpha: CGFloat, dark: Bool?) -> UIColor {
            let light = UIColor(white: 0.97, alpha: alpha), darkColor = UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: alpha)
            guard let dark else { return UIColor { $0.userInterfaceStyle == .dark ? darkColor : light } }
            return dark ? darkColor : light
        }
        return switch style {
        case .extraLight: UIColor(white: 0.97, alpha: 0.8)
        case .light: UIColor(white: 0.97, alpha: 0.3)
        case .dark: UIColor(white: 0.11, alpha: 0.73)
        case .extraDark: UIColor(white: 0.07, alpha: 0.8)
        case .regular, .systemMaterial: material(0.72, dark: nil)
        case .prominent, .systemThickMaterial: material(0.85, dark: nil)
        case .systemUltraThinMaterial: material(0.35, dark: nil)
        case .systemThinMaterial: material(0.55, dark: nil)
        case .systemChromeMaterial: material(0.75, dark: nil)
        case .systemUltraThinMaterialLight: material(0.35, dark: false)
        case .systemThinMaterialLight: material(0.55, dark: false)
        case .systemMaterialLight: material(0.72, dark: false)
        case .systemThickMaterialLight: material(0.85, dark: false)
        case .systemChromeMaterialLight: material(0.75, dark: false)
        case .systemUltraThinMaterialDark: material(0.35, dark: true)
        case .systemThinMaterialDark: material(0.55, dark: true)
        case .systemMaterialDark: material(0.72, dark: true)
        case .systemThickMaterialDark: material(0.85, dark: true)
        case .systemChromeMaterialDark: material(0.75, dark: true)
        }
    }
}

/// How vibrant content stands out on a blur.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// Content that takes on the colors of the blur behind it. The page approximates UIKit's
/// vibrancy with CSS: the content's shapes (its alpha) are drawn black and multiplied into a
/// light blur, or white and screened onto a dark one, at the style's opacity, so the blurred
/// colors show through them darker or lighter.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public let style: UIVibrancyEffectStyle

    /// How strongly the content shows, by style: labels most, then fills, then separators.
    var opacity: CGFloat {
        switch style {
        case .label: 0.85
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.4
        case .quaternaryLabel: 0.25
        case .fill: 0.5
        case .secondaryFill: 0.35
        case .tertiaryFill: 0.25
        case .separator: 0.4
        }
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }
}

/// A view that blurs what is behind it (the page's `backdrop-filter`), with a tint in the
/// blur's material; its content goes in `contentView`.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to: it fills the effect view, over the effect.
    public let contentView: UIView = VisualEffectContentView()
    private let tintView = UIView()

    /// The effect. Setting a blur blurs what is behind; `nil` removes it.
    open var effect: UIVisualEffect? {
        willSet { willChangeRender(.backdrop) }
        didSet { effectDidChange() }
    }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        configure()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
        NibDecoder.finish(coder, self, as: UIVisualEffectView.self)
    }

    private func configure() {
        for view in [tintView, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            super.addSubview(view)
        }
        tintView.isUserInteractionEnabled = false
        effectDidChange()
    }

    private var blur: UIBlurEffect? {
        (effect as? UIBlurEffect) ?? (effect as? UIVibrancyEffect)?.blurEffect
    }

    private func effectDidChange() {
        // A vibrancy view's own blur is its parent's: it draws no tint of its own.
        tintView.backgroundColor = effect is UIBlurEffect ? blur?.tint : nil
        (contentView as? VisualEffectContentView)?.vibrancy = effect as? UIVibrancyEffect
    }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        guard key == .backdrop else { return super.renderValue(for: key) }
        guard let blur = effect as? UIBlurEffect else { return nil }
        return .string(blur.backdropFilter)
    }
}

/// A visual effect view's content view: with a vibrancy effect, the page draws its content in
/// the vibrant tone of the blur (`vibrancy`, light or dark) at the style's opacity, on top of
/// the view's own alpha.
@MainActor
final class VisualEffectContentView: UIView {
    var vibrancy: UIVibrancyEffect? {
        willSet {
            willChangeRender(.vibrancy)
            willChangeRender(.alpha)
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard let vibrancy, let previousTraitCollection,
              vibrancy.blurEffect.isDark(in: previousTraitCollection) != vibrancy.blurEffect.isDark(in: traitCollection) else { return }
        willChangeRender(.vibrancy, from: .string(vibrancy.blurEffect.isDark(in: previousTraitCollection) ? "dark" : "light"))
    }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        guard let vibrancy else { return super.renderValue(for: key) }
        switch key {
        case .vibrancy:
            return .string(vibrancy.blurEffect.isDark(in: traitCollection) ? "dark" : "light")
        case .alpha:
            return .number(Double(alpha * vibrancy.opacity))
        default:
            return super.renderValue(for: key)
        }
    }
}
