import Testing
import UIKitServer

@Suite("JSONObject")
struct JSONObjectTests {
    @Test func keepsInsertionOrderAndLooksUpByKey() {
        var object = JSONObject()
        object["b"] = 1
        object["a"] = "x"
        object["c"] = .null
        #expect(object.keys == ["b", "a", "c"])
        #expect(object["a"] == "x")
        #expect(object["c"] == .null)
        #expect(object["missing"] == nil)
        #expect(object.count == 3)
        #expect(object.map(\.key) == ["b", "a", "c"])
        #expect(object.map(\.value) == [1, "x", nil])
    }

    @Test func replacingAValueKeepsTheKeyPosition() {
        var object: JSONObject = ["a": 1, "b": 2, "c": 3]
        object["b"] = 20
        #expect(object.keys == ["a", "b", "c"])
        #expect(object["b"] == 20)
    }

    @Test func assigningNilRemovesTheKey() {
        var object: JSONObject = ["a": 1, "b": 2, "c": 3]
        object["b"] = nil
        #expect(object.keys == ["a", "c"])
        #expect(object["b"] == nil)
        object["zz"] = nil
        #expect(object.keys == ["a", "c"])
    }

    @Test func pairsWithARepeatedKeyKeepFirstPositionAndLastValue() {
        let object = JSONObject([("a", 1), ("b", 2), ("a", 3)])
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
    }

    @Test func largeObjectsLookUpRemoveAndReplaceByKey() {
        var object = JSONObject((0..<100).map { ("key\($0)", JSONValue.number(Double($0))) })
        #expect(object.count == 100)
        #expect(object["key0"] == 0)
        #expect(object["key99"] == 99)
        object["key50"] = nil
        #expect(object["key50"] == nil)
        #expect(object["key51"] == 51)
        #expect(object.keys.firstIndex(of: "key51") == 50)
        object["key51"] = "replaced"
        object["new"] = true
        #expect(object["key51"] == "replaced")
        #expect(object.keys.last == "new")
        #expect(object["new"] == true)
        for index in 0..<92 { object["key\(index)"] = nil }
        #expect(object.keys == ["key92", "key93", "key94", "key95", "key96", "key97", "key98", "key99", "new"])
        #expect(object["key97"] == 97)
        object["key92"] = nil
        #expect(object["key97"] == 97)
        #expect(object["new"] == true)
    }

    @Test func equalityDependsOnOrder() {
        let ab: JSONObject = ["a": 1, "b": 2]
        #expect(ab == JSONObject([("a", 1), ("b", 2)]))
        #expect(ab != ["b": 2, "a": 1])
        #expect(ab != ["a": 1, "b": 3])
        #expect(ab != ["a": 1])
    }
}

@Suite("JSONValue accessors")
struct JSONValueAccessorTests {
    @Test func eachAccessorReturnsItsCaseAndNilOtherwise() {
        let values: [JSONValue] = [nil, true, 1.5, "s", [1], ["k": 2]]
        #expect(values.map(\.boolValue) == [nil, true, nil, nil, nil, nil])
        #expect(values.map(\.doubleValue) == [nil, nil, 1.5, nil, nil, nil])
        #expect(values.map(\.stringValue) == [nil, nil, nil, "s", nil, nil])
        #expect(values.map(\.arrayValue) == [nil, nil, nil, nil, [1], nil])
        #expect(values.map(\.objectValue) == [nil, nil, nil, nil, nil, ["k": 2]])
        #expect(values.map { $0["k"] } == [nil, nil, nil, nil, nil, 2])
    }

    @Test func literalsBuildTheMatchingCases() {
        let value: JSONValue = ["n": nil, "b": false, "i": 3, "d": 0.5, "s": "t", "a": [1], "o": [:]]
        let expected = JSONValue.object(JSONObject([
            ("n", .null), ("b", .bool(false)), ("i", .number(3)), ("d", .number(0.5)),
            ("s", .string("t")), ("a", .array([.number(1)])), ("o", .object(JSONObject())),
        ]))
        #expect(value == expected)
    }
}
