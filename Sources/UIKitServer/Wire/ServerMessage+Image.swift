@_spi(Host) import UIKitCore

extension ServerMessage {
    /// An image as `{"src", "width", "height"}`, plus for a resizable image its caps as
    /// `"slice": [top, right, bottom, left]` in points, `"slicePixels"` in the image's pixels,
    /// and `"tile"` when its interior tiles (docs/protocol.md).
    static func imageJSON(_ image: UIImage) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("src", .string(ImageStore.shared.publish(image))),
                                            ("width", .number(image.size.width)), ("height", .number(image.size.height))]
        if let slice = image.renderSlice {
            pairs.append(("slice", .array(slice.points.map(JSONValue.number))))
            pairs.append(("slicePixels", .array(slice.pixels.map(JSONValue.number))))
            pairs.append(("tile", .bool(slice.tiles)))
        }
        return .object(JSONObject(pairs))
    }
}
