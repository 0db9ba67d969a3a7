import Foundation
import Synchronization

/// The keys of the app's Info.plist UIKit reads at launch besides the scene manifest: the
/// fonts it bundles (`UIAppFonts`), its name (`CFBundleDisplayName`, `CFBundleName`) and its
/// launch screen (`UILaunchScreen`, `UILaunchStoryboardName`).
@MainActor
enum AppInfoPlist {
    /// Xcode's build variables in the app's Info.plist, expanded as Xcode's build would. SwiftPM
    /// has no bundle identifier: `$(PRODUCT_BUNDLE_IDENTIFIER)` is the app's module name in
    /// lowercase, stable across builds; `$(DEVELOPMENT_LANGUAGE)` is `en`, Xcode's default.
    nonisolated static func buildVariables(module: String) -> [String: String] {
        ["PRODUCT_MODULE_NAME": module, "TARGET_NAME": module, "PRODUCT_NAME": module, "EXECUTABLE_NAME": module,
         "PRODUCT_BUNDLE_IDENTIFIER": module.lowercased(), "DEVELOPMENT_LANGUAGE": "en"]
    }

    /// Every string of `value` (nested in dictionaries and arrays too) with `$(NAME)` and `${NAME}`
    /// replaced by the variable's value; unknown variables stay as they are.
    nonisolated static func expandingBuildVariables(in value: Any, _ variables: [String: String]) -> Any {
        switch value {
        case let string as String:
            guard string.contains("$") else { return string }
            var expanded = string
            for (name, replacement) in variables {
                expanded = expanded.replacingOccurrences(of: "$(\(name))", with: replacement)
                    .replacingOccurrences(of: "${\(name)}", with: replacement)
            }
            return expanded
        case let dictionary as [String: Any]:
            return dictionary.mapValues { expandingBuildVariables(in: $0, variables) }
        case let array as [Any]:
            return array.map { expandingBuildVariables(in: $0, variables) }
        default:
            return value
        }
    }

    /// The app's Info.plist with its build variables expanded, once it registered.
    static var infoDictionary: [String: Any]? {
        didSet {
            let name = (infoDictionary?["CFBundleDisplayName"] as? String) ?? (infoDictionary?["CFBundleName"] as? String)
            displayName.withLock { $0 = name.flatMap { $0.isEmpty ? nil : $0 } }
            readableEverywhere = infoDictionary
        }
    }

    /// The same dictionary for readers on any thread (`Bundle.appInfoDictionary`): written once,
    /// on the main actor, as the app's first object is made, before any other code runs.
    nonisolated(unsafe) static var readableEverywhere: [String: Any]?

    /// The display name, readable from any thread (the host's request threads).
    nonisolated static let displayName = Mutex<String?>(nil)

    /// Registers the fonts the Info.plist lists under `UIAppFonts`, found in the app's
    /// resources; each file that cannot be registered is a launch problem in the log.
    static func registerAppFonts(_ plist: [String: Any]) {
        guard let value = plist["UIAppFonts"] else { return }
        guard let paths = value as? [String] else {
            UIApplication.reportLaunchProblem("Info.plist's UIAppFonts must be an array of font file paths")
            return
        }
        for problem in FontLibrary.shared.registerAppFonts(paths, in: AppResources.mainBundle) {
            UIApplication.reportLaunchProblem(problem)
        }
    }
}

extension UIApplication {
    /// The app's name as the page's title shows it: Info.plist's `CFBundleDisplayName`, else
    /// its `CFBundleName`; `nil` without an Info.plist (or with neither key).
    @_spi(Host) public nonisolated static var appDisplayName: String? {
        AppInfoPlist.displayName.withLock { $0 }
    }

    /// What the page shows while a scene connects, from Info.plist's `UILaunchScreen` or
    /// `UILaunchStoryboardName`; `nil` when the app has neither.
    @_spi(Host) public static var launchScreen: LaunchScreen? {
        guard let plist = AppInfoPlist.infoDictionary else { return nil }
        if let screen = plist["UILaunchScreen"] as? [String: Any] {
            return LaunchScreen(dictionary: screen, style: infoPlistInterfaceStyle)
        }
        if let storyboard = plist["UILaunchStoryboardName"] as? String {
            var screen = LaunchScreen(dictionary: [:], style: infoPlistInterfaceStyle)
            screen.storyboardName = storyboard
            screen.loadStoryboard(named: storyboard)
            return screen
        }
        return nil
    }
}

