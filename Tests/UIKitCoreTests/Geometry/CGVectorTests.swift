import Testing
import UIKit

struct CGVectorTests {
    @Test func testInitializersAcceptFloatIntegerAndDoubleComponents() {
        let vector = CGVector(dx: CGFloat(3), dy: CGFloat(-4))
        #expect(vector.dx == 3)
        #expect(vector.dy == -4)
        #expect(CGVector(dx: 3, dy: -4) == vector)
        #expect(CGVector(dx: 3.0 as Double, dy: -4.0 as Double) == vector)
    }

    @Test func testZeroAndEmptyInitializerHaveBothComponentsZero() {
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector() == .zero)
    }

    @Test func testEqualityComparesBothComponents() {
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1, dy: 2))
        #expect(CGVector(dx: 1, dy: 2) != CGVector(dx: 2, dy: 1))
    }

    @Test func testComponentsAreMutable() {
        var vector = CGVector.zero
        vector.dx = 5
        vector.dy = 6
        #expect(vector == CGVector(dx: 5, dy: 6))
    }

    @Test func testDebugDescriptionListsBothComponents() {
        #expect(String(reflecting: CGVector(dx: 3, dy: -4)) == "(3.0, -4.0)")
    }

    @Test func testDecodesFromAnArrayOfDxThenDy() throws {
        let vector = try JSONDecoder().decode(CGVector.self, from: Data("[3, -4]".utf8))
        #expect(vector == CGVector(dx: 3, dy: -4))
        #expect(try JSONDecoder().decode(CGVector.self, from: JSONEncoder().encode(vector)) == vector)
    }
}
