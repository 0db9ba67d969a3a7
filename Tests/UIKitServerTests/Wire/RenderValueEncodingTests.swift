import Testing
@_spi(Host) import UIKitCore
@testable import UIKitServer

/// Geometry an app made infinite or undefined still encodes as numbers, so one view's frame
/// cannot make a whole patch unreadable for the page.
struct RenderValueEncodingTests {
    @Test func testNonFiniteGeometryEncodesAsZero() {
        let frame = ServerMessage.json(.rect(x: .infinity, y: -.infinity, width: 358, height: .nan))
        #expect(frame == .array([.number(0), .number(0), .number(358), .number(0)]))
        #expect(ServerMessage.json(.point(x: .nan, y: 4)) == .array([.number(0), .number(4)]))
        #expect(ServerMessage.json(.number(.infinity)) == .number(0))
        #expect(ServerMessage.json(.rect(x: 1.5, y: 2, width: 3, height: 4)) == .array([.number(1.5), .number(2), .number(3), .number(4)]))
    }
}
