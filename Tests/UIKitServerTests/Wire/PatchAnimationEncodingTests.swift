import Testing
@_spi(Host) import UIKitCore
@testable import UIKitServer

/// A patch names the nodes the page animates, after its operations; a patch without any has no
/// `animations` at all.
struct PatchAnimationEncodingTests {
    @Test func testAnimationsFollowTheOperations() throws {
        let patch = RenderPatch(revision: 3, operations: [.remove(id: 9)], animations: [
            RenderAnimation(id: 4, kind: .move, duration: 0.3),
            RenderAnimation(id: 9, kind: .disappear, style: .left, duration: 0.3),
        ])
        let object = try #require(ServerMessage.patch(patch, input: 2).json().objectValue)
        #expect(object["animations"] == .array([
            .object(["id": .number(4), "kind": .string("move"), "style": .string("fade"), "duration": .number(0.3),
                     "curve": .string("ease-in-out")]),
            .object(["id": .number(9), "kind": .string("disappear"), "style": .string("left"), "duration": .number(0.3),
                     "curve": .string("ease-in-out")]),
        ]))
        let plain = try #require(ServerMessage.patch(RenderPatch(revision: 4, operations: [.remove(id: 1)]), input: 2).json().objectValue)
        #expect(plain["animations"] == nil)
    }
}
