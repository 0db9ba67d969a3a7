import Foundation

/// The translucent black view between a sheet or an alert and the content it covers, named after
/// the one UIKit uses. It swallows touches, so the covered content cannot be used.
@MainActor
final class UIDimmingView: UIView {
    /// The dimming view for a presentation style, or `nil` for styles that do not dim.
    /// The opacities approximate iOS's: sheets dim more than alerts; a popover's is clear, there
    /// to take a tap outside the popover.
    static func forPresentation(_ kind: Presentation.Kind) -> UIDimmingView? {
        let opacity: CGFloat
        switch kind {
        case .sheet: opacity = 0.4
        case .alert: opacity = 0.2
        case .popover: opacity = 0
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom: return nil
        }
        let view = UIDimmingView()
        view.backgroundColor = UIColor.black.withAlphaComponent(opacity)
        return view
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
