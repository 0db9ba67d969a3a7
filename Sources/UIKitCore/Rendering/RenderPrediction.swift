/// Properties of one node as the server will set them when a touch goes down on a control: the
/// page shows them at once and the server's patch for that touch confirms or corrects them.
@_spi(Host) public struct RenderPrediction: Equatable, Sendable {
    public let id: Int
    public let properties: [RenderProperty]

    public init(id: Int, properties: [RenderProperty]) {
        self.id = id
        self.properties = properties
    }
}
