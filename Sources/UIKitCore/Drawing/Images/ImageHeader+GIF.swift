extension ImageHeader {
    /// Reads the logical screen descriptor after the `GIF87a` or `GIF89a` signature: the canvas
    /// every frame is drawn on, which is the size the first frame is shown at.
    static func gif(_ bytes: ImageBytes) -> ImageHeader? {
        guard bytes.matches("GIF87a", at: 0) || bytes.matches("GIF89a", at: 0),
              let width = bytes.littleEndian(at: 6, length: 2),
              let height = bytes.littleEndian(at: 8, length: 2),
              bytes.contains(10, length: 3)
        else { return nil }
        return ImageHeader(format: .gif, pixelWidth: width, pixelHeight: height)
    }
}
