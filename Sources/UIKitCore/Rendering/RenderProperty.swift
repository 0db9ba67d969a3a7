/// One property of a render node and its value.
@_spi(Host) public struct RenderProperty: Equatable, Sendable {
    public var key: RenderKey
    public var value: RenderValue

    public init(_ key: RenderKey, _ value: RenderValue) {
        self.key = key
        self.value = value
    }
}
