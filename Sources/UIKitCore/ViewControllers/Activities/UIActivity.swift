import Foundation

/// A service an activity view controller offers for its items: UIKit's own (copy) or one the
/// app subclasses `UIActivity` for.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// The kind of a service: system ones, or an app's reverse-DNS string.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// Where a service appears: the row of actions, or the row of apps to share with.
    public enum Category: Int, Sendable {
        case action = 0
        case share = 1
    }

    /// The category of the service. The default is `.action`.
    open class var activityCategory: Category { .action }

    public override init() {
        super.init()
    }

    /// The service's kind. The default is `nil`.
    open var activityType: ActivityType? { nil }
    /// The title the sheet shows for the service.
    open var activityTitle: String? { nil }
    /// The image the sheet shows for the service.
    open var activityImage: UIImage? { nil }

    /// Whether the service can act on the items. The default is `false`.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Takes the items before the service runs.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present for the service instead of `perform()`. The default is `nil`.
    open var activityViewController: UIViewController? { nil }
    /// Runs the service; it calls `activityDidFinish(_:)` when done.
    open func perform() {
        activityDidFinish(false)
    }

    /// Tells the sheet that the service finished: it goes away and its completion handler hears
    /// the result.
    open func activityDidFinish(_ completed: Bool) {
        finishHandler?(completed)
        finishHandler = nil
    }

    var finishHandler: (@MainActor (Bool) -> Void)?
}

/// The system's Copy service: the text or URL items go to the session's pasteboard.
final class CopyActivity: UIActivity {
    private var items: [Any] = []

    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: UIImage? { UIImage(systemName: "doc.on.doc") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String || $0 is NSString || $0 is URL || $0 is NSAttributedString }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        items = activityItems
    }

    override func perform() {
        let pasteboard = UIPasteboard.general
        let texts = items.compactMap { item -> String? in
            switch item {
            case let text as String: text
            case let text as NSString: text as String
            case let text as NSAttributedString: text.string
            default: nil
            }
        }
        if let url = items.lazy.compactMap({ $0 as? URL }).first, texts.isEmpty {
            pasteboard.url = url
        } else {
            pasteboard.string = texts.joined(separator: "\n")
        }
        activityDidFinish(true)
    }
}
