import Foundation
import Testing
@testable import UIKitServer

@Suite("Wire: text input messages")
struct TextInputMessageTests {
    private func decode(_ text: String) throws(WireError) -> ClientMessage {
        try ClientMessage.decode(text, limits: JSONLimits())
    }

    @Test func testTextMessagesDecodeTheTextItsBaseAndTheSelection() throws {
        let message = try decode(#"{"type":"text","id":7,"seq":3,"text":"a😀","base":"a","selection":[3,3]}"#)
        #expect(message == .text(TextEdit(node: 7, sequence: 3, text: "a😀", base: "a", selection: .init(start: 3, end: 3))))
        let selectionOnly = try decode(#"{"type":"text","id":7,"seq":4,"selection":[0,1]}"#)
        #expect(selectionOnly == .text(TextEdit(node: 7, sequence: 4, text: nil, base: nil, selection: .init(start: 0, end: 1))))
        let composing = try decode(#"{"type":"text","id":7,"seq":5,"text":"a日本","base":"a","selection":[3,3],"marked":[1,3]}"#)
        #expect(composing == .text(TextEdit(node: 7, sequence: 5, text: "a日本", base: "a", selection: .init(start: 3, end: 3),
                                            marked: .init(start: 1, end: 3))))
    }

    @Test func testReturnAndKeyboardMessagesDecode() throws {
        #expect(try decode(#"{"type":"return","id":12}"#) == .returnKey(node: 12))
        #expect(try decode(#"{"type":"keyboard","height":291.5}"#) == .keyboard(height: 291.5))
    }

    @Test(arguments: [
        (#"{"type":"text","seq":1,"text":"x"}"#, "\"id\" is missing"),
        (#"{"type":"text","id":1,"text":"x"}"#, "\"seq\" is missing"),
        (#"{"type":"text","id":1,"seq":1}"#, "a text message needs \"text\", \"selection\" or both"),
        (#"{"type":"text","id":1,"seq":1,"text":5}"#, "\"text\" must be a string"),
        (#"{"type":"text","id":1,"seq":1,"base":"x","selection":[0,0]}"#, "\"base\" must be a string, given with \"text\""),
        (#"{"type":"text","id":1,"seq":1,"selection":[2,1]}"#, "\"selection\" must be [start, end]: whole numbers with 0 ≤ start ≤ end"),
        (#"{"type":"text","id":1,"seq":1,"selection":[0.5,1]}"#, "\"selection\" must be [start, end]: whole numbers with 0 ≤ start ≤ end"),
        (#"{"type":"text","id":1,"seq":1,"selection":[1]}"#, "\"selection\" must be [start, end]: whole numbers with 0 ≤ start ≤ end"),
        (#"{"type":"text","id":-1,"seq":1,"text":"x"}"#, "\"id\" must be a whole number from 0 to 2147483647"),
        (#"{"type":"text","id":1,"seq":1,"selection":[0,0],"marked":[0,0]}"#, "\"marked\" must be [start, end] within the \"text\" given with it"),
        (#"{"type":"text","id":1,"seq":1,"text":"ab","marked":[1,3]}"#, "\"marked\" must be [start, end] within the \"text\" given with it"),
        (#"{"type":"text","id":1,"seq":1,"text":"ab","marked":[2,1]}"#, "\"marked\" must be [start, end] within the \"text\" given with it"),
        (#"{"type":"text","id":1,"seq":1,"text":"ab","marked":"ab"}"#, "\"marked\" must be [start, end] within the \"text\" given with it"),
        (#"{"type":"return"}"#, "\"id\" is missing"),
        (#"{"type":"keyboard","height":-1}"#, "\"height\" must be a number from 0 to 10000"),
        (#"{"type":"keyboard"}"#, "\"height\" is missing"),
    ])
    func testMalformedTextInputMessagesAreRefusedWithAReason(text: String, reason: String) {
        #expect(throws: WireError.malformed(reason)) { try decode(text) }
    }
}
