import Testing
import UIKit

struct CGAffineTransformApplyingTests {
    private let general = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

    @Test func testPointMapsToAXPlusCYPlusTxAndBXPlusDYPlusTy() {
        #expect(CGPoint(x: 10, y: 100).applying(general) == CGPoint(x: 315, y: 426))
    }

    @Test func testSizeIsTransformedWithoutTranslation() {
        #expect(CGSize(width: 10, height: 100).applying(general) == CGSize(width: 310, height: 420))
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 50, y: 50))
                == CGSize(width: 10, height: 20))
    }

    @Test func testSizeKeepsTheSignAFlipGivesIt() {
        let flip = CGAffineTransform(scaleX: -1, y: 1)
        #expect(CGSize(width: 10, height: 20).applying(flip) == CGSize(width: -10, height: 20))
    }

    @Test func testRectUnderIdentityIsUnchanged() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.applying(.identity) == rect)
    }

    @Test func testRectUnderScaleAndTranslationIsTheTransformedCorners() {
        let transform = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.applying(transform) == CGRect(x: 12, y: 26, width: 6, height: 12))
    }

    @Test func testRectUnderAFlipIsStandardizedToPositiveSize() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(rect.origin == CGPoint(x: -4, y: 2))
        #expect(rect.size == CGSize(width: 3, height: 4))
    }

    @Test func testRectUnderA45DegreeRotationIsTheBoundingBoxOfItsCorners() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let halfDiagonal = 5 * CGFloat(2).squareRoot()
        #expect(rotated.isClose(to: CGRect(x: -halfDiagonal, y: 0, width: 2 * halfDiagonal, height: 2 * halfDiagonal)))
        #expect(rotated.minX.isClose(to: -7.0710678118654755))
        #expect(rotated.maxY.isClose(to: 14.142135623730951))
    }

    @Test func testRectUnderAQuarterTurnSwapsWidthAndHeight() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(rotated.isClose(to: CGRect(x: -10, y: 0, width: 10, height: 20)))
    }

    @Test func testRectWithNegativeSizeCoversTheSameCorners() {
        let rect = CGRect(x: 4, y: 6, width: -3, height: -4)
        #expect(rect.applying(CGAffineTransform(translationX: 10, y: 0)) == CGRect(x: 11, y: 2, width: 3, height: 4))
    }
}
