import Foundation

/// An object that helps a user share data from one place to another within the app.
///
/// One server runs many people's scenes, so the general pasteboard is the current scene's own:
/// what one person copies is never pasted into another's session. It holds text and URLs; the
/// browser's system clipboard is not read or written.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// Posted when the pasteboard's contents change.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// The general pasteboard: the one of the scene whose turn is running. Outside any scene's
    /// turn it is a pasteboard of its own, shared by no scene.
    open class var general: UIPasteboard {
        guard let scene = UIWindowScene.turnScene else { return detached }
        if let pasteboard = scene.generalPasteboard { return pasteboard }
        let pasteboard = UIPasteboard()
        scene.generalPasteboard = pasteboard
        return pasteboard
    }

    private static let detached = UIPasteboard()

    /// The number of times the contents changed.
    open private(set) var changeCount = 0

    private var items: [Any] = [] {
        didSet {
            changeCount += 1
            NotificationCenter.default.post(name: Self.changedNotification, object: self)
        }
    }

    /// The first string on the pasteboard; setting it replaces the contents.
    open var string: String? {
        get { strings?.first }
        set { items = newValue.map { [$0] } ?? [] }
    }

    /// The strings on the pasteboard; setting them replaces the contents.
    open var strings: [String]? {
        get {
            let strings = items.compactMap { ($0 as? String) ?? ($0 as? URL)?.absoluteString }
            return strings.isEmpty ? nil : strings
        }
        set { items = newValue ?? [] }
    }

    /// The first URL on the pasteboard; setting it replaces the contents.
    open var url: URL? {
        get { urls?.first }
        set { items = newValue.map { [$0] } ?? [] }
    }

    /// The URLs on the pasteboard; setting them replaces the contents.
    open var urls: [URL]? {
        get {
            let urls = items.compactMap { $0 as? URL }
            return urls.isEmpty ? nil : urls
        }
        set { items = newValue ?? [] }
    }

    /// Whether the pasteboard holds a string (a URL counts).
    open var hasStrings: Bool { strings != nil }
    /// Whether the pasteboard holds a URL.
    open var hasURLs: Bool { urls != nil }
    /// The number of items on the pasteboard.
    open var numberOfItems: Int { items.count }
}
