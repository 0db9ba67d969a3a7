/// The whole tree of a scene at one revision, sent to a client that (re)connects.
@_spi(Host) public struct RenderSnapshot: Equatable, Sendable {
    public var revision: Int
    /// Node 0, the scene; its children are the windows, back to front.
    public var root: RenderNode

    public init(revision: Int, root: RenderNode) {
        self.revision = revision
        self.root = root
    }
}
