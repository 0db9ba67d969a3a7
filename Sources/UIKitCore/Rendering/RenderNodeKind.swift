/// What a render node draws.
@_spi(Host) public enum RenderNodeKind: String, Sendable {
    /// The scene: node 0, whose children are the windows.
    case scene
    case window
    case view
    /// A layer of its own (not a view's): it draws but takes no touches.
    case layer
}
