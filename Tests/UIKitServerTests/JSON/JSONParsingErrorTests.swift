import Testing
import UIKitServer

@Suite("Rejecting input that is not JSON")
struct JSONParsingErrorTests {
    @Test func rejectsEmptyInput() {
        #expect(parseError("") == .empty)
        #expect(parseError([UInt8]()) == .empty)
        #expect(JSONError.empty.description == "request body is empty")
    }

    @Test func rejectsWhitespaceOnlyInputAsUnexpectedEnd() {
        let error = parseError(" \n ")
        #expect(error == .invalid(reason: "unexpected end of data", offset: 3))
        #expect(error?.description == "JSON is not valid: unexpected end of data at byte 3")
    }

    @Test func rejectsInputLargerThanMaxBytes() {
        let text = "\"" + String(repeating: "a", count: 1_048_575) + "\""
        let error = parseError(text)
        #expect(error == .tooLarge(maxBytes: 1_048_576))
        #expect(error?.description == "JSON is larger than 1048576 bytes")
        #expect(parseError("[1,2]", limits: JSONLimits(maxBytes: 4)) == .tooLarge(maxBytes: 4))
    }

    @Test func rejectsNestingDeeperThanMaxDepth() {
        let error = parseError(nestedArrays(depth: 33))
        #expect(error == .tooDeep(maxDepth: 32))
        #expect(error?.description == "JSON nests deeper than 32 levels")
        #expect(parseError(#"{"a":{"b":[1]}}"#, limits: JSONLimits(maxDepth: 2)) == .tooDeep(maxDepth: 2))
        #expect(parseError(nestedArrays(depth: 10_000)) == .tooDeep(maxDepth: 32))
        #expect(parseError("[[[]]]", limits: JSONLimits(maxDepth: 2)) == .tooDeep(maxDepth: 2))
        #expect(parseError(#"{"a":{"b":{}}}"#, limits: JSONLimits(maxDepth: 2)) == .tooDeep(maxDepth: 2))
        #expect(parseError("[[]]", limits: JSONLimits(maxDepth: 1)) == .tooDeep(maxDepth: 1))
    }

    @Test func rejectsTrailingDataAfterTheFirstValue() {
        let error = parseError(#"{"a":1}    x"#)
        #expect(error == .trailingData(offset: 11))
        #expect(error?.description == "JSON has trailing data after the first value at byte 11")
        #expect(parseError("[1] [2]") == .trailingData(offset: 4))
        #expect(parseError("12x") == .trailingData(offset: 2))
        #expect(parseError("truex") == .trailingData(offset: 4))
        #expect(parseError([0x5B, 0x31, 0x5D, 0x00, 0x78]) == .trailingData(offset: 3))
    }

    @Test func rejectsMalformedJSONWithReasonAndOffset() {
        let error = parseError(#"{"a" 1}"#)
        #expect(error == .invalid(reason: "object property name separator ':' expected", offset: 5))
        #expect(error?.description == "JSON is not valid: object property name separator ':' expected at byte 5")
        #expect(parseError("[1,2") == .invalid(reason: "unexpected end of data", offset: 4))
        #expect(parseError(#"{"a":1"#) == .invalid(reason: "unexpected end of data", offset: 6))
        #expect(parseError(#""abc"#) == .invalid(reason: "unexpected end of data", offset: 4))
        #expect(parseError("[true false]") == .invalid(reason: "array value separator ',' expected", offset: 6))
        #expect(parseError("TRUE") == .invalid(reason: "boolean expected", offset: 0))
        #expect(parseError(#""\x""#) == .invalid(reason: "invalid string sequence", offset: 2))
        #expect(parseError("[.5]") == .invalid(reason: "unexpected character", offset: 1))
        #expect(parseError("/* c */ 1") == .invalid(reason: "unexpected character", offset: 0))
    }

    @Test func rejectsSingleQuotes() throws {
        let error = parseError("{'a':1}")
        #expect(error == .invalid(reason: "unexpected character", offset: 1))
        #expect(error?.description == "JSON is not valid: unexpected character at byte 1")
        #expect(parseError(#"{"a":'b'}"#) == .invalid(reason: "unexpected character", offset: 5))
        #expect(parseError("['a']") == .invalid(reason: "unexpected character", offset: 1))
        #expect(try JSONValue.parse(#""it's""#) == "it's")
    }

    @Test func rejectsTrailingCommas() {
        #expect(parseError("[1,2,]") == .invalid(reason: "unexpected character", offset: 5))
        #expect(parseError(#"{"a":1,}"#) == .invalid(reason: "unexpected character", offset: 7))
    }

    @Test func rejectsNaNAndInfinityLiterals() {
        #expect(parseError("NaN") == .invalid(reason: "unexpected character", offset: 0))
        #expect(parseError("[Infinity]") == .invalid(reason: "unexpected character", offset: 1))
        #expect(parseError("[-Infinity]") == .invalid(reason: "unexpected character", offset: 2))
    }

    @Test func rejectsNumbersJSONForbids() {
        #expect(parseError("[01]") == .invalid(reason: "leading zero in number", offset: 2))
        #expect(parseError("-00") == .invalid(reason: "leading zero in number", offset: 2))
        #expect(parseError("[1.]") == .invalid(reason: "digit expected after decimal point", offset: 3))
        #expect(parseError("1.e5") == .invalid(reason: "digit expected after decimal point", offset: 2))
        #expect(parseError("1.") == .invalid(reason: "digit expected after decimal point", offset: 2))
        #expect(parseError("[+1]") == .invalid(reason: "unexpected character", offset: 1))
        #expect(parseError("[0x10]") == .invalid(reason: "number expected", offset: 2))
    }

    @Test func rejectsRawControlCharactersInStrings() {
        #expect(parseError("\"a\tb\"") == .invalid(reason: "unescaped control character in string", offset: 2))
        #expect(parseError([0x22, 0x00, 0x22]) != nil)
    }

    @Test func rejectsInvalidUTF8() {
        let error = parseError([0x5B, 0x22, 0xFF, 0x22, 0x5D])
        #expect(error == .invalidUTF8(offset: 2))
        #expect(error?.description == "JSON is not valid: invalid UTF-8 at byte 2")
        #expect(parseError([0x22, 0xC3, 0x28, 0x22]) == .invalidUTF8(offset: 2))
        #expect(parseError([0x7B, 0x22, 0xFE, 0x22, 0x3A, 0x31, 0x7D]) == .invalidUTF8(offset: 2))
        #expect(parseError([0xEF, 0xBB, 0xBF, 0x5B, 0x31, 0x5D]) == .invalidUTF8(offset: 0))
    }

    @Test func rejectsNumbersBeyondDoubleAndInt64Range() {
        #expect(parseError("1e400") == .numberOutOfRange)
        #expect(parseError("[-1e400]") == .numberOutOfRange)
        #expect(parseError("99999999999999999999") == .numberOutOfRange)
        #expect(parseError("-99999999999999999999") == .numberOutOfRange)
        #expect(JSONError.numberOutOfRange.description == "JSON has a number out of range")
    }

    @Test func rejectsTheTwoIntegersJSONCUsesForOverflow() {
        // json-c clamps overflowing integers to these, so they cannot be told apart.
        #expect(parseError("-9223372036854775808") == .numberOutOfRange)
        #expect(parseError("18446744073709551615") == .numberOutOfRange)
    }
}
