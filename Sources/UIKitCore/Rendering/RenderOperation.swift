/// One change to the client's tree, applied in order (see `docs/protocol.md`).
@_spi(Host) public enum RenderOperation: Equatable, Sendable {
    /// Makes a detached node with its kind and every non-default property.
    case create(id: Int, kind: RenderNodeKind, properties: [RenderProperty])
    /// The complete ordered children of `parent`.
    case move(parent: Int, children: [Int])
    /// Changes only the listed properties; `.null` returns one to its default.
    case set(id: Int, properties: [RenderProperty])
    /// Deletes a node and its subtree.
    case remove(id: Int)
}
