import Testing
@_spi(Host) import UIKitCore
@testable import UIKitServer

/// The page's stand-in for a tap on the status bar: an optional position along it.
struct StatusBarTapMessageTests {
    @Test func testAStatusBarTapMayNameWhereAlongTheBar() throws {
        #expect(try ClientMessage.decode(#"{"type":"statusBarTap"}"#, limits: .default) == .statusBarTap(x: nil))
        #expect(try ClientMessage.decode(#"{"type":"statusBarTap","x":120.5}"#, limits: .default) == .statusBarTap(x: 120.5))
    }

    @Test(arguments: [#"{"type":"statusBarTap","x":"left"}"#, #"{"type":"statusBarTap","x":1e9}"#])
    func testAStatusBarTapWithABadPositionIsRefused(_ text: String) {
        #expect(throws: WireError.self) { try ClientMessage.decode(text, limits: .default) }
    }
}
