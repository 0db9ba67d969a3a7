import Testing
import UIKitServer

@Suite("Writing JSON")
struct JSONSerializationTests {
    @Test func writesScalars() {
        #expect(JSONValue.null.serialized() == "null")
        #expect(JSONValue.bool(true).serialized() == "true")
        #expect(JSONValue.bool(false).serialized() == "false")
        #expect(JSONValue.string("hi").serialized() == #""hi""#)
        #expect(JSONValue.string("").serialized() == #""""#)
    }

    @Test func writesIntegralNumbersAsIntegers() {
        #expect(JSONValue.number(42).serialized() == "42")
        #expect(JSONValue.number(-7).serialized() == "-7")
        #expect(JSONValue.number(0).serialized() == "0")
        #expect(JSONValue.number(-0.0).serialized() == "0")
        #expect(JSONValue.number(1e15).serialized() == "1000000000000000")
        for integer in [9, 10, 99, 100, 1_234_567_890, -10, -1_000, -987_654_321] {
            #expect(JSONValue.number(Double(integer)).serialized() == String(integer))
        }
        #expect(JSONValue.number(Double(Int64.max - 1023)).serialized() == "9223372036854774784")
        #expect(JSONValue.number(Double(Int64(9_007_199_254_740_993))).serialized() == "9007199254740992")
    }

    @Test func writesOtherNumbersInShortestRoundTripForm() {
        #expect(JSONValue.number(0.1).serialized() == "0.1")
        #expect(JSONValue.number(1.5).serialized() == "1.5")
        #expect(JSONValue.number(-123.456).serialized() == "-123.456")
        #expect(JSONValue.number(1.0 / 3.0).serialized() == "0.3333333333333333")
        #expect(JSONValue.number(1e-7).serialized() == "1e-07")
        #expect(JSONValue.number(.leastNonzeroMagnitude).serialized() == "5e-324")
        // 2^63 is one past Int64.max, so it is written as a double.
        #expect(JSONValue.number(9_223_372_036_854_775_808).serialized() == "9.223372036854776e+18")
        // -2^63 is Int64.min, which json-c reads back as an overflow when written as an integer.
        #expect(JSONValue.number(Double(Int64.min)).serialized() == "-9.223372036854776e+18")
        #expect(JSONValue.number(1e20).serialized() == "1e+20")
        #expect(JSONValue.number(.greatestFiniteMagnitude).serialized() == "1.7976931348623157e+308")
    }

    @Test func writesHalvesQuartersAndEighthsAsSwiftDoes() {
        for eighths in [1, 2, 3, 4, 5, 6, 7, 9, 12, 13, 100_003, 8 * 123_456_789_012 + 5, 7_999_999_999_999_999] {
            for sign in [1.0, -1.0] {
                let number = sign * Double(eighths) / 8
                #expect(JSONValue.number(number).serialized() == number.description, "\(eighths) eighths")
            }
        }
        // Too large for the eighths' own digits, and not eighths: Swift's description.
        #expect(JSONValue.number(2e15 + 0.5).serialized() == (2e15 + 0.5).description)
        #expect(JSONValue.number(0.1 + 0.2).serialized() == "0.30000000000000004")
    }

    @Test func writesSeededRandomNumbersAsTheirDescription() {
        var generator = SeededGenerator(state: 0x5EED)
        for _ in 0..<2_000 {
            let whole = Double(Int64(bitPattern: generator.next()) % 100_000)
            let number = whole + Double(generator.next() % 64) / 16 + (generator.next() % 3 == 0 ? 0.001 : 0)
            let expected = Double(Int64(number)) == number ? String(Int64(number)) : number.description
            #expect(JSONValue.number(number).serialized() == expected, "\(number)")
        }
    }

    @Test func writesNonFiniteNumbersAsNull() {
        #expect(JSONValue.number(.nan).serialized() == "null")
        #expect(JSONValue.number(.infinity).serialized() == "null")
        #expect(JSONValue.array([.number(-.infinity), .number(.nan)]).serialized() == "[null,null]")
        #expect(JSONValue.object(["x": .number(.nan)]).serialized() == #"{"x":null}"#)
    }

