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

    @Test func testAViewAnimationSaysWhereItStartsAndItsTiming() throws {
        var slide = RenderAnimation(id: 7, kind: .properties, duration: 0.5, curve: "linear")
        slide.from = [RenderProperty(.alpha, .null), RenderProperty(.frame, .rect(x: 0, y: 10, width: 50, height: 20))]
        slide.delay = 0.25
        slide.repeats = true
        slide.autoreverses = true
        let patch = RenderPatch(revision: 5, operations: [.set(id: 7, properties: [RenderProperty(.alpha, .number(0.5))])],
                                animations: [slide, RenderAnimation(id: 8, kind: .cancel, duration: 0)])
        let object = try #require(ServerMessage.patch(patch, input: 1).json().objectValue)
        #expect(object["animations"] == .array([
            .object(["id": .number(7), "kind": .string("properties"),
                     "from": .object(["alpha": .null, "frame": .array([.number(0), .number(10), .number(50), .number(20)])]),
                     "duration": .number(0.5), "curve": .string("linear"), "delay": .number(0.25), "repeat": .bool(true),
                     "autoreverse": .bool(true)]),
            .object(["id": .number(8), "kind": .string("cancel")]),
        ]))
    }

    @Test func testALayerAnimationSendsItsKeyframesKeyFillAndIterations() throws {
        var fade = RenderAnimation(id: 3, kind: .properties, duration: 0.4, curve: "linear")
        fade.key = "fade"
        fade.fill = "forwards"
        fade.iterations = 4
        fade.autoreverses = true
        fade.keyframes = [RenderKeyframe(offset: 0, properties: [RenderProperty(.alpha, .null)]),
                          RenderKeyframe(offset: 1, properties: [RenderProperty(.alpha, .number(0))], easing: "steps(1, end)")]
        var cancel = RenderAnimation(id: 3, kind: .cancel, duration: 0)
        cancel.key = "spin"
        let patch = RenderPatch(revision: 2, operations: [], animations: [fade, cancel])
        let object = try #require(ServerMessage.patch(patch, input: 1).json().objectValue)
        #expect(object["animations"] == .array([
            .object(["id": .number(3), "kind": .string("properties"), "from": .object([:]), "duration": .number(0.4),
                     "curve": .string("linear"), "autoreverse": .bool(true),
                     "keyframes": .array([
                        .object(["offset": .number(0), "props": .object(["alpha": .null])]),
                        .object(["offset": .number(1), "props": .object(["alpha": .number(0)]), "easing": .string("steps(1, end)")]),
                     ]),
                     "key": .string("fade"), "fill": .string("forwards"), "iterations": .number(4)]),
            .object(["id": .number(3), "kind": .string("cancel"), "key": .string("spin")]),
        ]))
    }

    @Test func testALayerAnimationHeldByItsLayersTimeSaysSo() throws {
        var held = RenderAnimation(id: 4, kind: .properties, duration: 1.5, curve: "linear")
        held.key = "fill"
        held.delay = -0.5
        held.isHeld = true
        let patch = RenderPatch(revision: 2, operations: [], animations: [held])
        let object = try #require(ServerMessage.patch(patch, input: 1).json().objectValue)
        #expect(object["animations"] == .array([
            .object(["id": .number(4), "kind": .string("properties"), "from": .object([:]), "duration": .number(1.5),
                     "curve": .string("linear"), "delay": .number(-0.5), "key": .string("fill"), "held": .bool(true)]),
        ]))
    }

    @Test func testSeekPlayAndTransitionControlWhatTheNodePlays() throws {
        var seek = RenderAnimation(id: 5, kind: .seek, duration: 0)
        seek.time = 0.5
        seek.linear = true
        var play = RenderAnimation(id: 5, kind: .play, duration: 0)
        play.time = 0.5
        play.rate = -2
        let flip = RenderAnimation(id: 6, kind: .transition, style: .flipLeft, duration: 0.3, curve: "linear")
        let patch = RenderPatch(revision: 2, operations: [], animations: [seek, play, flip])
        let object = try #require(ServerMessage.patch(patch, input: 1).json().objectValue)
        #expect(object["animations"] == .array([
            .object(["id": .number(5), "kind": .string("seek"), "time": .number(0.5), "linear": .bool(true)]),
            .object(["id": .number(5), "kind": .string("play"), "time": .number(0.5), "rate": .number(-2)]),
            .object(["id": .number(6), "kind": .string("transition"), "style": .string("flipLeft"), "duration": .number(0.3),
                     "curve": .string("linear")]),
        ]))
    }
}
