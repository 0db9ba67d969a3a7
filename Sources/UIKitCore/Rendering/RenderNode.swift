/// A node of a full snapshot of the tree.
@_spi(Host) public struct RenderNode: Equatable, Sendable {
    public var id: Int
    public var kind: RenderNodeKind
    public var properties: [RenderProperty]
    public var children: [RenderNode]

    public init(id: Int, kind: RenderNodeKind, properties: [RenderProperty], children: [RenderNode]) {
        self.id = id
        self.kind = kind
        self.properties = properties
        self.children = children
    }
}
