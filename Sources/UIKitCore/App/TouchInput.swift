import Foundation

/// One pointer's part of a touch message from the host: its id and where it is, in window points.
@_spi(Host) public struct TouchInput: Equatable, Sendable {
    public var pointerID: Int
    public var location: CGPoint

    public init(pointerID: Int, location: CGPoint) {
        self.pointerID = pointerID
        self.location = location
    }
}