    @Test func escapesQuotesBackslashesAndControlCharacters() {
        let value = JSONValue.string("\"\\/\u{8}\u{C}\n\r\t\u{1}\u{1F}\u{0}\u{7F}")
        #expect(value.serialized() == #""\"\\/\b\f\n\r\t\u0001\u001f\u0000"# + "\u{7F}\"")
    }

    @Test func writesNonASCIITextAsUTF8() {
        #expect(JSONValue.string("中文 😀 é").serialized() == "\"中文 😀 é\"")
        #expect(JSONValue.string("中文").serializedBytes() == [0x22, 0xE4, 0xB8, 0xAD, 0xE6, 0x96, 0x87, 0x22])
    }

    @Test func writesCompactlyWithMembersInInsertionOrder() {
        let value: JSONValue = ["z": [1, 2.5, nil, true], "a": ["c": "d"], "m": [], "e": [:]]
        #expect(value.serialized() == #"{"z":[1,2.5,null,true],"a":{"c":"d"},"m":[],"e":{}}"#)
    }

    @Test func escapesObjectKeys() {
        let value: JSONValue = ["say \"hi\"\n": 1, "中": 2, "a/b": 3]
        #expect(value.serialized() == #"{"say \"hi\"\n":1,"中":2,"a/b":3}"#)
    }

    @Test func cutsObjectKeysAtTheFirstNulCharacter() {
        // json-c stores keys as C strings.
        #expect(JSONValue.object(["a\u{0}b": 1]).serialized() == #"{"a":1}"#)
    }

    @Test func serializedBytesAreTheUTF8OfSerialized() {
        let value: JSONValue = ["k": ["é", 1, 0.25, false, nil]]
        #expect(value.serializedBytes() == Array(value.serialized().utf8))
        #expect(value.description == value.serialized())
    }
}

@Suite("Round trips")
struct JSONRoundTripTests {
    static let canonicalTexts = [
        "null", "true", "0", "-1", "0.1", "1e-07", "1e+300", "-9007199254740991",
        #""\"\\\b\f\n\r\t\u0000\u001f/中😀""#,
        #"[1,[2,[3,[]]],{}]"#,
        #"{"z":{"y":{"x":[null,false,"w"]}},"a":1.25,"":"empty key"}"#,
    ]

    @Test(arguments: canonicalTexts)
    func parsingThenWritingGivesBackCanonicalText(text: String) throws {
        #expect(try JSONValue.parse(text).serialized() == text)
    }

    static let values: [JSONValue] = [
        .number(0.1), .number(1.0 / 3.0), .number(-2.5e-300), .number(.leastNonzeroMagnitude),
        .number(.greatestFiniteMagnitude), .number(9_007_199_254_740_994), .number(Double(Int64.min)),
        .number(9_223_372_036_854_775_808), .number(123_456.789),
        .string("quote \" backslash \\ slash / tab \t nul \u{0} bell \u{7} 中文 😀 e\u{301}"),
        ["nested": ["deeper": [[], [:], [nil, true, false]]], "list": [1, 2, 3]],
    ]

    @Test(arguments: values)
    func writingThenParsingGivesBackTheSameValue(value: JSONValue) throws {
        #expect(try JSONValue.parse(value.serialized()) == value)
        #expect(try JSONValue.parse(value.serializedBytes()) == value)
    }

    @Test func parseWriteParseIsIdentityForMessyInput() throws {
        let text = " { \"b\" : [ 1.50 , 2E2 , -0.0 , \"\\u00e9\\/\" ] , \"a\" : { } } "
        let first = try JSONValue.parse(text)
        let written = first.serialized()
        #expect(written == #"{"b":[1.5,200,0,"é/"],"a":{}}"#)
        #expect(try JSONValue.parse(written) == first)
    }
}
