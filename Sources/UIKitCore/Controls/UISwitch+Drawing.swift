import Foundation

// A switch is drawn as iOS 13–18 draws it: a 51 × 31 capsule track, filled with
// `secondarySystemFill` when off (Apple: "medium-size shapes, such as the background of a
// switch") and the on tint when on, and a white 28-point thumb inset 1.5 points, which widens
// by 7 points toward the middle while touched. A disabled switch is drawn at half opacity.
extension UISwitch {
    static let thumbDiameter: CGFloat = 28
    static let thumbInset: CGFloat = 1.5
    static let pressedThumbExtension: CGFloat = 7
    /// How long the thumb takes to slide (and to widen or narrow) and the track to change color.
    static let animationDuration: TimeInterval = 0.3
    /// The damping ratio of the thumb's spring: below 1, it overshoots a little before it settles.
    static let springDamping: CGFloat = 0.75

    func configureSwitch() {
        content.addSubview(track)
        content.addSubview(thumb)
        thumb.applyThumbShadow()
        addSubview(content)
        updateAppearance()
    }

    /// The value the switch shows: the thumb's side while a touch moves it, the value otherwise.
    var shownValue: Bool { switchTracking?.shownValue ?? isOn }

    /// Colors and opacity, which follow the value, the touch and the enabled state.
    func updateAppearance() {
        track.backgroundColor = shownValue ? (onTintColor ?? .systemGreen) : .secondarySystemFill
        thumb.backgroundColor = thumbTintColor ?? .white
        content.alpha = isEnabled ? 1 : 0.5
        setNeedsLayout()
    }

    /// Makes a change to the switch's look and moves the parts there on a spring that settles
    /// with a small overshoot, as iOS's switch does; another touch may interrupt it.
    func animateAppearance(_ change: @escaping @MainActor () -> Void) {
        layoutIfNeeded()
        UIView.animate(withDuration: UISwitch.animationDuration, delay: 0,
                       usingSpringWithDamping: UISwitch.springDamping, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction], animations: {
            change()
            self.layoutIfNeeded()
        })
    }

    /// The track fills the switch's 51 × 31 points; the thumb sits at the side it shows.
    func layoutParts() {
        let size = UISwitch.switchSize
        content.frame = CGRect(origin: bounds.origin, size: size)
        track.frame = content.bounds
        let width = UISwitch.thumbDiameter + (switchTracking == nil ? 0 : UISwitch.pressedThumbExtension)
        let x = shownValue ? size.width - UISwitch.thumbInset - width : UISwitch.thumbInset
        thumb.frame = CGRect(x: x, y: UISwitch.thumbInset, width: width, height: UISwitch.thumbDiameter)
    }
}
