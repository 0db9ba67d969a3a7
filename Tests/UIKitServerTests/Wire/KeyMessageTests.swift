import Testing
@_spi(Host) import UIKitCore
@testable import UIKitServer

@Suite("Decoding key messages")
struct KeyMessageTests {
    private func decode(_ text: String) throws(WireError) -> ClientMessage {
        try ClientMessage.decode(text, limits: .default)
    }

    @Test func decodesAKeyGoingDownWithModifiers() throws {
        let message = try decode(#"{"type":"key","phase":"down","code":"KeyK","key":"k","modifiers":["command","shift"],"repeat":false,"timestamp":12.5}"#)
        #expect(message == .key(KeyInput(phase: .down, code: "KeyK", key: "k", modifierFlags: [.command, .shift])))
    }

    @Test func decodesARepeatAndAKeyUpWithoutOptionalFields() throws {
        #expect(try decode(#"{"type":"key","phase":"down","code":"ArrowUp","key":"ArrowUp","repeat":true}"#)
            == .key(KeyInput(phase: .down, code: "ArrowUp", key: "ArrowUp", isRepeat: true)))
        #expect(try decode(#"{"type":"key","phase":"up","code":"MetaLeft","key":"Meta"}"#)
            == .key(KeyInput(phase: .up, code: "MetaLeft", key: "Meta")))
    }

    @Test(arguments: [
        (#"{"type":"key","phase":"pressed","code":"KeyK","key":"k"}"#, #""phase" must be "down" or "up", not "pressed""#),
        (#"{"type":"key","phase":"down","code":"Hyper","key":"k"}"#, #""code" must be a KeyboardEvent.code such as "KeyA" or "ArrowUp", not "Hyper""#),
        (#"{"type":"key","phase":"down","key":"k"}"#, #""code" is missing"#),
        (#"{"type":"key","phase":"down","code":"KeyK","key":""}"#, #""key" must be a string of 1 to 32 bytes"#),
        (#"{"type":"key","phase":"down","code":"KeyK","key":"k","modifiers":["super"]}"#,
         #""modifiers" must be a list of distinct names from alphaShift, shift, control, alternate, command, numericPad"#),
        (#"{"type":"key","phase":"down","code":"KeyK","key":"k","modifiers":["shift","shift"]}"#,
         #""modifiers" must be a list of distinct names from alphaShift, shift, control, alternate, command, numericPad"#),
        (#"{"type":"key","phase":"down","code":"KeyK","key":"k","modifiers":"command"}"#,
         #""modifiers" must be a list of distinct names from alphaShift, shift, control, alternate, command, numericPad"#),
        (#"{"type":"key","phase":"down","code":"KeyK","key":"k","repeat":"yes"}"#, #""repeat" must be true or false"#),
        (#"{"type":"key","phase":"up","code":"KeyK","key":"k","repeat":true}"#, "only a key going down can repeat"),
        (#"{"type":"key","phase":"down","code":"KeyK","key":"k","timestamp":-1}"#, #""timestamp" must be a number from 0 to 1000000000000000.0"#),
    ])
    func rejectsMalformedKeyMessages(text: String, detail: String) {
        #expect(throws: WireError.malformed(detail)) { try decode(text) }
    }
}
