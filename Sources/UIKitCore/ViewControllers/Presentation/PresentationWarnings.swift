import Foundation

/// The console warnings UIKit prints when an app misuses presentation (presenting while already
/// presenting, from a view outside the window hierarchy, during a transition), and does nothing
/// else. They go to standard error unless the host routes them to its logger.
@_spi(Host) @MainActor
public enum PresentationWarnings {
    /// Receives each warning's text. The default writes it to standard error.
    public static var handler: @MainActor (String) -> Void = { message in
        FileHandle.standardError.write(Data(("UIKit warning: " + message + "\n").utf8))
    }

    static func warn(_ message: String) {
        handler(message)
    }
}
