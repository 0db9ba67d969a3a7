import CGIF
import Foundation

/// Decodes GIF data with giflib: all of the calls to it are here.
enum GIFDecoder {
    /// The first frame of the GIF, placed on its logical screen (transparent where the frame
    /// does not reach, and where its transparent color index is).
    static func decodeFirstFrame(_ data: Data) -> DecodedBitmap? {
        var reader = (data: data, offset: 0)
        return withUnsafeMutablePointer(to: &reader) { pointer -> DecodedBitmap? in
            var error: Int32 = 0
            guard let gif = DGifOpen(pointer, { gif, buffer, length in
                guard let gif, let buffer, let user = gif.pointee.UserData else { return 0 }
                let reader = user.assumingMemoryBound(to: (data: Data, offset: Int).self)
                let count = min(Int(length), reader.pointee.data.count - reader.pointee.offset)
                guard count > 0 else { return 0 }
                let start = reader.pointee.data.startIndex + reader.pointee.offset
                reader.pointee.data.copyBytes(to: buffer, from: start..<(start + count))
                reader.pointee.offset += count
                return Int32(count)
            }, &error) else { return nil }
            defer { DGifCloseFile(gif, &error) }
            guard DGifSlurp(gif) == GIF_OK || gif.pointee.ImageCount > 0 else { return nil }
            return firstFrame(of: gif)
        }
    }

    private static func firstFrame(of file: UnsafeMutablePointer<GifFileType>) -> DecodedBitmap? {
        let gif = file.pointee
        let width = Int(gif.SWidth), height = Int(gif.SHeight)
        guard width > 0, height > 0, width * height <= 64_000_000, gif.ImageCount > 0,
              let frame = gif.SavedImages?.pointee, let raster = frame.RasterBits else { return nil }
        let description = frame.ImageDesc
        guard let colors = (description.ColorMap ?? gif.SColorMap)?.pointee, let palette = colors.Colors else { return nil }
        var control = GraphicsControlBlock()
        var transparent = -1
        if DGifSavedExtensionToGCB(file, 0, &control) == GIF_OK {
            transparent = Int(control.TransparentColor)
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let left = Int(description.Left), top = Int(description.Top)
        let frameWidth = Int(description.Width), frameHeight = Int(description.Height)
        for row in 0..<frameHeight where top + row < height {
            for column in 0..<frameWidth where left + column < width {
                let index = Int(raster[row * frameWidth + column])
                guard index != transparent, index < Int(colors.ColorCount) else { continue }
                let color = palette[index]
                let offset = ((top + row) * width + left + column) * 4
                pixels[offset] = color.Blue
                pixels[offset + 1] = color.Green
                pixels[offset + 2] = color.Red
                pixels[offset + 3] = 255
            }
        }
        return DecodedBitmap(width: width, height: height, pixels: pixels)
    }
}
