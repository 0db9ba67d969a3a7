import Foundation

/// A URL as CoreText takes it: apps write `url as CFURL`, which on Linux is the URL itself.
public typealias CFURL = URL

/// An error as CoreText reports it: apps read it from `Unmanaged<CFError>`.
public typealias CFError = NSError

/// The scope of a font registration. Fonts registered for the process are the only kind the
/// server has: the other scopes register for the process too.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0
    /// The font is available to the process that registered it.
    case process = 1
    /// The font is available to every process of the user (for the server: the process).
    case persistent = 2
    case session = 3

    /// The same as `persistent`.
    public static let user = CTFontManagerScope.persistent
}

/// The domain of font registration errors.
public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"

/// Registers the fonts in the file at `fontURL` for the process: `UIFont(name:size:)` finds
/// them at once, and the server measures them and serves them to pages like the fonts the
/// Info.plist lists under `UIAppFonts`. Register before the server serves its first page (in
/// `application(_:didFinishLaunchingWithOptions:)` at the latest); later registrations fail,
/// as pages would draw the text in another font than the server measured. Returns `false`
/// and sets `error` (code 105 for a font already registered, 104 otherwise) when it fails.
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ errorOut: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    do {
        try FontLibrary.shared.registerAppFont(atPath: fontURL.path)
        return true
    } catch {
        let code = switch error {
        case .alreadyRegistered: 105
        case .invalidFile, .registrationClosed: 104
        }
        let reported = NSError(domain: kCTFontManagerErrorDomain, code: code,
                               userInfo: [NSLocalizedDescriptionKey: error.description])
        errorOut?.pointee = Unmanaged.passRetained(reported)
        return false
    }
}
