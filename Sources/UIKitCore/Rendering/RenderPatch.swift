/// The changes of one commit: what happened to the tree since the previous revision.
@_spi(Host) public struct RenderPatch: Equatable, Sendable {
    public var revision: Int
    public var operations: [RenderOperation]
    /// Nodes the page moves to their new state over time rather than at once.
    public var animations: [RenderAnimation]

    public init(revision: Int, operations: [RenderOperation], animations: [RenderAnimation] = []) {
        self.revision = revision
        self.operations = operations
        self.animations = animations
    }
}
