import Foundation

/// An object that contains information about one of your app's scenes: on the server, one
/// browser session.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// Constants that indicate the role of a scene.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The role of an interactive window scene on the main display.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The scene associated with the session, if it is connected.
    open internal(set) weak var scene: UIScene?
    /// The role the scene plays.
    public let role: Role
    /// The configuration the scene was created from.
    open internal(set) var configuration: UISceneConfiguration
    /// An identifier that is unique for the lifetime of the session.
    public let persistentIdentifier: String
    /// Data you associate with the session.
    open var userInfo: [String: Any]?
    /// The activity the scene's delegate returned from `stateRestorationActivity(for:)` when
    /// the scene was last saved, set before the scene reconnects.
    open var stateRestorationActivity: NSUserActivity?

    init(persistentIdentifier: String, role: Role) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
}
