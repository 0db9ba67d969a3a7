import Foundation

/// A representation of the state of your app at a moment in time, as Foundation has it on Apple
/// platforms (Linux's Foundation has none). Scenes receive activities when they connect, and
/// keep one for state restoration. There is no Handoff, Spotlight or Siri on a server, so
/// `becomeCurrent()` and the eligibility flags change nothing outside the app.
open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The activity type: a reverse-DNS string the app declares for this kind of activity.
    public let activityType: String
    /// A user-visible title for the activity.
    open var title: String?
    /// App-specific state for the activity; its values should be property-list types.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to restore the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// A web page to show when the app is not there to continue the activity.
    open var webpageURL: URL?
    /// An identifier of the content the activity shows, for scene targeting.
    open var targetContentIdentifier: String?
    /// An app-chosen identifier of the activity, for deleting it later.
    open var persistentIdentifier: String?
    /// Whether the activity needs its state updated before it is sent somewhere.
    open var needsSave = false
    /// Whether the activity may continue on another device (never, from a server).
    open var isEligibleForHandoff = true
    /// Whether the activity may appear in search results (never, from a server).
    open var isEligibleForSearch = false
    /// Whether the activity may be suggested to the user (never, from a server).
    open var isEligibleForPrediction = false
    /// Whether the activity is the current one.
    open private(set) var isCurrent = false
    /// Whether the activity was invalidated.
    open private(set) var isInvalidated = false

    /// Creates an activity of the given type.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds the entries of `otherDictionary` to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    /// Marks the activity as the current one.
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        isCurrent = true
    }

    /// Marks the activity as no longer current.
    open func resignCurrent() {
        isCurrent = false
    }

    /// Invalidates the activity: it cannot become current again.
    open func invalidate() {
        isCurrent = false
        isInvalidated = true
    }
}
