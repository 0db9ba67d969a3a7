import Foundation

/// The name of a data asset.
public typealias NSDataAssetName = String

/// An object from a data set type stored in an asset catalog.
public final class NSDataAsset: NSObject, Sendable {
    /// The name of the data set.
    public let name: NSDataAssetName
    /// The data of the data set's file.
    public let data: Data
    /// The Uniform Type Identifier of the data, as the data set lists it (`public.data` when it
    /// lists none).
    public let typeIdentifier: String

    /// Creates a data asset from a data set of the app's asset catalog; `nil` when there is none.
    public convenience init?(name: NSDataAssetName) {
        self.init(name: name, bundle: .main)
    }

    /// Creates a data asset from a data set in the bundle's asset catalog (the app's for
    /// `Bundle.main`); `nil` when there is none.
    public init?(name: NSDataAssetName, bundle: Bundle) {
        guard let folder = AssetCatalog(bundle: AppResources.bundle(for: bundle)).assetFolder(named: name, kind: "dataset"),
              let contents = AssetCatalog.contents(of: folder),
              let entry = (contents["data"] as? [[String: Any]])?.first(where: { $0["filename"] is String }),
              let file = entry["filename"] as? String, !file.contains("/"),
              let data = try? Data(contentsOf: folder.appendingPathComponent(file)) else { return nil }
        self.name = name
        self.data = data
        typeIdentifier = entry["universal-type-identifier"] as? String ?? "public.data"
        super.init()
    }
}
