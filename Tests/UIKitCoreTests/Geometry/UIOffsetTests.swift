import Testing
import UIKit

struct UIOffsetTests {
    @Test func testOffsetStoresHorizontalAndVerticalComponents() {
        let offset = UIOffset(horizontal: 3, vertical: -2)
        #expect(offset.horizontal == 3)
        #expect(offset.vertical == -2)
    }

    @Test func testZeroAndEmptyInitializerHaveNoOffset() {
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        #expect(UIOffset() == .zero)
    }

    @Test func testEqualityComparesBothComponents() {
        #expect(UIOffset(horizontal: 3, vertical: -2) == UIOffset(horizontal: 3, vertical: -2))
        #expect(UIOffset(horizontal: 3, vertical: -2) != UIOffset(horizontal: -2, vertical: 3))
    }

    @Test func testCodingRoundTrips() throws {
        let offset = UIOffset(horizontal: 1.5, vertical: -2)
        #expect(try JSONDecoder().decode(UIOffset.self, from: JSONEncoder().encode(offset)) == offset)
    }
}
