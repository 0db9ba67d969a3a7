// seeds/004, "errors": both `deleteImage(forKey:)`, as written, in the image store they assume (its
// cache and `imageURL(forKey:)`), except the second one's `\(errordeleteError)`, a typo iOS rejects
// too, which is `\(deleteError)`.
import UIKit

enum ImageStoreSample {
    class ImageStore {
        let cache = NSCache<NSString, UIImage>()

        func imageURL(forKey key: String) -> URL {
            FileManager.default.temporaryDirectory.appendingPathComponent(key)
        }

        func deleteImage(forKey key: String) {
         cache.removeObject(forKey: key as NSString)
         let url = imageURL(forKey: key)
         do {
        try FileManager.default.removeItem(at: url)
         } catch {
        print("Error removing the image from disk: \(error)")
         }
        }
    }

    class ImageStoreNamingTheError {
        let cache = NSCache<NSString, UIImage>()

        func imageURL(forKey key: String) -> URL {
            FileManager.default.temporaryDirectory.appendingPathComponent(key)
        }

        func deleteImage(forKey key: String) {
         cache.removeObject(forKey: key as NSString)
         let url = imageURL(forKey: key)
         do {
        try FileManager.default.removeItem(at: url)
         } catch let deleteError {
        print("Error removing the image from disk: \(deleteError)")
         }
        }
    }
}
