import Testing
@_spi(Host) import UIKitCore
@testable import UIKitServer

/// The page's pull to refresh: a node id, nothing else.
struct RefreshMessageTests {
    @Test func testARefreshMessageNamesItsNode() throws {
        #expect(try ClientMessage.decode(#"{"type":"refresh","id":42}"#, limits: .default) == .refresh(node: 42))
    }

    @Test(arguments: [#"{"type":"refresh"}"#, #"{"type":"refresh","id":-1}"#, #"{"type":"refresh","id":"12"}"#])
    func testARefreshWithoutAValidNodeIsRefused(_ text: String) {
        #expect(throws: WireError.self) { try ClientMessage.decode(text, limits: .default) }
    }
}
