import Foundation

/// What every bar draws behind its content: a background in the bar's tint (the system
/// background by default) and a hairline separator along the edge that meets the content.
@MainActor
struct BarChrome {
    /// The edge of the bar the separator runs along.
    enum SeparatorEdge {
        case top, bottom
    }

    private let background = UIView()
    private let separator = UIView()

    init() {
        background.backgroundColor = .systemBackground
        background.isUserInteractionEnabled = false
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
    }

    /// Adds the background, then the separator, to the bar, behind what it adds afterwards.
    func install(in bar: UIView) {
        bar.addSubview(background)
        bar.addSubview(separator)
    }

    /// Draws the background in `tint`, or in the system background when it is `nil`.
    func setTint(_ tint: UIColor?) {
        background.backgroundColor = tint ?? .systemBackground
    }

    /// Places the background over the bar, extended above or below it (behind the safe area a
    /// container leaves there), and a one-pixel separator just outside the given edge.
    func layout(in bar: UIView, separatorAt edge: SeparatorEdge, extendingTop top: CGFloat = 0, extendingBottom bottom: CGFloat = 0) {
        let bounds = bar.bounds
        let hairline = 1 / (bar.window?.screen?.scale ?? 2)
        background.frame = CGRect(x: 0, y: -top, width: bounds.width, height: bounds.height + top + bottom)
        separator.frame = CGRect(x: 0, y: edge == .top ? -hairline : bounds.height, width: bounds.width, height: hairline)
    }
}
