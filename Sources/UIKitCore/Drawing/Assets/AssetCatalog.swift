import Foundation
import Synchronization

/// The asset catalogs (`.xcassets` folders) among a bundle's resources, searched by asset name
/// as Xcode's compiled catalogs are: `<name>.colorset` anywhere inside, folders included. A
/// folder whose `Contents.json` says `"provides-namespace": true` puts its name in front of
/// the names of the assets in it: `Icons/star` finds `Icons/star.imageset` then, and `star`
/// alone does not.
struct AssetCatalog {
    let bundle: Bundle

    /// The image assets made so far, by bundle and name: made once, as UIKit caches named images.
    private static let imageAssets = Mutex<[String: UIImageAsset]>([:])

    /// The image asset of the image set with the name in the bundle's catalogs, or nil.
    static func imageAsset(named name: String, in bundle: Bundle) -> UIImageAsset? {
        let key = bundle.bundlePath + "\u{0}" + name
        if let asset = imageAssets.withLock({ $0[key] }) { return asset }
        guard let folder = AssetCatalog(bundle: bundle).assetFolder(named: name, kind: "imageset"),
              let imageSet = ImageSet(folder: folder) else { return nil }
        let asset = UIImageAsset(imageSet: imageSet)
        imageAssets.withLock { $0[key] = asset }
        return asset
    }

    /// The folder of the asset with the name and kind (`colorset`, `imageset`, `dataset`), or nil.
    func assetFolder(named name: String, kind: String) -> URL? {
        guard !name.isEmpty, !name.contains("..") else { return nil }
        let wanted = (name as NSString).lastPathComponent + "." + kind
        for catalog in catalogs {
            guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.lastPathComponent == wanted {
                if Self.namespacedName(of: url, in: catalog) == name { return url }
            }
        }
        return nil
    }

    /// The name an asset folder is found by: its own, after those of the folders around it
    /// that provide a namespace.
    static func namespacedName(of asset: URL, in catalog: URL) -> String {
        let root = catalog.standardizedFileURL.pathComponents
        let components = asset.standardizedFileURL.pathComponents
        var names: [String] = []
        var folder = catalog.standardizedFileURL
        for component in components.dropFirst(root.count).dropLast() {
            folder.appendPathComponent(component)
            let properties = contents(of: folder)?["properties"] as? [String: Any]
            if properties?["provides-namespace"] as? Bool == true { names.append(component) }
        }
        names.append(((components.last ?? "") as NSString).deletingPathExtension)
        return names.joined(separator: "/")
    }

    /// The `Contents.json` of an asset folder, parsed; nil when missing or not a JSON object.
    static func contents(of folder: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object
    }

    /// The catalogs at the top of the bundle, where SwiftPM copies them (`.process` copies an
    /// `.xcassets` folder as it is on Linux).
    private var catalogs: [URL] {
        let roots = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
        var found: [URL] = []
        for root in roots {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcassets") {
                let url = root.appendingPathComponent(name)
                if !found.contains(url) { found.append(url) }
            }
        }
        return found
    }
}
