/// A property of a render node, named on the wire as in `docs/protocol.md`.
@_spi(Host) public enum RenderKey: Int, CaseIterable, Sendable {
    case frame, bounds, background, alpha, hidden, clips, text, font, color, align, runs, textFrame, textShadow, label, identifier
    case transform, anchor, radius, border, shadow, zPosition, mask, image, contentMode, editable, theme, pressed
    case sublayerTransform, scroll, offset, contentsRect, grab, drawing, shape, strokeStart, strokeEnd, backdrop, vibrancy
    case role, axValue, axHint, axState, axRange, axActions, tab, axLanguage, axPath, axElements

    /// The property's name on the wire.
    public var wireName: String {
        switch self {
        case .frame: "frame"
        case .bounds: "bounds"
        case .background: "background"
        case .alpha: "alpha"
        case .hidden: "hidden"
        case .clips: "clips"
        case .text: "text"
        case .font: "font"
        case .color: "color"
        case .align: "align"
        case .runs: "runs"
        case .textFrame: "textFrame"
        case .textShadow: "textShadow"
        case .label: "label"
        case .identifier: "identifier"
        case .transform: "transform"
        case .anchor: "anchor"
        case .radius: "radius"
        case .border: "border"
        case .shadow: "shadow"
        case .zPosition: "z"
        case .mask: "mask"
        case .image: "image"
        case .contentMode: "contentMode"
        case .editable: "editable"
        case .theme: "theme"
        case .pressed: "pressed"
        case .sublayerTransform: "sublayerTransform"
        case .scroll: "scroll"
        case .offset: "offset"
        case .contentsRect: "contentsRect"
        case .grab: "grab"
        case .drawing: "drawing"
        case .shape: "shape"
        case .strokeStart: "strokeStart"
        case .strokeEnd: "strokeEnd"
        case .backdrop: "backdrop"
        case .vibrancy: "vibrancy"
        case .role: "role"
        case .axValue: "axValue"
        case .axHint: "axHint"
        case .axState: "axState"
        case .axRange: "axRange"
        case .axActions: "axActions"
        case .tab: "tab"
        case .axLanguage: "lang"
        case .axPath: "axPath"
        case .axElements: "axElements"
        }
    }
}
