import CTurboJPEG
import Foundation

/// Decodes JPEG data with libjpeg-turbo's TurboJPEG API: all of the calls to it are here.
enum JPEGDecoder {
    /// The pixels of the JPEG image as stored (no EXIF rotation, as `CGImage` is), opaque.
    static func decode(_ data: Data) -> DecodedBitmap? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> DecodedBitmap? in
            guard let bytes = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, bytes, UInt(raw.count), &width, &height, &subsampling, &colorspace) == 0,
                  width > 0, height > 0, Int(width) * Int(height) <= 64_000_000 else { return nil }
            var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
            let status = pixels.withUnsafeMutableBufferPointer { buffer in
                tjDecompress2(handle, bytes, UInt(raw.count), buffer.baseAddress, width, width * 4, height,
                              Int32(TJPF_BGRA.rawValue), 0)
            }
            // A warning (a truncated file, say) still gives the pixels decoded; an error does not.
            guard status == 0 || tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue) else { return nil }
            return DecodedBitmap(width: Int(width), height: Int(height), pixels: pixels)
        }
    }
}
