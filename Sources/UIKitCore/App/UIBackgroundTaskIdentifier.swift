/// A unique token that identifies a request to run in the background.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A token that is not a valid background task.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
