import Foundation

/// The app's accent color: the color set Info.plist's `NSAccentColorName` names, else the one
/// named "AccentColor", in the app's asset catalog; the system blue when there is none. It is
/// the tint of every view that neither has nor inherits one.
@MainActor
enum AppAccentColor {
    /// The color set name Info.plist gives, registered with the app's Info.plist.
    static var infoPlistName: String?

    /// Keyed by the bundle object, not its path: `Bundle.bundlePath` costs a Foundation call,
    /// and every view without a tint of its own asks for this color when it draws.
    private static var cached: (bundle: Bundle, name: String, color: UIColor)?

    static var color: UIColor {
        let bundle = AppResources.mainBundle
        let name = infoPlistName ?? "AccentColor"
        if let cached, cached.bundle === bundle, cached.name == name { return cached.color }
        let color = UIColor(named: name, in: bundle, compatibleWith: nil) ?? .systemBlue
        cached = (bundle, name, color)
        return color
    }
}
