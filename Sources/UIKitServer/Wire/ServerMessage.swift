@_spi(Host) import UIKitCore

/// The messages the server sends to the browser renderer, written as JSON text
/// (see docs/protocol.md).
enum ServerMessage: Sendable {
    /// `input`: the last input sequence number the session handled (0 before any); `locale`:
    /// the session's, whose language and direction the page takes (`lang`, `dir`).
    case welcome(session: String, secret: String, input: Int, locale: SessionLocale = .system)
    case snapshot(RenderSnapshot, viewport: SceneDisplay)
    /// `input`: the last input the session had handled when the patch was committed.
    case patch(RenderPatch, input: Int)
    /// An input turn that changed nothing on screen: the page learns its input was handled.
    case handled(input: Int)
    /// `input`: the input the error refuses, when it refuses one.
    case error(detail: String, input: Int? = nil)
    /// The scene asked for another (`requestSceneSessionActivation`): the page opens a new tab
    /// or window on the new session, which it resumes with this id and secret.
    case openScene(session: String, secret: String)
    /// The app closed the scene (`requestSceneSessionDestruction`): the page closes itself.
    case closeScene

    /// The message as one JSON text frame: `json().serialized()`, written without the values
    /// in between for snapshots and patches (ServerMessage+Writing.swift).
    func encoded() -> String {
        String(decoding: serializedBytes(), as: UTF8.self)
    }

    func json() -> JSONValue {
        switch self {
        case .welcome(let session, let secret, let input, let locale):
            return .object(["type": "welcome", "protocol": .number(Double(ClientMessage.protocolVersion)),
                            "session": .string(session), "secret": .string(secret), "in": .number(Double(input)),
                            "lang": .string(locale.preferredLanguages[0]), "dir": .string(locale.isRightToLeft ? "rtl" : "ltr")])
        case .snapshot(let snapshot, let viewport):
            return .object([
                "type": "snapshot",
                "rev": .number(Double(snapshot.revision)),
                "viewport": .object(["width": .number(viewport.width), "height": .number(viewport.height),
                                     "scale": .number(viewport.scale)]),
                "root": Self.json(snapshot.root),
            ])
        case .patch(let patch, let input):
            var object: JSONObject = ["type": "patch", "rev": .number(Double(patch.revision)), "in": .number(Double(input)),
                                      "ops": .array(patch.operations.map(Self.json))]
            if !patch.animations.isEmpty { object["animations"] = .array(patch.animations.map(Self.json)) }
            if let vibration = patch.vibration { object["vibrate"] = .array(vibration.map { .number(Double($0)) }) }
            if !patch.notices.isEmpty { object["a11y"] = .array(patch.notices.map(Self.json)) }
            return .object(object)
        case .handled(let input):
            return .object(["type": "handled", "in": .number(Double(input))])
        case .error(let detail, let input?):
            return .object(["type": "error", "detail": .string(detail), "in": .number(Double(input))])
        case .error(let detail, nil):
            return .object(["type": "error", "detail": .string(detail)])
        case .openScene(let session, let secret):
            return .object(["type": "open", "session": .string(session), "secret": .string(secret)])
        case .closeScene:
            return .object(["type": "close"])
        }
    }

    private static func json(_ node: RenderNode) -> JSONValue {
        .object([
            "id": .number(Double(node.id)),
            "kind": .string(node.kind.rawValue),
            "props": json(node.properties),
            "children": .array(node.children.map(json)),
        ])
    }

    private static func json(_ operation: RenderOperation) -> JSONValue {
        switch operation {
        case .create(let id, let kind, let properties):
            return .object(["op": "create", "id": .number(Double(id)), "kind": .string(kind.rawValue),
                            "props": json(properties)])
        case .move(let parent, let children):
            return .object(["op": "move", "parent": .number(Double(parent)),
                            "children": .array(children.map { .number(Double($0)) })])
        case .set(let id, let properties):
            return .object(["op": "set", "id": .number(Double(id)), "props": json(properties)])
        case .remove(let id):
            return .object(["op": "remove", "id": .number(Double(id))])
        }
    }

