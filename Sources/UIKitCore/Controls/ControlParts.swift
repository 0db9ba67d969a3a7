import Foundation

extension UIView {
    /// A plain view that draws one piece of a control (a track, a thumb, a dot). Touches fall
    /// through it to the control, which tracks them, as the private views inside UIKit's controls do.
    static func controlPart(color: UIColor? = nil, cornerRadius: CGFloat = 0) -> UIView {
        let part = UIView()
        part.isUserInteractionEnabled = false
        part.backgroundColor = color
        if cornerRadius > 0 { part.layer.cornerRadius = cornerRadius }
        return part
    }

    /// Gives the view UIKit's soft drop shadow for thumbs (a switch's or a slider's knob).
    func applyThumbShadow() {
        layer.shadowColor = CGColor(gray: 0, alpha: 1)
        layer.shadowOpacity = 0.15
        layer.shadowOffset = CGSize(width: 0, height: 3)
        layer.shadowRadius = 8
        layer.borderWidth = 0.5
        layer.borderColor = CGColor(gray: 0, alpha: 0.04)
    }
}

extension UIControl {
    /// Sends what a value control sends when the user changes its value: `.valueChanged`, then
    /// `.primaryActionTriggered`, the event a control's primary action (`init(frame:primaryAction:)`)
    /// is registered for.
    func sendValueChangedActions(with event: UIEvent?) {
        sendActionsImplementation(for: .valueChanged, with: event)
        sendActionsImplementation(for: .primaryActionTriggered, with: event)
    }
}

extension UIColor {
    /// Builds a color that resolves to one of two sRGB colors (0–255 components) by interface style.
    static func controlColor(light: (CGFloat, CGFloat, CGFloat, CGFloat),
                             dark: (CGFloat, CGFloat, CGFloat, CGFloat)) -> UIColor {
        let lightColor = UIColor(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3)
        let darkColor = UIColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
        return UIColor { traits in traits.userInterfaceStyle == .dark ? darkColor : lightColor }
    }
}
