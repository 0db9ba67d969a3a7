import Foundation

extension UIImage {
    /// The image asset the image belongs to: an asset catalog's image set, or the asset that
    /// registered it; `nil` for other images.
    public var imageAsset: UIImageAsset? { attributes.asset }
}
