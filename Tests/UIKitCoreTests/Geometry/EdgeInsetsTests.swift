import Testing
import UIKit

struct EdgeInsetsTests {
    @Test func testEdgeInsetsStoreEachEdge() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect([insets.top, insets.left, insets.bottom, insets.right] == [1, 2, 3, 4])
    }

    @Test func testZeroAndEmptyInitializerHaveEveryEdgeZero() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets() == .zero)
    }

    @Test func testEdgeInsetsEqualityComparesEveryEdge() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(insets != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5))
        #expect(insets != UIEdgeInsets(top: 4, left: 3, bottom: 2, right: 1))
    }

    @Test func testInsetByMovesOriginInAndShrinksSize() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let inset = rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(inset == CGRect(x: 12, y: 21, width: 94, height: 46))
    }

    @Test func testInsetByNegativeInsetsGrowsTheRect() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let outset = rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
        #expect(outset == CGRect(x: 5, y: 15, width: 110, height: 60))
    }

    @Test func testInsetByZeroLeavesTheRectUnchanged() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test func testInsetByMoreThanTheWidthLeavesANegativeWidth() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let inset = rect.inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(inset.origin.x == 8)
        #expect(inset.size.width == -6)
        #expect(inset.size.height == 10)
    }

    @Test func testEdgeInsetsCodingRoundTrips() throws {
        let insets = UIEdgeInsets(top: 1, left: 2.5, bottom: -3, right: 4)
        #expect(try JSONDecoder().decode(UIEdgeInsets.self, from: JSONEncoder().encode(insets)) == insets)
    }

    @Test func testDirectionalInsetsStoreEachEdge() {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect([insets.top, insets.leading, insets.bottom, insets.trailing] == [1, 2, 3, 4])
    }

    @Test func testDirectionalZeroAndEmptyInitializerHaveEveryEdgeZero() {
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(NSDirectionalEdgeInsets() == .zero)
    }

    @Test func testDirectionalEqualityComparesEveryEdge() {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(insets != NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }

    @Test func testDirectionalCodingRoundTrips() throws {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2.5, bottom: -3, trailing: 4)
        #expect(try JSONDecoder().decode(NSDirectionalEdgeInsets.self, from: JSONEncoder().encode(insets)) == insets)
    }
}
