@_spi(Host) import UIKitCore
import Foundation

/// A message from the browser renderer, decoded once at the edge (see docs/protocol.md).
enum ClientMessage: Equatable, Sendable {
    /// The first message of a connection.
    case hello(Hello)
    /// The client applied the snapshot or patch with this revision.
    case ack(revision: Int)
    /// Pointer input, as touches in one phase.
    case touch(phase: UITouch.Phase, touches: [TouchInput], timestamp: Double)
    /// The viewport's size, pixel ratio or colour scheme changed.
    case viewport(SceneDisplay)
    /// The page was hidden or shown, or lost or gained focus.
    case lifecycle(SceneLifecycleRequest)
    /// A physical key went down, repeated or came up (ClientMessage+Key.swift).
    case key(KeyInput)
    /// The page's input element for a node being edited changed its text or selection.
    case text(TextEdit)
    /// The return key was pressed in the page's input element for a node.
    case returnKey(node: Int)
    /// The on-screen keyboard's height in points; 0 when none is shown.
    case keyboard(height: Double)
    /// The page scrolled a scroll view's node to a content offset, in a phase of a user's scroll.
    case scroll(node: Int, offset: CGPoint, phase: UserScrollPhase)
    /// The user pulled a scroll view's content down past its refresh control.
    case refresh(node: Int)
    /// The user pinched a scroll view's content: `scale` relative to the pinch's start, about
    /// `center` in content coordinates.
    case zoom(node: Int, scale: CGFloat, center: CGPoint, phase: UserZoomPhase)
    /// The user tapped the status bar (the scroll-to-top gesture), above `x` when given.
    case statusBarTap(x: CGFloat?)
    /// The keyboard or an assistive technology acted on an accessibility element (or, with no
    /// node, on the scene: Escape).
    case accessibility(node: Int?, action: AccessibilityAction)
    /// The page says whether a screen reader runs (`UIAccessibility.isVoiceOverRunning`).
    case screenReader(running: Bool)

    struct Hello: Equatable, Sendable {
        var display: SceneDisplay
        var session: String?
        var secret: String?
        /// The browser's languages and time zone (ClientMessage+Locale.swift).
        var locale: SessionLocale = .system
    }

    /// The protocol version this server speaks.
    static let protocolVersion = 1

    /// Decodes one text frame.
    static func decode(_ text: String, limits: JSONLimits) throws(WireError) -> ClientMessage {
        try ClientFrame.decode(text, limits: limits).message
    }

    /// Decodes a message from its JSON object's fields.
    static func decode(_ fields: MessageFields) throws(WireError) -> ClientMessage {
        switch try fields.string("type") {
        case "hello": return .hello(try decodeHello(fields))
        case "ack": return .ack(revision: try fields.integer("rev", range: 0...Int(Int32.max)))
        case "touch": return try decodeTouch(fields)
        case "viewport": return .viewport(try decodeDisplay(fields))
        case "lifecycle": return .lifecycle(try decodeLifecycle(fields))
        case "key": return try decodeKey(fields)
        case "text": return .text(try TextEdit.decode(fields))
        case "return": return .returnKey(node: try fields.integer("id", range: 0...Int(Int32.max)))
        case "keyboard": return .keyboard(height: try fields.number("height", range: 0...10_000))
        case "scroll": return try decodeScroll(fields)
        case "refresh": return .refresh(node: try fields.integer("id", range: 0...Int(Int32.max)))
        case "zoom": return try decodeZoom(fields)
        case "statusBarTap": return .statusBarTap(x: try fields.optionalNumber("x", range: -10_000...10_000).map { CGFloat($0) })
        case "a11y": return try decodeAccessibility(fields)
        case "screenReader": return .screenReader(running: try fields.optionalBool("running") ?? false)
        case let other: throw .malformed("unknown message type \"\(other)\"")
        }
    }

    private static func decodeAccessibility(_ fields: MessageFields) throws(WireError) -> ClientMessage {
        let node = try fields.optionalNumber("id", range: 0...Double(Int32.max)).map { Int($0) }
        let action: AccessibilityAction = switch try fields.string("action") {
        case "focus": .focus
        case "activate": .activate
        case "increment": .increment
        case "decrement": .decrement
        case "escape": .escape
        case "custom": .customAction(try fields.integer("index", range: 0...1_000))
        case let other: throw .malformed("unknown accessibility action \"\(other)\"; use focus, activate, increment, decrement, escape or custom")
        }
        if node == nil, action != .escape { throw .malformed("the accessibility action needs the element's \"id\"") }
        return .accessibility(node: node, action: action)
    }

