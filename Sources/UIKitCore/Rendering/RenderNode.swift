/// A node of a full snapshot of the tree.
@_spi(Host) public struct RenderNode: Equatable, Sendable {
    public var id: Int
    public var kind: RenderNodeKind
    public var properties: [RenderProperty]
    public var children: [RenderNode]
}
