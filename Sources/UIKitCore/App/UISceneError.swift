import Foundation

/// An error UIKit reports when it cannot act on a scene request.
public struct UISceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error domain of scene errors.
    public static let errorDomain = "UISceneErrorDomain"

    /// The reasons a scene request fails.
    public enum Code: Int, Sendable {
        /// The app does not support multiple scenes (`UIApplicationSupportsMultipleScenes`).
        case multipleScenesNotSupported = 0
        /// The system denied the request.
        case requestDenied = 1
    }

    /// Why the request failed.
    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    public static var requestDenied: Code { .requestDenied }

    public var description: String {
        switch code {
        case .multipleScenesNotSupported:
            "The app does not support multiple scenes: set UIApplicationSupportsMultipleScenes in its Info.plist's UIApplicationSceneManifest"
        case .requestDenied:
            "The scene request was denied"
        }
    }
}