    /// `{"id": 12, "kind": "move", "style": "fade", "duration": 0.3, "curve": "ease-in-out"}`;
    /// a view animation (`properties`) says where its properties start, and its delay and
    /// repetition when it has them: `{"id": 12, "kind": "properties", "from": {"alpha": 0},
    /// "duration": 0.3, "delay": 0.1, "curve": "cubic-bezier(0.42, 0, 0.58, 1)", "repeat": true,
    /// "autoreverse": true}`; `{"id": 12, "kind": "cancel"}` stops what the node plays.
    private static func json(_ animation: RenderAnimation) -> JSONValue {
        switch animation.kind {
        case .cancel:
            var object: JSONObject = ["id": .number(Double(animation.id)), "kind": .string(animation.kind.rawValue)]
            if let key = animation.key { object["key"] = .string(key) }
            return .object(object)
        case .seek, .play:
            var object: JSONObject = ["id": .number(Double(animation.id)), "kind": .string(animation.kind.rawValue),
                                      "time": finite(animation.time)]
            if animation.kind == .play { object["rate"] = finite(animation.rate) }
            if animation.linear { object["linear"] = .bool(true) }
            return .object(object)
        case .properties:
            var object: JSONObject = ["id": .number(Double(animation.id)), "kind": .string(animation.kind.rawValue),
                                      "from": json(animation.from), "duration": finite(animation.duration),
                                      "curve": .string(animation.curve)]
            if animation.delay != 0 { object["delay"] = finite(animation.delay) }
            if animation.repeats { object["repeat"] = .bool(true) }
            if animation.autoreverses { object["autoreverse"] = .bool(true) }
            if animation.fromCurrentState { object["fromCurrentState"] = .bool(true) }
            if !animation.keyframes.isEmpty { object["keyframes"] = .array(animation.keyframes.map(json)) }
            if let key = animation.key { object["key"] = .string(key) }
            if animation.fill != "backwards" { object["fill"] = .string(animation.fill) }
            if let iterations = animation.iterations { object["iterations"] = finite(iterations) }
            if animation.iterationStart > 0 { object["iterationStart"] = finite(animation.iterationStart) }
            if animation.isHeld { object["held"] = .bool(true) }
            return .object(object)
        case .move, .appear, .disappear, .transition:
            return .object(["id": .number(Double(animation.id)), "kind": .string(animation.kind.rawValue),
                            "style": .string(animation.style.rawValue), "duration": .number(animation.duration),
                            "curve": .string(animation.curve)])
        }
    }

    /// `{"offset": 0.5, "props": {"alpha": 0.2}, "easing": "ease-in"}`.
    private static func json(_ keyframe: RenderKeyframe) -> JSONValue {
        var object: JSONObject = ["offset": finite(keyframe.offset), "props": json(keyframe.properties)]
        if let easing = keyframe.easing { object["easing"] = .string(easing) }
        return .object(object)
    }

    static func json(_ properties: [RenderProperty]) -> JSONValue {
        .object(JSONObject(properties.map { ($0.key.wireName, json($0.value)) }))
    }

    /// The theme's colour as `[red, green, blue, alpha]`: channels 0 to 255, alpha 0 to 1.
    private static func json(_ theme: SceneTheme) -> JSONValue {
        func channel(_ value: Double) -> JSONValue { .number((min(max(value, 0), 1) * 255).rounded()) }
        let color = theme.color
        return .object(["color": .array([channel(color.red), channel(color.green), channel(color.blue),
                                         .number(min(max(color.alpha, 0), 1))]),
                        "style": .string(theme.isDark ? "dark" : "light"),
                        "statusBarHidden": .bool(theme.isStatusBarHidden)])
    }

    /// A number the page can read: an app's infinite or undefined geometry (a frame set to
    /// `CGRect.null`, a division by zero) shows as 0 instead of making the whole patch unreadable.
    static func finite(_ number: Double) -> JSONValue {
        .number(number.isFinite ? number : 0)
    }

