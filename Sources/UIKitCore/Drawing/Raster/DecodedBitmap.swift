import Foundation

/// An image decoded to pixels for the rasterizer: rows of 4 bytes a pixel, blue, green, red
/// and alpha in memory with the colors premultiplied by alpha (Cairo's ARGB32 on this machine).
struct DecodedBitmap {
    let width: Int
    let height: Int
    /// `width * 4` bytes a row, top row first.
    let pixels: [UInt8]

    /// The first frame of JPEG or GIF data; `nil` for other formats or data that does not decode.
    init?(data: Data, format: ImageFormat) {
        let decoded: DecodedBitmap? = switch format {
        case .jpeg: JPEGDecoder.decode(data)
        case .gif: GIFDecoder.decodeFirstFrame(data)
        default: nil
        }
        guard let decoded else { return nil }
        self = decoded
    }

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
