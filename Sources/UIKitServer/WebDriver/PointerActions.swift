import Foundation
@_spi(Host) import UIKitCore

/// W3C WebDriver actions (`POST /session/{id}/actions`) turned into a touch script: each
/// pointer source (touch, mouse or pen) is a finger; the sources' actions run tick by tick,
/// each tick as long as its longest pause or move; a move while down is played in steps of
/// 1/60 s. Key sources' typed characters are collected to type once the fingers are done.
struct PointerActions {
    var script: TouchScript
    /// The text key sources type (their keyDown values), in order.
    var typedText: String

    /// Steps of a move while a finger is down, per second.
    static let movesPerSecond = 60.0

    /// Decodes and lays out the sources; `elementCenter` gives the in-view centre of an element
    /// reference used as an origin.
    init(_ body: JSONObject, elementCenter: (String) throws(WebDriverError) -> CGPoint) throws(WebDriverError) {
        guard let sources = body["actions"]?.arrayValue else { throw .invalidArgument("\"actions\" must be a list of input sources") }
        var events: [(time: TimeInterval, order: Int, phase: UITouch.Phase, finger: Int, location: CGPoint)] = []
        var typed = ""
        var fingers: [(position: CGPoint, isDown: Bool)] = []
        var lists: [(kind: String, finger: Int, actions: [JSONObject])] = []
        for (index, source) in sources.enumerated() {
            guard let object = source.objectValue, let kind = object["type"]?.stringValue else {
                throw .invalidArgument("input source \(index) must be an object with a \"type\"")
            }
            guard ["pointer", "key", "none"].contains(kind) else {
                throw .unsupported("input sources of type \(kind) are not supported; use pointer, key or none")
            }
            guard let actions = object["actions"]?.arrayValue, actions.allSatisfy({ $0.objectValue != nil }) else {
                throw .invalidArgument("input source \(index) must have a list of action objects")
            }
            if kind == "pointer" { fingers.append((.zero, false)) }
            lists.append((kind, kind == "pointer" ? fingers.count - 1 : -1, actions.compactMap(\.objectValue)))
        }
        let ticks = lists.map(\.actions.count).max() ?? 0
        var now: TimeInterval = 0
        var order = 0
        func add(_ time: TimeInterval, _ phase: UITouch.Phase, _ finger: Int, _ location: CGPoint) {
            events.append((time, order, phase, finger, location))
            order += 1
        }
        for tick in 0..<ticks {
            var tickDuration: TimeInterval = 0
            for list in lists where tick < list.actions.count {
                let action = list.actions[tick]
                guard let type = action["type"]?.stringValue else { throw .invalidArgument("every action needs a \"type\"") }
                let duration = try Self.duration(action)
                tickDuration = max(tickDuration, duration)
                switch (list.kind, type) {
                case (_, "pause"):
                    continue
                case ("key", "keyDown"):
                    guard let value = action["value"]?.stringValue else { throw .invalidArgument("keyDown needs a \"value\"") }
                    typed += value
                case ("key", "keyUp"):
                    continue
                case ("pointer", "pointerMove"):
                    let finger = list.finger
                    let target = try Self.target(action, from: fingers[finger].position, elementCenter: elementCenter)
                    if fingers[finger].isDown {
                        let steps = max(1, Int((duration * Self.movesPerSecond).rounded()))
                        let start = fingers[finger].position
                        for step in 1...steps {
                            let progress = Double(step) / Double(steps)
                            add(now + duration * progress, .moved, finger,
                                CGPoint(x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress))
                        }
                    }
                    fingers[finger].position = target
                case ("pointer", "pointerDown"):
                    guard !fingers[list.finger].isDown else { throw .invalidArgument("pointerDown on a pointer that is already down") }
                    fingers[list.finger].isDown = true
                    add(now, .began, list.finger, fingers[list.finger].position)
                case ("pointer", "pointerUp"):
                    guard fingers[list.finger].isDown else { throw .invalidArgument("pointerUp on a pointer that is not down") }
                    fingers[list.finger].isDown = false
                    add(now + duration, .ended, list.finger, fingers[list.finger].position)
                case ("pointer", "pointerCancel"):
                    guard fingers[list.finger].isDown else { continue }
                    fingers[list.finger].isDown = false
                    add(now, .cancelled, list.finger, fingers[list.finger].position)
                default:
                    throw .invalidArgument("\(type) is not an action of a \(list.kind) input source")
                }
            }
            now += tickDuration
        }
        // Fingers still down at the end lift there, as releasing the actions would.
        for (finger, state) in fingers.enumerated() where state.isDown {
            add(now, .ended, finger, state.position)
        }
        guard now <= TouchScript.maximumDuration else {
            throw .invalidArgument("the actions last \(now) s; at most \(Int(TouchScript.maximumDuration)) s are played")
        }
        events.sort { ($0.time, $0.order) < ($1.time, $1.order) }
        var steps: [TouchScript.Step] = []
        for event in events {
            let touch = TouchInput(pointerID: Self.pointerID(event.finger), location: event.location)
            if let last = steps.last, last.time == event.time, last.phase == event.phase,
               !last.touches.contains(where: { $0.pointerID == touch.pointerID }) {
                steps[steps.count - 1].touches.append(touch)
            } else {
                steps.append(TouchScript.Step(time: event.time, phase: event.phase, touches: [touch]))
            }
        }
        script = TouchScript(steps: steps)
        typedText = typed
    }

    /// WebDriver's fingers have ids apart from the browser's, REST's and synthetic taps'.
    static func pointerID(_ finger: Int) -> Int { -2_000 - finger }

    private static func duration(_ action: JSONObject) throws(WebDriverError) -> TimeInterval {
        guard let value = action["duration"], value != .null else { return 0 }
        guard let ms = value.doubleValue, ms >= 0, ms <= TouchScript.maximumDuration * 1_000 else {
            throw .invalidArgument("\"duration\" must be a number of milliseconds from 0 to \(Int(TouchScript.maximumDuration * 1_000))")
        }
        return ms / 1_000
    }

    /// Where a move goes: `x`, `y` from the viewport, the pointer, or an element's centre.
    private static func target(_ action: JSONObject, from current: CGPoint,
                               elementCenter: (String) throws(WebDriverError) -> CGPoint) throws(WebDriverError) -> CGPoint {
        let x = action["x"]?.doubleValue ?? 0, y = action["y"]?.doubleValue ?? 0
        guard abs(x) <= 100_000, abs(y) <= 100_000 else { throw .invalidArgument("\"x\" and \"y\" must be numbers of points") }
        switch action["origin"] {
        case nil, .null, .string("viewport"):
            guard action["x"]?.doubleValue != nil, action["y"]?.doubleValue != nil else {
                throw .invalidArgument("pointerMove needs \"x\" and \"y\"")
            }
            return CGPoint(x: x, y: y)
        case .string("pointer"):
            return CGPoint(x: current.x + x, y: current.y + y)
        case .object(let reference):
            guard let id = (reference[WebDriverSession.elementKey] ?? reference["ELEMENT"])?.stringValue else {
                throw .invalidArgument("an element origin must be an element reference")
            }
            let center = try elementCenter(id)
            return CGPoint(x: center.x + x, y: center.y + y)
        default:
            throw .invalidArgument("\"origin\" must be \"viewport\", \"pointer\" or an element reference")
        }
    }
}
