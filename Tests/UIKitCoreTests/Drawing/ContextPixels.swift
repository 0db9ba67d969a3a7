import UIKit

/// The bitmap's pixel at (x, y) as 0…255 red, green, blue and alpha (premultiplied), read as a
/// test on a device reads it: through the context's `data` and `bytesPerRow`.
@MainActor
func pixel(_ context: CGContext, x: Int, y: Int) -> [Int] {
    guard let data = context.data else { return [] }
    let bytes = data.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + x * 4
    return [Int(bytes[2]), Int(bytes[1]), Int(bytes[0]), Int(bytes[3])]
}
