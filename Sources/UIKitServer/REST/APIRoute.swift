/// A REST endpoint under `/api/v1`, with the methods it allows.
enum APIRoute: Equatable, Sendable {
    case sessions
    case session(id: String)
    case tree(sessionID: String)
    case screenshot(sessionID: String)
    case tap(sessionID: String)
    case touches(sessionID: String)
    case swipe(sessionID: String)
    case longPress(sessionID: String)
    case keys(sessionID: String)
    case traits(sessionID: String)
    case lifecycle(sessionID: String)
    case memoryWarning(sessionID: String)
    case typeText(sessionID: String)
    case scroll(sessionID: String)
    case statusBarTap(sessionID: String)
    case accessibility(sessionID: String)

    static let prefix = "/api/v1"

    /// The route for a path, or nil when nothing is there.
    init?(path: String) {
        guard path.hasPrefix(Self.prefix + "/") else { return nil }
        let parts = path.dropFirst(Self.prefix.count + 1).split(separator: "/", omittingEmptySubsequences: false)
            .map(String.init)
        switch parts.count {
        case 1 where parts[0] == "sessions":
            self = .sessions
        case 2 where parts[0] == "sessions" && !parts[1].isEmpty:
            self = .session(id: parts[1])
        case 3 where parts[0] == "sessions" && !parts[1].isEmpty:
            switch parts[2] {
            case "tree": self = .tree(sessionID: parts[1])
            case "screenshot": self = .screenshot(sessionID: parts[1])
            case "traits": self = .traits(sessionID: parts[1])
            case "lifecycle": self = .lifecycle(sessionID: parts[1])
            case "memory-warning": self = .memoryWarning(sessionID: parts[1])
            case "accessibility": self = .accessibility(sessionID: parts[1])
            default: return nil
            }
        case 4 where parts[0] == "sessions" && parts[2] == "actions" && !parts[1].isEmpty:
            switch parts[3] {
            case "tap": self = .tap(sessionID: parts[1])
            case "touches": self = .touches(sessionID: parts[1])
            case "swipe": self = .swipe(sessionID: parts[1])
            case "long-press": self = .longPress(sessionID: parts[1])
            case "keys": self = .keys(sessionID: parts[1])
            case "type": self = .typeText(sessionID: parts[1])
            case "scroll": self = .scroll(sessionID: parts[1])
            case "status-bar-tap": self = .statusBarTap(sessionID: parts[1])
            default: return nil
            }
        default:
            return nil
        }
    }

    var allowedMethods: [String] {
        switch self {
        case .sessions: ["GET", "POST"]
        case .session: ["GET", "DELETE"]
        case .tree, .screenshot: ["GET"]
        case .tap, .touches, .swipe, .longPress, .keys, .typeText, .scroll, .statusBarTap, .traits, .lifecycle, .memoryWarning,
             .accessibility: ["POST"]
        }
    }

    /// The session the route is about; nil for the list of sessions.
    var sessionID: String? {
        switch self {
        case .sessions: nil
        case .session(let id), .tree(let id), .screenshot(let id): id
        default: actionSession
        }
    }

    /// The route's path as openapi.yaml names it, the session id as `{id}`: one label value per
    /// endpoint, however many sessions there are.
    var template: String {
        let path: String = switch self {
        case .sessions: "/sessions"
        case .session: "/sessions/{id}"
        case .tree: "/sessions/{id}/tree"
        case .screenshot: "/sessions/{id}/screenshot"
        case .traits: "/sessions/{id}/traits"
        case .lifecycle: "/sessions/{id}/lifecycle"
        case .memoryWarning: "/sessions/{id}/memory-warning"
        case .tap: "/sessions/{id}/actions/tap"
        case .touches: "/sessions/{id}/actions/touches"
        case .swipe: "/sessions/{id}/actions/swipe"
        case .longPress: "/sessions/{id}/actions/long-press"
        case .keys: "/sessions/{id}/actions/keys"
        case .typeText: "/sessions/{id}/actions/type"
        case .scroll: "/sessions/{id}/actions/scroll"
        case .statusBarTap: "/sessions/{id}/actions/status-bar-tap"
        case .accessibility: "/sessions/{id}/accessibility"
        }
        return Self.prefix + path
    }

    /// The label of requests to no route.
    static let unmatchedTemplate = "unmatched"

    /// The session an action acts on; nil for the routes that only read or manage sessions.
    var actionSession: String? {
        switch self {
        case .sessions, .session, .tree, .screenshot: nil
        case .tap(let id), .touches(let id), .swipe(let id), .longPress(let id), .keys(let id), .typeText(let id),
             .scroll(let id), .statusBarTap(let id), .traits(let id), .lifecycle(let id), .memoryWarning(let id),
             .accessibility(let id): id
        }
    }
}
