import Foundation
import Synchronization
@_spi(Host) import UIKitCore

/// The images the browser may ask for, by content id: every image written into a patch or
/// snapshot, for as long as the app keeps that image alive. Held weakly, so the store never
/// keeps an image the app has let go of.
final class ImageStore: Sendable {
    static let shared = ImageStore()

    private struct Entry {
        weak var image: UIImage?
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// The URL path the browser loads the image from, after recording the image under it.
    func publish(_ image: UIImage) -> String {
        let id = image.contentIdentifier
        entries.withLock { entries in
            if entries[id]?.image == nil { entries[id] = Entry(image: image) }
            if entries.count > 4_096 { entries = entries.filter { $0.value.image != nil } }
        }
        return "/images/\(id).\(image.fileExtension)"
    }

    /// The response for an image path, or nil when no live image has that id.
    func response(for path: String) -> HTTPResponse? {
        guard path.hasPrefix("/images/") else { return nil }
        let name = path.dropFirst("/images/".count)
        guard let id = name.split(separator: ".").first.map(String.init) else { return nil }
        guard let image = entries.withLock({ $0[id]?.image }), name == "\(id).\(image.fileExtension)" else { return nil }
        return HTTPResponse(status: 200,
                            headers: ["Content-Type": image.mimeType, "Cache-Control": "public, max-age=31536000, immutable"],
                            body: [UInt8](image.imageData))
    }
}