    private static func decodeHello(_ fields: MessageFields) throws(WireError) -> Hello {
        let version = try fields.integer("protocol", range: 0...1_000)
        guard version == protocolVersion else { throw .unsupportedProtocol(version) }
        var hello = Hello(display: try decodeDisplay(fields), session: try fields.optionalString("session"),
                          secret: try fields.optionalString("secret"))
        hello.locale = decodeLocale(fields)
        return hello
    }

    private static func decodeDisplay(_ fields: MessageFields) throws(WireError) -> SceneDisplay {
        var display = SceneDisplay(width: try fields.number("width", range: 1...10_000),
                                   height: try fields.number("height", range: 1...10_000),
                                   scale: try fields.optionalNumber("scale", range: 0.25...8) ?? 1,
                                   style: try fields.optionalStyle("style") ?? .light,
                                   orientation: try fields.optionalOrientation("orientation"))
        display.contentSizeCategory = try decodeTextSize(fields)
        return display
    }

    /// The browser's text size (`textSize`, its root font size in CSS pixels) as a Dynamic Type
    /// category; `large` when the page does not say (older pages).
    private static func decodeTextSize(_ fields: MessageFields) throws(WireError) -> UIContentSizeCategory {
        guard let pixels = try fields.optionalNumber("textSize", range: 1...200) else { return .large }
        return UIContentSizeCategory(browserFontSize: pixels)
    }

    static func decodeLifecycle(_ fields: MessageFields) throws(WireError) -> SceneLifecycleRequest {
        let state = try fields.string("state")
        guard let request = SceneLifecycleRequest(rawValue: state) else {
            throw .malformed("\"state\" must be one of \(SceneLifecycleRequest.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(state)\"")
        }
        return request
    }

    private static func decodeScroll(_ fields: MessageFields) throws(WireError) -> ClientMessage {
        let node = try fields.integer("id", range: 0...Int(Int32.max))
        let offset = try fields.point("offset", range: -10_000_000...10_000_000)
        let phase: UserScrollPhase = switch try fields.string("phase") {
        case "began": .began
        case "moved": .moved
        case "released":
            .released(velocity: try fields.optionalPoint("velocity", range: -1_000...1_000) ?? .zero,
                      decelerates: try fields.optionalBool("decelerates") ?? false)
        case "ended": .ended
        case let other: throw .malformed("unknown scroll phase \"\(other)\"; use began, moved, released or ended")
        }
        return .scroll(node: node, offset: offset, phase: phase)
    }

    private static func decodeZoom(_ fields: MessageFields) throws(WireError) -> ClientMessage {
        let node = try fields.integer("id", range: 0...Int(Int32.max))
        let scale = try fields.number("scale", range: 0.01...100)
        let center = try fields.point("center", range: -10_000_000...10_000_000)
        let phase: UserZoomPhase = switch try fields.string("phase") {
        case "began": .began
        case "changed": .changed
        case "ended": .ended
        case let other: throw .malformed("unknown zoom phase \"\(other)\"; use began, changed or ended")
        }
        return .zoom(node: node, scale: scale, center: center, phase: phase)
    }

    private static func decodeTouch(_ fields: MessageFields) throws(WireError) -> ClientMessage {
        let phase: UITouch.Phase = switch try fields.string("phase") {
        case "began": .began
        case "moved": .moved
        case "ended": .ended
        case "cancelled": .cancelled
        case let other: throw .malformed("unknown touch phase \"\(other)\"")
        }
        guard let list = fields.object["touches"]?.arrayValue, !list.isEmpty, list.count <= 20 else {
            throw .malformed("\"touches\" must be a list of 1 to 20 touches")
        }
        var touches: [TouchInput] = []
        for item in list {
            guard let object = item.objectValue else { throw .malformed("each touch must be an object") }
            let touch = MessageFields(object: object)
            let location = CGPoint(x: try touch.number("x", range: -100_000...100_000),
                                   y: try touch.number("y", range: -100_000...100_000))
            touches.append(TouchInput(pointerID: try touch.integer("id", range: 0...Int(Int32.max)), location: location))
        }
        let timestamp = try fields.optionalNumber("timestamp", range: 0...1e15) ?? 0
        return .touch(phase: phase, touches: touches, timestamp: timestamp)
    }
}

/// Why a client message was refused; its description goes into the `error` message's `detail`.
enum WireError: Error, Equatable, CustomStringConvertible {
    case malformed(String)
    case unsupportedProtocol(Int)

    var description: String {
        switch self {
        case .malformed(let detail): detail
        case .unsupportedProtocol(let version):
            "protocol \(version) is not supported; this server speaks protocol \(ClientMessage.protocolVersion)"
        }
    }
}
