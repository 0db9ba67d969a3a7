import Foundation

/// What drag and drop sessions have in common: the items and where the finger is.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items being dragged.
    var items: [UIDragItem] { get }
    /// The finger's position in the view's coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether the drag may end in a move.
    var allowsMoveOperation: Bool { get }
    /// Whether the drag may leave the app that started it.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether some item has a representation of one of the type identifiers.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether some item can give an object of the class.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// The drag side of a session: what the app that started the drag sees.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// An object the app keeps with the session for its own use.
    var localContext: Any? { get set }
}

/// How the destination shows that data is loading after a drop.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    case none = 0
    case `default` = 1
}

/// The drop side of a session: what the destination sees.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag started in this app; `nil` otherwise.
    var localDragSession: (any UIDragSession)? { get }
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Loads an object of the class from each item that can give one, then calls `completion`
    /// on the main actor with them.
    @discardableResult
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type, completion: @escaping @MainActor ([any NSItemProviderReading]) -> Void) -> Progress
}

/// A drag within the app: the same object is both its drag and its drop session.
final class LocalDragSession: UIDragSession, UIDropSession {
    var items: [UIDragItem] = []
    var localContext: Any?
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = true
    /// The finger, in the window's coordinates.
    var windowLocation: CGPoint = .zero
    @HandleReference var window: UIWindow?

    var localDragSession: (any UIDragSession)? { self }

    func location(in view: UIView) -> CGPoint {
        guard let window else { return windowLocation }
        return window.convert(windowLocation, to: view)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    func loadObjects(ofClass aClass: any NSItemProviderReading.Type, completion: @escaping @MainActor ([any NSItemProviderReading]) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: Int64(items.count))
        var loaded: [any NSItemProviderReading] = []
        for item in items where item.itemProvider.canLoadObject(ofClass: aClass) {
            // Providers made in the app load at once, on the caller's thread.
            nonisolated(unsafe) var result: (any NSItemProviderReading)?
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in result = object }
            if let result { loaded.append(result) }
        }
        progress.completedUnitCount = Int64(items.count)
        completion(loaded)
        return progress
    }
}
