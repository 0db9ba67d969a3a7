@_spi(Host) import UIKitCore

/// The wire text of render messages, for tools that measure what the server sends.
@_spi(Host) public enum WireText {
    /// A patch as the JSON text frame a client receives.
    public static func patch(_ patch: RenderPatch) -> String {
        ServerMessage.patch(patch, input: 0).encoded()
    }

    /// A snapshot as the JSON text frame a client receives.
    public static func snapshot(_ snapshot: RenderSnapshot, viewport: SceneDisplay) -> String {
        ServerMessage.snapshot(snapshot, viewport: viewport).encoded()
    }

    /// A message's text as a socket with permessage-deflate (which browsers offer) sends it:
    /// the UTF-8 bytes deflated on their own; `nil` where deflate fails.
    public static func deflated(_ text: String) -> [UInt8]? {
        DeflateCodec.compress(Array(text.utf8))
    }
}
