import Testing
import UIKit

@MainActor
struct SubviewOrderTests {
    @Test func testInsertAboveAndBelowASibling() {
        let parent = UIView()
        let a = UIView(), b = UIView(), above = UIView(), below = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(above, aboveSubview: a)
        parent.insertSubview(below, belowSubview: a)
        #expect(parent.subviews == [below, a, above, b])
    }

    @Test func testExchangeSubviews() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [c, b, a])
    }

    @Test func testAddingAnExistingSubviewMovesItToTheFront() {
        let parent = UIView()
        let a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(a)
        #expect(parent.subviews == [b, a])
    }
}
