@_spi(Host) import UIKitCore

// Snapshots and patches are written straight into the text, without a `JSONValue` tree first:
// a snapshot of 10,000 views would otherwise build and drop some 200,000 values. The text is
// the one `json().serialized()` writes, byte for byte; values other than the common ones
// (numbers, strings, frames, colors, fonts) still go through `ServerMessage.json(_:)`.
extension ServerMessage {
    /// The message's JSON text, as `json().serialized()` writes it.
    func serializedBytes() -> [UInt8] {
        switch self {
        case .snapshot(let snapshot, let viewport):
            var writer = JSONWriter(capacity: 64 * 1024)
            writer.appendLiteral("{\"type\":\"snapshot\",\"rev\":")
            writer.write(snapshot.revision)
            writer.appendLiteral(",\"viewport\":{\"width\":")
            writer.write(viewport.width)
            writer.appendLiteral(",\"height\":")
            writer.write(viewport.height)
            writer.appendLiteral(",\"scale\":")
            writer.write(viewport.scale)
            writer.appendLiteral("},\"root\":")
            writer.write(snapshot.root)
            writer.appendLiteral("}")
            return writer.bytes
        case .patch(let patch, let input) where patch.animations.isEmpty && patch.vibration == nil && patch.notices.isEmpty:
            var writer = JSONWriter(capacity: 1024)
            writer.appendLiteral("{\"type\":\"patch\",\"rev\":")
            writer.write(patch.revision)
            writer.appendLiteral(",\"in\":")
            writer.write(input)
            writer.appendLiteral(",\"ops\":[")
            for (index, operation) in patch.operations.enumerated() {
                if index > 0 { writer.appendLiteral(",") }
                writer.write(operation)
            }
            writer.appendLiteral("]}")
            return writer.bytes
        default:
            return json().serializedBytes()
        }
    }
}

extension JSONWriter {
    /// `{"id":…,"kind":…,"props":{…},"children":[…]}`.
    mutating func write(_ node: RenderNode) {
        appendLiteral("{\"id\":")
        write(node.id)
        appendLiteral(",\"kind\":")
        write(node.kind)
        appendLiteral(",\"props\":")
        write(node.properties)
        appendLiteral(",\"children\":[")
        for (index, child) in node.children.enumerated() {
            if index > 0 { appendLiteral(",") }
            write(child)
        }
        appendLiteral("]}")
    }

    mutating func write(_ operation: RenderOperation) {
        switch operation {
        case .create(let id, let kind, let properties):
            appendLiteral("{\"op\":\"create\",\"id\":")
            write(id)
            appendLiteral(",\"kind\":")
            write(kind)
            appendLiteral(",\"props\":")
            write(properties)
            appendLiteral("}")
        case .move(let parent, let children):
            appendLiteral("{\"op\":\"move\",\"parent\":")
            write(parent)
            appendLiteral(",\"children\":[")
            for (index, child) in children.enumerated() {
                if index > 0 { appendLiteral(",") }
                write(child)
            }
            appendLiteral("]}")
        case .set(let id, let properties):
            appendLiteral("{\"op\":\"set\",\"id\":")
            write(id)
            appendLiteral(",\"props\":")
            write(properties)
            appendLiteral("}")
        case .remove(let id):
            appendLiteral("{\"op\":\"remove\",\"id\":")
            write(id)
            appendLiteral("}")
        }
    }

    private mutating func write(_ kind: RenderNodeKind) {
        switch kind {
        case .scene: appendLiteral("\"scene\"")
        case .window: appendLiteral("\"window\"")
        case .view: appendLiteral("\"view\"")
        case .layer: appendLiteral("\"layer\"")
        }
    }

    /// The properties as an object; a key given twice keeps its first place and its last value,
    /// as `JSONObject` does, which the rare list that has one is left to.
    private mutating func write(_ properties: [RenderProperty]) {
        var seen: UInt64 = 0
        for property in properties {
            let bit: UInt64 = 1 << UInt64(property.key.rawValue)
            guard seen & bit == 0 else { return write(ServerMessage.json(properties)) }
            seen |= bit
        }
        appendLiteral("{")
        for (index, property) in properties.enumerated() {
            if index > 0 { appendLiteral(",") }
            write(property.key.wireName)
            appendLiteral(":")
            write(property.value)
        }
        appendLiteral("}")
    }

    private mutating func write(_ value: RenderValue) {
        switch value {
        case .null:
            appendLiteral("null")
        case .bool(let bool):
            appendLiteral(bool ? "true" : "false")
        case .number(let number):
            writeFinite(number)
        case .string(let string):
            write(string)
        case .rect(let x, let y, let width, let height):
            appendLiteral("[")
            writeFinite(x)
            appendLiteral(",")
            writeFinite(y)
            appendLiteral(",")
            writeFinite(width)
            appendLiteral(",")
            writeFinite(height)
            appendLiteral("]")
        case .point(let x, let y):
            appendLiteral("[")
            writeFinite(x)
            appendLiteral(",")
            writeFinite(y)
            appendLiteral("]")
        case .color(let color):
            write(color)
        case .font(let font):
            appendLiteral("{\"family\":")
            write(font.family)
            appendLiteral(",\"size\":")
            write(font.size)
            appendLiteral(",\"weight\":")
            write(font.weight)
            appendLiteral("}")
        case .corners(let radius, let mask, let continuous):
            appendLiteral("{\"radius\":")
            write(radius)
            appendLiteral(",\"corners\":")
            write(mask)
            appendLiteral(continuous ? ",\"continuous\":true}" : ",\"continuous\":false}")
        case .border(let width, let color):
            appendLiteral("{\"width\":")
            write(width)
            appendLiteral(",\"color\":")
            write(color)
            appendLiteral("}")
        case .predictions(let predictions):
            // `[{"id":…,"props":{…}}]`: every button carries its touch-down prediction.
            appendLiteral("[")
            for (index, prediction) in predictions.enumerated() {
                appendLiteral(index > 0 ? ",{\"id\":" : "{\"id\":")
                write(prediction.id)
                appendLiteral(",\"props\":")
                write(prediction.properties)
                appendLiteral("}")
            }
            appendLiteral("]")
        case .transform(let a, let b, let c, let d, let tx, let ty):
            appendLiteral("[")
            writeFinite(a)
            appendLiteral(",")
            writeFinite(b)
            appendLiteral(",")
            writeFinite(c)
            appendLiteral(",")
            writeFinite(d)
            appendLiteral(",")
            writeFinite(tx)
            appendLiteral(",")
            writeFinite(ty)
            appendLiteral("]")
        default:
            write(ServerMessage.json(value))
        }
    }

    /// `ServerMessage.finite`: an infinite or undefined number as 0.
    private mutating func writeFinite(_ number: Double) {
        write(number.isFinite ? number : 0)
    }

    /// `RenderColor.cssString` as a JSON string: `"rgba(0,122,255,0.5)"`.
    private mutating func write(_ color: RenderColor) {
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        appendLiteral("\"rgba(")
        write(channel(color.red))
        appendLiteral(",")
        write(channel(color.green))
        appendLiteral(",")
        write(channel(color.blue))
        appendLiteral(",")
        let alpha = color.alpha
        if alpha >= 1 {
            appendLiteral("1")
        } else if alpha <= 0 {
            appendLiteral("0")
        } else {
            write((alpha * 1000).rounded() / 1000)
        }
        appendLiteral(")\"")
    }
}