    static func json(_ scroll: RenderScroll) -> JSONValue {
        var object: JSONObject = [
            "content": .array([.number(scroll.contentWidth), .number(scroll.contentHeight)]),
            "inset": .array(scroll.inset.map(JSONValue.number)),
            "enabled": .bool(scroll.isEnabled), "paging": .bool(scroll.isPaging),
            "bounces": .bool(scroll.bounces),
            "indicators": .array([.bool(scroll.showsHorizontalIndicator), .bool(scroll.showsVerticalIndicator)]),
            "axes": .string(scroll.axes),
        ]
        if scroll.refreshes { object["refresh"] = .bool(true) }
        if scroll.zooms { object["zoom"] = .bool(true) }
        if let snap = scroll.snap {
            object["snap"] = .object(["interval": .number(snap.interval), "start": .number(snap.start), "size": .number(snap.size),
                                      "align": .string(snap.centered ? "center" : "start")])
        }
        return .object(object)
    }

    static func json(_ notice: AccessibilityNotice) -> JSONValue {
        switch notice {
        case .announcement(let text): .object(["announce": .string(text)])
        case .screenChanged(let focus): .object(["screenChanged": focus.map { .number(Double($0)) } ?? .null])
        case .layoutChanged(let focus): .object(["layoutChanged": focus.map { .number(Double($0)) } ?? .null])
        }
    }

    static func json(_ value: RenderValue) -> JSONValue {
        switch value {
        case .null: .null
        case .bool(let bool): .bool(bool)
        case .number(let number): finite(number)
        case .string(let string): .string(string)
        case .rect(let x, let y, let width, let height): .array([x, y, width, height].map(finite))
        case .point(let x, let y): .array([finite(x), finite(y)])
        case .color(let color): .string(color.cssString)
        case .font(let font): .object(["family": .string(font.family), "size": .number(font.size),
                                       "weight": .number(Double(font.weight))])
        case .transform(let a, let b, let c, let d, let tx, let ty):
            .array([a, b, c, d, tx, ty].map(finite))
        case .scroll(let scroll):
            json(scroll)
        case .scrollOffset(let x, let y, let animated):
            animated ? .object(["to": .array([.number(x), .number(y)]), "animated": .bool(true)])
                : .array([.number(x), .number(y)])
        case .transform3D(let entries):
            .array(entries.map(JSONValue.number))
        case .corners(let radius, let mask, let continuous):
            .object(["radius": .number(radius), "corners": .number(Double(mask)), "continuous": .bool(continuous)])
        case .border(let width, let color):
            .object(["width": .number(width), "color": .string(color.cssString)])
        case .shadow(let color, let offsetX, let offsetY, let radius):
            .object(["color": .string(color.cssString), "offset": .array([.number(offsetX), .number(offsetY)]),
                     "radius": .number(radius)])
        case .clip(let x, let y, let width, let height, let radius):
            .array([x, y, width, height, radius].map(JSONValue.number))
        case .theme(let theme):
            json(theme)
        case .image(let image):
            imageJSON(image)
        case .editable(let editable):
            json(editable)
        case .textLines(let lines):
            .array(lines.map(json))
        case .drawing(let drawing):
            json(drawing)
        case .shape(let shape):
            json(shape)
        case .numbers(let numbers):
            .array(numbers.map(finite))
        case .predictions(let predictions):
            .array(predictions.map { .object(["id": .number(Double($0.id)), "props": json($0.properties)]) })
        case .accessibilityElements(let elements):
            .array(elements.map(json))
        }
    }

    /// An accessibility element that is not a view, with only the fields it has.
    private static func json(_ element: RenderAccessibilityElement) -> JSONValue {
        let frame = element.frame
        var object = JSONObject([("id", .number(Double(element.id))),
                                 ("frame", .array([frame.minX, frame.minY, frame.width, frame.height].map { finite(Double($0)) }))])
        let strings: [(String, String?)] = [("role", element.role), ("label", element.label), ("value", element.value),
                                            ("hint", element.hint), ("identifier", element.identifier),
                                            ("lang", element.language), ("path", element.path)]
        for (key, value) in strings {
            if let value, !value.isEmpty { object[key] = .string(value) }
        }
        if !element.states.isEmpty { object["state"] = .string(element.states.joined(separator: " ")) }
        if let tab = element.tab { object["tab"] = .number(Double(tab)) }
        return .object(object)
    }

