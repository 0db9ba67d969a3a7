import Foundation

extension UIBarButtonItem {
    /// Defines system-supplied items for bar button items, with UIKit's raw values.
    ///
    /// There is no symbol image set on the server: items UIKit draws as icons show their name
    /// as text (`add` shows "+").
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
             organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
             fastForward, undo, redo, pageCurl, close
    }
}

extension UIBarButtonItem.SystemItem {
    /// The text shown for the item.
    var displayTitle: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "+"
        case .flexibleSpace, .fixedSpace: nil
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Trash"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .pageCurl: "Page Curl"
        case .close: "Close"
        }
    }

    /// Done and Save are drawn bold, as UIKit draws them.
    var isProminent: Bool {
        self == .done || self == .save
    }
}
