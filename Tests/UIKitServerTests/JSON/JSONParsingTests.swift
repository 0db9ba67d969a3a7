import Testing
import UIKitServer

@Suite("Parsing JSON")
struct JSONParsingTests {
    @Test func parsesEachScalar() throws {
        #expect(try JSONValue.parse("null") == .null)
        #expect(try JSONValue.parse("true") == .bool(true))
        #expect(try JSONValue.parse("false") == .bool(false))
        #expect(try JSONValue.parse("42") == .number(42))
        #expect(try JSONValue.parse("-0.5") == .number(-0.5))
        #expect(try JSONValue.parse("1e3") == .number(1000))
        #expect(try JSONValue.parse("2.5E-3") == .number(0.0025))
        #expect(try JSONValue.parse("\"hi\"") == .string("hi"))
        #expect(try JSONValue.parse("\"\"") == .string(""))
    }

    @Test func ignoresWhitespaceAroundTheValue() throws {
        #expect(try JSONValue.parse(" \n\t 42 \r\n") == .number(42))
        #expect(try JSONValue.parse("  {\"a\" : [ 1 , 2 ] }  ") == ["a": [1, 2]])
    }

    @Test func parsesNestedStructures() throws {
        let value = try JSONValue.parse(#"{"a":[1,{"b":null}],"c":{"d":"e","f":[]},"g":{}}"#)
        #expect(value == ["a": [1, ["b": nil]], "c": ["d": "e", "f": []], "g": [:]])
        #expect(value["a"]?.arrayValue?[1]["b"] == .null)
        #expect(value["c"]?["d"]?.stringValue == "e")
    }

    @Test func keepsObjectKeysInDocumentOrder() throws {
        let value = try JSONValue.parse(#"{"z":1,"a":2,"m":3,"b":4}"#)
        #expect(value.objectValue?.keys == ["z", "a", "m", "b"])
    }

    @Test func duplicateKeyKeepsFirstPositionAndLastValue() throws {
        let value = try JSONValue.parse(#"{"a":1,"b":2,"a":3}"#)
        #expect(value.objectValue?.keys == ["a", "b"])
        #expect(value["a"] == 3)
    }

    @Test func decodesEveryEscape() throws {
        let value = try JSONValue.parse(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u4e2d\ud83d\ude00\u0000""#)
        #expect(value == .string("\"\\/\u{8}\u{C}\n\r\tAé中😀\u{0}"))
    }

    @Test func readsRawUTF8Text() throws {
        #expect(try JSONValue.parse("[\"中文\",\"😀\",\"é\"]") == ["中文", "😀", "é"])
    }

    @Test func replacesEscapedLoneSurrogatesWithReplacementCharacter() throws {
        #expect(try JSONValue.parse(#""\ud800""#) == "\u{FFFD}")
        #expect(try JSONValue.parse(#""a\udc00b""#) == "a\u{FFFD}b")
    }

    @Test func replacesUTF8EncodedSurrogatesThatJSONCLetThrough() throws {
        // ED A0 80 encodes U+D800, which UTF-8 forbids; json-c's check accepts it.
        #expect(try JSONValue.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test func replacesOverlongUTF8ThatJSONCLetThrough() throws {
        // C0 AF is an overlong "/".
        #expect(try JSONValue.parse([0x22, 0xC0, 0xAF, 0x22]) == "\u{FFFD}\u{FFFD}")
    }

    @Test func readsCharactersBeyondTheBasicPlaneAsRawUTF8AndMostEscapes() throws {
        #expect(try JSONValue.parse("\"\u{2DC00}\u{1DA00}\"") == "\u{2DC00}\u{1DA00}")
        #expect(try JSONValue.parse(#""\ud86e\udc00\ud800\udc00\udbff\udfff""#) == "\u{2B800}\u{10000}\u{10FFFF}")
    }

    @Test func jsonCMisreadsEscapedPairsForUPlusXD800ThroughXDFFF() throws {
        // A json-c 0.16 bug: the pair for U+2DC00 (CJK Extension F) decodes as U+FFFD.
        #expect(try JSONValue.parse(#""\ud877\udc00""#) == "\u{FFFD}")
        #expect(try JSONValue.parse(#""\ud836\ude00""#) == "\u{FFFD}")
    }

    @Test func acceptsBytesStringsAndSlices() throws {
        let bytes = Array("  [1,\"x\"]".utf8)
        #expect(try JSONValue.parse(bytes) == [1, "x"])
        #expect(try JSONValue.parse(bytes[2...]) == [1, "x"])
        #expect(try JSONValue.parse("[1,\"x\"]") == [1, "x"])
    }

    @Test func integersBecomeDoubles() throws {
        #expect(try JSONValue.parse("-17") == .number(-17))
        #expect(try JSONValue.parse("9223372036854775807") == .number(Double(Int64.max)))
        #expect(try JSONValue.parse("18446744073709551614") == .number(Double(UInt64.max - 1)))
        // Beyond 2^53, Double rounds: 2^53 + 1 reads as 2^53.
        #expect(try JSONValue.parse("9007199254740993") == .number(9_007_199_254_740_992))
    }

    @Test func tinyNumbersUnderflowToZero() throws {
        #expect(try JSONValue.parse("1e-400") == .number(0))
        #expect(try JSONValue.parse("5e-324") == .number(.leastNonzeroMagnitude))
    }

    @Test func acceptsNestingUpToTheDepthLimit() throws {
        let value = try JSONValue.parse(nestedArrays(depth: 32))
        var depth = 0
        var current = value
        while let inner = current.arrayValue?.first {
            depth += 1
            current = inner
        }
        #expect(depth == 32)
        #expect(try JSONValue.parse("[[1]]", limits: JSONLimits(maxDepth: 2)) == [[1]])
        #expect(try JSONValue.parse(#"{"a":{"b":{}}}"#, limits: JSONLimits(maxDepth: 3)) == ["a": ["b": [:]]])
        #expect(try JSONValue.parse("[[]]", limits: JSONLimits(maxDepth: 2)) == [[]])
        #expect(try JSONValue.parse("7", limits: JSONLimits(maxDepth: 1)) == 7)
    }

    @Test func acceptsInputOfExactlyMaxBytes() throws {
        let text = "\"" + String(repeating: "a", count: 1_048_574) + "\""
        #expect(text.utf8.count == 1_048_576)
        #expect(try JSONValue.parse(text).stringValue?.count == 1_048_574)
    }
}
