import Testing
import UIKit

struct RectEdgeAndCornerTests {
    @Test func testRectEdgesAreSingleBitsInTopLeftBottomRightOrder() {
        #expect([UIRectEdge.top, .left, .bottom, .right].map(\.rawValue) == [1, 2, 4, 8])
        #expect(UIRectEdge.all.rawValue == 15)
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
    }

    @Test func testRectEdgesCombineAsASet() {
        let edges: UIRectEdge = [.top, .bottom]
        #expect(edges.rawValue == 5)
        #expect(edges.contains(.top))
        #expect(!edges.contains(.left))
        #expect(UIRectEdge(rawValue: 0) == [])
    }

    @Test func testDirectionalRectEdgesAreSingleBitsInTopLeadingBottomTrailingOrder() {
        #expect([NSDirectionalRectEdge.top, .leading, .bottom, .trailing].map(\.rawValue) == [1, 2, 4, 8])
        #expect(NSDirectionalRectEdge.all.rawValue == 15)
        #expect(NSDirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
    }

    @Test func testRectCornersAreSingleBitsAndAllCornersSetsEveryBit() {
        #expect([UIRectCorner.topLeft, .topRight, .bottomLeft, .bottomRight].map(\.rawValue) == [1, 2, 4, 8])
        #expect(UIRectCorner.allCorners.rawValue == UInt.max)
        #expect(UIRectCorner.allCorners.contains([.topLeft, .topRight, .bottomLeft, .bottomRight]))
        #expect(([.topLeft, .topRight] as UIRectCorner).rawValue == 3)
    }

    @Test func testAxisBothIsHorizontalAndVertical() {
        #expect(UIAxis.horizontal.rawValue == 1)
        #expect(UIAxis.vertical.rawValue == 2)
        #expect(UIAxis.both == [.horizontal, .vertical])
        #expect(UIAxis.both.rawValue == 3)
    }
}