    /// A drawing as `{"size": [w, h], "ops": [...]}`: operation names followed by their
    /// operands, colors as CSS strings, images by their address (docs/protocol.md, "drawing").
    private static func json(_ drawing: RenderDrawing) -> JSONValue {
        let ops: [JSONValue] = drawing.items.map { item in
            switch item {
            case .operation(let name): .string(name)
            case .number(let number): finite(number)
            case .color(let color): .string(color.cssString)
            case .none: .null
            case .numbers(let numbers): .array(numbers.map(finite))
            case .stops(let stops): .array(stops.flatMap { [finite($0.location), .string($0.color.cssString)] })
            case .image(let image): .string(ImageStore.shared.publish(image))
            }
        }
        return .object(["size": .array([finite(drawing.width), finite(drawing.height)]), "ops": .array(ops)])
    }

    private static func json(_ shape: RenderShape) -> JSONValue {
        var object = JSONObject([("d", .string(shape.path))])
        if let fill = shape.fill { object["fill"] = .string(fill.cssString) }
        if shape.evenOdd { object["evenOdd"] = .bool(true) }
        if let stroke = shape.stroke {
            object["stroke"] = .string(stroke.cssString)
            object["lineWidth"] = finite(shape.lineWidth)
            object["cap"] = .string(shape.lineCap)
            object["join"] = .string(shape.lineJoin)
            object["miterLimit"] = finite(shape.miterLimit)
            if !shape.dashes.isEmpty {
                object["dashes"] = .array(shape.dashes.map(finite))
                object["dashPhase"] = finite(shape.dashPhase)
            }
            if shape.trimmed { object["trimmed"] = .bool(true) }
        }
        return .object(object)
    }

    private static func json(_ editable: RenderEditable) -> JSONValue {
        var object: JSONObject = [
            "text": .string(editable.text),
            "selection": .array([.number(Double(editable.selectionStart)), .number(Double(editable.selectionEnd))]),
            "seq": .number(Double(editable.sequence)),
            "frame": .array([editable.x, editable.y, editable.width, editable.height].map(JSONValue.number)),
            "multiline": .bool(editable.multiline),
            "secure": .bool(editable.secure),
            "font": json(.font(editable.font)),
            "color": .string(editable.color.cssString),
            "align": .string(editable.align),
            "inputmode": .string(editable.inputMode),
            "enterkeyhint": .string(editable.enterKeyHint),
            "autocapitalize": .string(editable.autocapitalize),
            "autocorrect": .bool(editable.autocorrect),
            "spellcheck": .bool(editable.spellcheck),
        ]
        if let placeholder = editable.placeholder { object["placeholder"] = .string(placeholder) }
        return .object(object)
    }

    // A line of styled text; members at their defaults are left out (docs/protocol.md, "runs").
    private static func json(_ line: RenderTextLine) -> JSONValue {
        var object = JSONObject([("runs", .array(line.runs.map(json))), ("height", .number(line.height))])
        if line.spacing != 0 { object["spacing"] = .number(line.spacing) }
        if line.align != "left" { object["align"] = .string(line.align) }
        if line.indent != 0 { object["indent"] = .number(line.indent) }
        return .object(object)
    }

    private static func json(_ run: RenderTextRun) -> JSONValue {
        var object = JSONObject([("text", .string(run.text)), ("font", json(.font(run.font))),
                                 ("color", .string(run.color.cssString))])
        if let background = run.background { object["background"] = .string(background.cssString) }
        if run.kern != 0 { object["kern"] = .number(run.kern) }
        if run.baseline != 0 { object["baseline"] = .number(run.baseline) }
        if let underline = run.underline { object["underline"] = json(underline) }
        if let strikethrough = run.strikethrough { object["strikethrough"] = json(strikethrough) }
        if let link = run.link { object["link"] = .string(link) }
        if let attachment = run.attachment {
            object["attachment"] = .object(["src": .string(ImageStore.shared.publish(attachment.image)),
                                            "width": finite(attachment.width), "height": finite(attachment.height),
                                            "y": finite(attachment.y)])
        }
        return .object(object)
    }

    private static func json(_ decoration: RenderTextRun.Decoration) -> JSONValue {
        var object = JSONObject([("style", .string(decoration.style))])
        if let pattern = decoration.pattern { object["pattern"] = .string(pattern) }
        if let color = decoration.color { object["color"] = .string(color.cssString) }
        return .object(object)
    }
}
