import Foundation

/// The app's accent color: the color set Info.plist's `NSAccentColorName` names, else the one
/// named "AccentColor", in the app's asset catalog; the system blue when there is none. It is
/// the tint of every view that neither has nor inherits one.
@MainActor
enum AppAccentColor {
    /// The color set name Info.plist gives, registered with the app's Info.plist.
    static var infoPlistName: String?

    private static var cached: (bundlePath: String, name: String, color: UIColor)?

    static var color: UIColor {
        let bundle = AppResources.mainBundle
        let name = infoPlistName ?? "AccentColor"
        if let cached, cached.bundlePath == bundle.bundlePath, cached.name == name { return cached.color }
        let color = UIColor(named: name, in: bundle, compatibleWith: nil) ?? .systemBlue
        cached = (bundle.bundlePath, name, color)
        return color
    }
}
