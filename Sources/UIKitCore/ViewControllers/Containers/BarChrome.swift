import Foundation

/// What every bar draws behind its content, from the bar's current appearance
/// (`UIBarAppearance`): a background (a blur, a color over it, an image over that) and a
/// shadow along the edge that meets the content (a hairline in the shadow color, or the shadow
/// image).
@MainActor
struct BarChrome {
    /// The edge of the bar the separator runs along.
    enum SeparatorEdge {
        case top, bottom
    }

    private let background = BarBackgroundView()
    private let separator = UIImageView()

    init() {
        background.isUserInteractionEnabled = false
        separator.isUserInteractionEnabled = false
        separator.contentMode = .scaleToFill
        apply(UIBarAppearance(idiom: .phone))
    }

    /// Adds the background, then the separator, to the bar, behind what it adds afterwards.
    func install(in bar: UIView) {
        bar.addSubview(background)
        bar.addSubview(separator)
    }

    /// Draws the appearance's background and shadow; with `clearsBackground`, none, as its
    /// copy with a transparent background (`withTransparentBackground()`) would.
    func apply(_ appearance: UIBarAppearance, clearsBackground: Bool = false) {
        if clearsBackground {
            background.show(effect: nil, color: nil, image: nil, contentMode: appearance.backgroundImageContentMode)
            separator.image = nil
            separator.tintColor = nil
            separator.backgroundColor = nil
            separator.isHidden = true
            return
        }
        background.show(effect: appearance.backgroundEffect, color: appearance.backgroundColor,
                        image: appearance.backgroundImage, contentMode: appearance.backgroundImageContentMode)
        separator.image = appearance.shadowImage
        separator.tintColor = appearance.shadowColor
        separator.backgroundColor = appearance.shadowImage == nil ? appearance.shadowColor : nil
        separator.isHidden = appearance.shadowImage == nil && (appearance.shadowColor == nil || appearance.shadowColor == .clear)
    }

    /// Places the background over the bar, extended above or below it (behind the safe area a
    /// container leaves there), and the shadow just outside the given edge: a one-pixel
    /// hairline, or the shadow image at its own height.
    func layout(in bar: UIView, separatorAt edge: SeparatorEdge, extendingTop top: CGFloat = 0, extendingBottom bottom: CGFloat = 0) {
        let bounds = bar.bounds
        let hairline = 1 / (bar.window?.screen?.scale ?? 2)
        let height = separator.image.map { max($0.size.height, hairline) } ?? hairline
        background.frame = CGRect(x: 0, y: -top, width: bounds.width, height: bounds.height + top + bottom)
        separator.frame = CGRect(x: 0, y: edge == .top ? -height : bounds.height, width: bounds.width, height: height)
    }
}

/// A bar's background: the blur (the page's backdrop filter) tinted in its material, the
/// appearance's color over it, and its image over that.
final class BarBackgroundView: UIView {
    private var effect: UIBlurEffect?
    private var imageView: UIImageView?

    func show(effect: UIBlurEffect?, color: UIColor?, image: UIImage?, contentMode: UIView.ContentMode) {
        if effect?.style != self.effect?.style || (effect == nil) != (self.effect == nil) {
            willChangeRender(.backdrop)
            self.effect = effect
        }
        backgroundColor = color ?? effect?.tint
        if let image {
            let imageView = self.imageView ?? UIImageView()
            if imageView.superview == nil {
                imageView.frame = bounds
                imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                imageView.isUserInteractionEnabled = false
                addSubview(imageView)
                self.imageView = imageView
            }
            imageView.image = image
            imageView.contentMode = contentMode
        } else if let imageView {
            imageView.removeFromSuperview()
            self.imageView = nil
        }
    }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        guard key == .backdrop else { return super.renderValue(for: key) }
        return effect.map { .string($0.backdropFilter) }
    }
}
