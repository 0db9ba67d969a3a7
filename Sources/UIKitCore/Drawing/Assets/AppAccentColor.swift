import Foundation

/// The app's accent color: the color set Info.plist's `NSAccentColorName` names, else the one
/// named "AccentColor", in the app's asset catalog; the system blue when there is none. It is
/// the tint of every view that neither has nor inherits one.
@MainActor
enum AppAccentColor {
    /// The color set name Info.plist gives, registered with the app's Info.plist.
    static var infoPlistName: String? {
        didSet { cached = nil }
    }

    /// Kept until another bundle is registered or Info.plist names another color: every view
    /// without a tint of its own asks for this color when it is added to a superview and when it
    /// draws.
    private static var cached: (registrationCount: Int, color: UIColor)?

    static var color: UIColor {
        let registrationCount = AppResources.registrationCount
        if let cached, cached.registrationCount == registrationCount { return cached.color }
        let color = UIColor(named: infoPlistName ?? "AccentColor", in: AppResources.mainBundle, compatibleWith: nil)
            ?? .systemBlue
        cached = (registrationCount, color)
        return color
    }
}
