import Foundation

/// The app's icon: the largest PNG of the `AppIcon` image set (`.appiconset`) in the app's asset
/// catalog, which the host serves as the page's icon and the web app manifest's.
@_spi(Host) public enum AppIcon {
    /// The icon's PNG bytes and its width in pixels, or nil when the app has no icon.
    public static func png() -> (data: Data, pixelWidth: Int)? {
        guard let folder = AssetCatalog(bundle: AppResources.mainBundle).assetFolder(named: "AppIcon", kind: "appiconset"),
              let contents = AssetCatalog.contents(of: folder) else { return nil }
        var best: (data: Data, pixelWidth: Int)?
        for entry in contents["images"] as? [[String: Any]] ?? [] {
            guard let file = entry["filename"] as? String, !file.contains("/"),
                  let data = try? Data(contentsOf: folder.appendingPathComponent(file)),
                  let header = ImageHeader(data: data), header.format == .png else { continue }
            if header.pixelWidth > best?.pixelWidth ?? 0 { best = (data, header.pixelWidth) }
        }
        return best
    }
}
