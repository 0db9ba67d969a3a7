import Foundation
import Synchronization
@_spi(Host) import UIKitCore

/// The page's icon and web app manifest, made from the app's `AppIcon` (asset catalog) when a
/// browser first asks: the app registers its resources as it starts, after the static files
/// are read. Without an icon, `/app-icon.png` is a transparent pixel, so browsers show none and
/// log no error.
enum AppIconFiles {
    static let iconPath = "/app-icon.png"
    static let manifestPath = "/manifest.webmanifest"

    private static let found = Mutex<(data: Data, pixelWidth: Int)?>(nil)

    /// The response for the icon or the manifest, or nil for other paths.
    static func response(for path: String) -> HTTPResponse? {
        switch path {
        case iconPath:
            let icon = self.icon()
            return HTTPResponse(status: 200, headers: ["Content-Type": "image/png", "Cache-Control": cacheControl(found: icon != nil)],
                                body: [UInt8](icon?.data ?? transparentPixel))
        case manifestPath:
            var manifest: [String: Any] = ["name": appName, "short_name": appName, "display": "standalone", "start_url": "/"]
            if let icon = icon() {
                manifest["icons"] = [["src": iconPath, "sizes": "\(icon.pixelWidth)x\(icon.pixelWidth)", "type": "image/png"]]
            }
            let body = (try? JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys])) ?? Data("{}".utf8)
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/manifest+json",
                                                       "Cache-Control": cacheControl(found: manifest["icons"] != nil)],
                                body: [UInt8](body))
        default:
            return nil
        }
    }

    /// A day once the icon is known, so a repeat visit fetches nothing but the page; five
    /// minutes while the app has not registered one (it may still, as it starts).
    private static func cacheControl(found: Bool) -> String {
        found ? "public, max-age=86400" : "public, max-age=300"
    }

    private static func icon() -> (data: Data, pixelWidth: Int)? {
        if let icon = found.withLock({ $0 }) { return icon }
        guard let icon = AppIcon.png() else { return nil }
        found.withLock { $0 = icon }
        return icon
    }

    private static var appName: String {
        if let name = UIApplication.appDisplayName { return name }
        let info = Bundle.main.infoDictionary
        return info?["CFBundleDisplayName"] as? String ?? info?["CFBundleName"] as? String
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "App").lastPathComponent
    }

    /// A 1×1 transparent PNG.
    private static let transparentPixel = Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")!
}
