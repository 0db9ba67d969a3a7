import Foundation

/// A label of the launch storyboard's initial view, as the page's launch screen draws it while
/// the scene connects: its text, font, colours, alignment, and where Interface Builder placed it,
/// as fractions of the view's size so it keeps its place on any screen.
@_spi(Host) public struct LaunchLabel: Equatable, Sendable {
    public var text: String
    /// The centre of the label's frame, as fractions of the initial view's width and height.
    public var centerX: Double
    public var centerY: Double
    /// The label's width, in points.
    public var width: Double
    public var fontFamily: String
    public var fontSize: Double
    public var fontWeight: Int
    /// The text colour in the light and dark appearances, as CSS colours.
    public var colorLight: String
    public var colorDark: String
    /// `left`, `center`, `right`, or `start` (natural).
    public var alignment: String

    /// The labels under the launch storyboard's initial view, in the file's order.
    @MainActor static func labels(in view: NibElement) -> [LaunchLabel] {
        guard let bounds = NibValues.rect(view.child("rect", key: "frame")), bounds.width > 0, bounds.height > 0 else { return [] }
        var labels: [LaunchLabel] = []
        collect(in: view, origin: .zero, bounds: bounds.size, into: &labels)
        return labels
    }

    @MainActor private static func collect(in view: NibElement, origin: CGPoint, bounds: CGSize, into labels: inout [LaunchLabel]) {
        for subview in view.list("subviews") where subview.flag("hidden") != true {
            let frame = (NibValues.rect(subview.child("rect", key: "frame")) ?? .zero).offsetBy(dx: origin.x, dy: origin.y)
            if subview.name == "label", let label = label(subview, frame: frame, bounds: bounds) { labels.append(label) }
            collect(in: subview, origin: frame.origin, bounds: bounds, into: &labels)
        }
    }

    @MainActor private static func label(_ element: NibElement, frame: CGRect, bounds: CGSize) -> LaunchLabel? {
        let attributed = NibValues.attributedString(element.child("attributedString", key: "attributedText"))
        guard let text = element["text"] ?? attributed?.string, !text.isEmpty else { return nil }
        let font = NibValues.font(element.child("fontDescription", key: "fontDescription"))
            ?? attributed.flatMap { $0.length > 0 ? $0.attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil }
            ?? .systemFont(ofSize: 17)
        let color = NibValues.color(element.child("color", key: "textColor"))
            ?? attributed.flatMap { $0.length > 0 ? $0.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor : nil }
            ?? .label
        let alignment = switch NibValues.textAlignment(element["textAlignment"]) {
        case .center: "center"
        case .right: "right"
        case .left: "left"
        default: "start"
        }
        let render = font.renderFont
        return LaunchLabel(text: text, centerX: Double(frame.midX / bounds.width), centerY: Double(frame.midY / bounds.height),
                           width: Double(frame.width), fontFamily: render.family, fontSize: render.size, fontWeight: render.weight,
                           colorLight: color.render(in: UITraitCollection(userInterfaceStyle: .light)).cssString,
                           colorDark: color.render(in: UITraitCollection(userInterfaceStyle: .dark)).cssString,
                           alignment: alignment)
    }
}
