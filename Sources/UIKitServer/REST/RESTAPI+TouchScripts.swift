import Foundation
@_spi(Host) import UIKitCore

extension RESTAPI {
    /// REST pointer ids live apart from the browser's, so a script never collides with a finger.
    private static func scriptPointer(_ id: Int) -> Int { -1_000 - id }

    func touchScript(for route: APIRoute, in session: Session, body: JSONObject?) throws(Problem) -> TouchScript {
        let fields = MessageFields(object: body ?? JSONObject())
        let script: TouchScript
        switch route {
        case .swipe:
            try Self.rejectUnknownFields(fields, allowed: ["from", "to", "duration"])
            script = TouchScript.swipe(from: try point(fields, "from", in: session), to: try point(fields, "to", in: session),
                                       duration: try seconds(fields, "duration", default: 0.3), pointerID: Self.scriptPointer(0))
        case .longPress:
            try Self.rejectUnknownFields(fields, allowed: ["identifier", "x", "y", "duration"])
            let location = try tapPoint(in: session, MessageFields(object: JSONObject(fields.object.filter { $0.key != "duration" })))
            script = TouchScript.longPress(at: location, duration: try seconds(fields, "duration", default: 0.8),
                                           pointerID: Self.scriptPointer(0))
        default:
            try Self.rejectUnknownFields(fields, allowed: ["events"])
            script = try eventsScript(fields)
        }
        try Self.validate(script)
        return script
    }

    /// `{"events": [{"phase": "began", "touches": [{"id": 1, "x": 10, "y": 20}], "time": 0}, ...]}`
    private func eventsScript(_ fields: MessageFields) throws(Problem) -> TouchScript {
        guard let events = fields.object["events"]?.arrayValue, !events.isEmpty, events.count <= 1_000 else {
            throw .badRequest("\"events\" must be a list of 1 to 1000 touch events")
        }
        var steps: [TouchScript.Step] = []
        var lastTime: TimeInterval = 0
        for (index, event) in events.enumerated() {
            guard let object = event.objectValue else { throw .badRequest("event \(index) must be an object") }
            let step = try decodeStep(MessageFields(object: object), index: index, after: lastTime)
            lastTime = step.time
            steps.append(step)
        }
        return TouchScript(steps: steps)
    }

    private func decodeStep(_ fields: MessageFields, index: Int, after lastTime: TimeInterval) throws(Problem) -> TouchScript.Step {
        do throws(Problem) {
            try Self.rejectUnknownFields(fields, allowed: ["phase", "touches", "time"])
        } catch {
            throw .badRequest("event \(index): \(error.detail)")
        }
        do throws(WireError) {
            let phase: UITouch.Phase = switch try fields.string("phase") {
            case "began": .began
            case "moved": .moved
            case "ended": .ended
            case "cancelled": .cancelled
            case let other: throw .malformed("event \(index): unknown phase \"\(other)\"")
            }
            guard let list = fields.object["touches"]?.arrayValue, !list.isEmpty, list.count <= 20 else {
                throw .malformed("event \(index): \"touches\" must list 1 to 20 touches")
            }
            var touches: [TouchInput] = []
            for item in list {
                guard let object = item.objectValue else { throw .malformed("event \(index): each touch must be an object") }
                if let unknown = object.keys.first(where: { !["id", "x", "y"].contains($0) }) {
                    throw .malformed("event \(index): unknown touch field \"\(unknown)\"; allowed: id, x, y")
                }
                let touch = MessageFields(object: object)
                touches.append(TouchInput(pointerID: Self.scriptPointer(try touch.integer("id", range: 0...1_000)),
                                          location: CGPoint(x: try touch.number("x", range: -100_000...100_000),
                                                            y: try touch.number("y", range: -100_000...100_000))))
            }
            let time = try fields.optionalNumber("time", range: 0...TouchScript.maximumDuration) ?? lastTime
            guard time >= lastTime else { throw .malformed("event \(index): \"time\" goes back to \(time) after \(lastTime)") }
            return TouchScript.Step(time: time, phase: phase, touches: touches)
        } catch {
            throw .badRequest(error.description)
        }
    }

    /// Each touch must begin before it moves or ends, and not begin twice while down; touches
    /// still down at the end are an error too.
    private static func validate(_ script: TouchScript) throws(Problem) {
        var down = Set<Int>()
        for (index, step) in script.steps.enumerated() {
            for touch in step.touches {
                let id = -1_000 - touch.pointerID
                switch step.phase {
                case .began:
                    guard down.insert(touch.pointerID).inserted else { throw .badRequest("event \(index): touch \(id) has already begun") }
                case .moved, .stationary:
                    guard down.contains(touch.pointerID) else { throw .badRequest("event \(index): touch \(id) has not begun") }
                case .ended, .cancelled:
                    guard down.remove(touch.pointerID) != nil else { throw .badRequest("event \(index): touch \(id) has not begun") }
                }
            }
        }
        if let open = down.first { throw .badRequest("touch \(-1_000 - open) never ends") }
    }

    private func point(_ fields: MessageFields, _ name: String, in session: Session) throws(Problem) -> CGPoint {
        guard let object = fields.object[name]?.objectValue else {
            throw .badRequest("\"\(name)\" must be an object with \"identifier\", or \"x\" and \"y\"")
        }
        return try tapPoint(in: session, MessageFields(object: object))
    }

    private func seconds(_ fields: MessageFields, _ name: String, default value: TimeInterval) throws(Problem) -> TimeInterval {
        do throws(WireError) {
            return try fields.optionalNumber(name, range: 0...TouchScript.maximumDuration) ?? value
        } catch {
            throw .badRequest(error.description)
        }
    }
}
