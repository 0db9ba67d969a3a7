import Foundation
@_spi(Host) import UIKitCore

/// `actions/scroll`: scrolls a scroll view as a user's drag, to an offset, a page in a
/// direction, or until a view is fully visible.
extension RESTAPI {
    func scroll(_ session: Session, body: JSONObject?) throws(Problem) -> CGPoint {
        guard session.admit() else { throw Problem(status: 429, detail: "too many actions for this session; slow down") }
        let fields = MessageFields(object: body ?? JSONObject())
        try Self.rejectUnknownFields(fields, allowed: ["identifier", "offset", "toVisible", "direction"])
        let identifier: String
        let target: String?
        let direction: String?
        let offset: CGPoint?
        do throws(WireError) {
            identifier = try fields.string("identifier")
            target = try fields.optionalString("toVisible")
            direction = try fields.optionalString("direction")
            offset = try Self.offset(fields)
        } catch {
            throw .badRequest(error.description)
        }
        guard [target != nil, direction != nil, offset != nil].count(where: { $0 }) == 1 else {
            throw .badRequest("give exactly one of \"offset\", \"toVisible\" and \"direction\"")
        }
        let scrollDirection = direction.flatMap(ScrollDirection.init(rawValue:))
        if direction != nil, scrollDirection == nil {
            throw .badRequest("\"direction\" must be one of up, down, left, right")
        }
        do throws(ScrollInputError) {
            let reached: CGPoint
            if let offset {
                reached = try session.scene.scroll(identifier: identifier, to: offset)
            } else if let target {
                reached = try session.scene.scroll(identifier: identifier, toVisible: target)
            } else {
                reached = try session.scene.scroll(identifier: identifier, direction: scrollDirection!)
            }
            _ = session.finishTurn()
            return reached
        } catch {
            switch error {
            case .noView, .neverVisible: throw .notFound(error.description)
            case .notScrollable: throw Problem(status: 409, detail: error.description)
            case .notAScrollView, .invalidOffset, .noRefreshControl, .notZoomable: throw .badRequest(error.description)
            }
        }
    }

    /// `actions/status-bar-tap`: the scroll-to-top gesture, above `x` (the middle of the
    /// screen when omitted). Returns the scroll view that scrolls to its top, if any.
    func tapStatusBar(_ session: Session, body: JSONObject?) throws(Problem) -> UIScrollView? {
        guard session.admit() else { throw Problem(status: 429, detail: "too many actions for this session; slow down") }
        let fields = MessageFields(object: body ?? JSONObject())
        try Self.rejectUnknownFields(fields, allowed: ["x"])
        let x: CGFloat?
        do throws(WireError) {
            x = try fields.optionalNumber("x", range: -10_000...10_000).map { CGFloat($0) }
        } catch {
            throw .badRequest(error.description)
        }
        let scrolled = session.scene.tapStatusBar(atX: x)
        _ = session.finishTurn()
        return scrolled
    }

    /// Whether a scroll view scrolled to its top and, if so, its accessibility identifier (null
    /// when it has none) and offset.
    static func statusBarTapFields(_ scrolled: UIScrollView?) -> JSONObject {
        var object: JSONObject = ["scrolled": .bool(scrolled != nil)]
        if let scrolled {
            object["identifier"] = scrolled.accessibilityIdentifier.map(JSONValue.string) ?? .null
            object["contentOffset"] = .object(["x": .number(scrolled.contentOffset.x), "y": .number(scrolled.contentOffset.y)])
        }
        return object
    }

    /// `"offset": {"x": …, "y": …}`.
    private static func offset(_ fields: MessageFields) throws(WireError) -> CGPoint? {
        guard let value = fields.object["offset"], value != .null else { return nil }
        guard let object = value.objectValue else { throw .malformed("\"offset\" must be an object with \"x\" and \"y\"") }
        let point = MessageFields(object: object)
        return CGPoint(x: try point.number("x", range: -10_000_000...10_000_000),
                       y: try point.number("y", range: -10_000_000...10_000_000))
    }
}
