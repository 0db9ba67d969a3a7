import Foundation

// A slider is drawn as iOS 13–18 draws it: a 4-point track with round ends across the full
// width, the part before the thumb (left of it, right of it right to left) in the tint color and the rest in `systemFill` (Apple:
// "thin and small shapes, such as the track of a slider"), and a white 28-point thumb with a soft
// shadow. A disabled slider is drawn at half opacity.
extension UISlider {
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 28
    static let intrinsicHeight: CGFloat = 31
    /// How far beside the thumb a touch still grabs it, in points (Flutter's `CupertinoSlider`).
    static let thumbTouchOutset: CGFloat = 8

    func configureSlider() {
        for part in [minimumTrack, maximumTrack] {
            part.layer.cornerRadius = UISlider.trackHeight / 2
            content.addSubview(part)
        }
        thumb.applyThumbShadow()
        content.addSubview(thumb)
        addSubview(content)
        updateAppearance()
    }

    /// The thumb's rectangle for the current value.
    var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    func updateAppearance() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
        content.alpha = isEnabled ? 1 : 0.5
    }

    /// The track is split at the thumb's center: the minimum track runs from the leading end to
    /// it, the maximum track from it to the trailing end (right to left, the minimum is at the
    /// right).
    func layoutParts() {
        content.frame = bounds
        // The rects are in the slider's bounds; the content view's own bounds start at zero.
        let origin = bounds.origin
        let track = trackRect(forBounds: bounds).offsetBy(dx: -origin.x, dy: -origin.y)
        let thumbRect = currentThumbRect.offsetBy(dx: -origin.x, dy: -origin.y)
        let split = min(max(thumbRect.midX, track.minX), track.maxX)
        let left = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        let right = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        (minimumTrack.frame, maximumTrack.frame) = laysOutRightToLeft ? (right, left) : (left, right)
        thumb.frame = thumbRect
    }
}