/// The launch screen an Info.plist describes (`UILaunchScreen`), as the page shows it until
/// the scene's first snapshot: the system background, an image from the app's resources
/// (`UIImageName`, centred, inside the safe area unless `UIImageRespectsSafeAreaInsets` is
/// false) and empty bars where `UINavigationBar` and `UITabBar` are given.
///
/// `UIColorName` names a color set of the app's asset catalog: the background in its light
/// and dark colors (a name the catalog lacks is reported, and the system background shown). A
/// launch storyboard (`UILaunchStoryboardName`) gives its initial view's background color, its
/// first image view's image, centred, and its labels where Interface Builder placed them; its
/// other views are not drawn.
@_spi(Host) public struct LaunchScreen: Equatable, Sendable {
    /// The image's file bytes as a `data:` URL, and its size in points.
    public var imageDataURL: String?
    public var imageSize: CGSize = .zero
    public var imageRespectsSafeAreaInsets = true
    public var showsNavigationBar = false
    public var showsTabBar = false
    /// Dark when the Info.plist fixes the dark style; `nil` follows the browser.
    public var style: UIUserInterfaceStyle?
    /// The launch storyboard's name, when the launch screen comes from one.
    public var storyboardName: String?
    /// The background from `UIColorName`, as CSS colors for the light and dark appearances;
    /// `nil` is the system background.
    public var backgroundLight: String?
    public var backgroundDark: String?
    /// The launch storyboard's labels.
    public var labels: [LaunchLabel] = []

    @MainActor init(dictionary: [String: Any], style: UIUserInterfaceStyle?) {
        self.style = style
        showsNavigationBar = dictionary["UINavigationBar"] is [String: Any]
        showsTabBar = dictionary["UITabBar"] is [String: Any]
        imageRespectsSafeAreaInsets = dictionary["UIImageRespectsSafeAreaInsets"] as? Bool ?? true
        if let name = dictionary["UIImageName"] as? String { loadImage(named: name) }
        if let name = dictionary["UIColorName"] as? String { loadColor(named: name) }
    }

    /// The launch storyboard's initial view: its background color, its first image view's image
    /// and its labels.
    @MainActor mutating func loadStoryboard(named name: String) {
        guard let (_, document) = _InterfaceFiles.document(named: name, kind: .storyboard) else {
            UIApplication.reportLaunchProblem(UIStoryboard.missingProblem(name, key: "UILaunchStoryboardName"))
            return
        }
        var initial: NibElement?
        document.walk { element in
            if initial == nil, element.id == document["initialViewController"] { initial = element }
        }
        guard let view = initial?.child(key: "view") else { return }
        if let color = NibValues.color(view.child("color", key: "backgroundColor")) {
            backgroundLight = color.render(in: UITraitCollection(userInterfaceStyle: .light)).cssString
            backgroundDark = color.render(in: UITraitCollection(userInterfaceStyle: .dark)).cssString
        }
        var imageName: String?
        view.walk { element in
            if imageName == nil, element.name == "imageView", element["catalog"] != "system" { imageName = element["image"] }
        }
        if let imageName { loadImage(named: imageName) }
        labels = LaunchLabel.labels(in: view)
    }

    @MainActor private mutating func loadColor(named name: String) {
        guard let color = UIColor(named: name, in: AppResources.mainBundle, compatibleWith: nil) else {
            UIApplication.reportLaunchProblem("Info.plist's UILaunchScreen names the color \"\(name)\", but the app's asset catalog has no such color set")
            return
        }
        backgroundLight = color.render(in: UITraitCollection(userInterfaceStyle: .light)).cssString
        backgroundDark = color.render(in: UITraitCollection(userInterfaceStyle: .dark)).cssString
    }

    @MainActor private mutating func loadImage(named name: String) {
        let lookup = NamedImageLookup(bundle: AppResources.mainBundle, displayScale: 2)
        guard let resource = lookup.resource(named: name), let data = try? Data(contentsOf: resource.url),
              let image = UIImage(data: data, scale: resource.scale) else {
            UIApplication.reportLaunchProblem("Info.plist's UILaunchScreen names the image \"\(name)\", but the app's resources have no such image")
            return
        }
        let type = switch resource.url.pathExtension.lowercased() {
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        default: "image/png"
        }
        imageDataURL = "data:\(type);base64,\(data.base64EncodedString())"
        imageSize = image.size
    }
}
