import Foundation

/// Where the messages UIKit logs in its `LayoutConstraints` category go, such as "Unable to
/// simultaneously satisfy constraints". By default they are written to standard error; a host
/// routes them into its own log.
@_spi(Host) public enum LayoutConstraintsLog {
    /// Receives each message, already formatted as UIKit prints it.
    @MainActor public static var handler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("[LayoutConstraints] \(message)\n".utf8))
    }

    @MainActor static func emit(_ message: String) {
        handler(message)
    }
}
