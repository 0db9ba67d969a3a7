import Foundation

/// An object for customizing the appearance of a bar: its background (a blur, a color, an
/// image) and the shadow along its edge. Bars copy the appearance they are given.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying, BarAppearanceObserving {
    /// The kind of device the appearance is for.
    public let idiom: UIUserInterfaceIdiom

    /// Who is told when the appearance changes: the bar (or the appearance) holding it.
    weak var observer: (any BarAppearanceObserving)?

    /// An appearance for the device the app runs on, with the system's default background.
    public convenience override init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// An appearance for the kind of device, with the system's default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance with the background and shadow of another one (whatever its kind).
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// A copy of `appearance`, of its own class: every subclass copies what it adds.
    public required init(copying appearance: UIBarAppearance) {
        idiom = appearance.idiom
        super.init()
        copyBackground(from: appearance)
    }

    private func copyBackground(from appearance: UIBarAppearance) {
        backgroundEffect = appearance.backgroundEffect
        backgroundColor = appearance.backgroundColor
        backgroundImage = appearance.backgroundImage
        backgroundImageContentMode = appearance.backgroundImageContentMode
        shadowColor = appearance.shadowColor
        shadowImage = appearance.shadowImage
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { type(of: self).init(copying: self) }
    }

    /// A copy of the appearance, of its own class. (Apple's `copy()` returns `Self`; here
    /// NSObject's `copy() -> Any` cannot be overloaded without ambiguity.)
    func duplicate() -> Self {
        type(of: self).init(copying: self)
    }

    // MARK: Background

    /// The blur behind the bar's background color and image.
    open var backgroundEffect: UIBlurEffect? {
        didSet { changed() }
    }

    /// The color over the blur.
    open var backgroundColor: UIColor? {
        didSet { changed() }
    }

    /// The image over the color.
    open var backgroundImage: UIImage? {
        didSet { changed() }
    }

    /// How the background image fills the bar. The default is `.scaleToFill`.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill {
        didSet { changed() }
    }

    /// The color of the hairline along the bar's edge; `nil` or clear draws none.
    open var shadowColor: UIColor? {
        didSet { changed() }
    }

    /// An image drawn along the bar's edge instead of the hairline, tinted with `shadowColor`
    /// when it is a template image.
    open var shadowImage: UIImage? {
        didSet { changed() }
    }

    /// The system's default: a blur in the chrome material, and a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque background in the system background color, and a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// No background and no shadow: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// Black at 30%, UIKit's hairline.
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    // MARK: Changes

    func changed() {
        observer?.barAppearanceDidChange()
    }

    func barAppearanceDidChange() {
        changed()
    }

    /// The same appearance with no background and no shadow: a bar's look at the scroll edge
    /// when the app gives it no scroll edge appearance.
    func withTransparentBackground() -> Self {
        let copy = self.duplicate()
        copy.configureWithTransparentBackground()
        return copy
    }
}
