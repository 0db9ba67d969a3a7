/// The changes of one commit: what happened to the tree since the previous revision.
@_spi(Host) public struct RenderPatch: Equatable, Sendable {
    public var revision: Int
    public var operations: [RenderOperation]

    public init(revision: Int, operations: [RenderOperation]) {
        self.revision = revision
        self.operations = operations
    }
}
