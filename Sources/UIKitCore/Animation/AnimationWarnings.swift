import Foundation

/// The console warnings UIKit gives for misused animation APIs (where UIKit raises an
/// exception, UIKit Server logs the misuse and ignores the call). They go to standard error
/// unless the host routes them to its logger.
@_spi(Host) @preconcurrency @MainActor
public enum AnimationWarnings {
    /// Receives each warning's text. The default writes it to standard error.
    public static var handler: @MainActor (String) -> Void = { message in
        FileHandle.standardError.write(Data(("UIKit warning: " + message + "\n").utf8))
    }

    static func warn(_ message: String) {
        handler(message)
    }
}
