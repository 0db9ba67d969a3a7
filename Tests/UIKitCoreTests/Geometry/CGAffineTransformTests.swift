import Testing
import UIKit

struct CGAffineTransformTests {
    @Test func testMemberwiseInitializerStoresTheSixMatrixEntries() {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty] == [1, 2, 3, 4, 5, 6])
        #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == transform)
    }

    @Test func testEmptyInitializerIsTheZeroMatrixNotTheIdentity() {
        let transform = CGAffineTransform()
        #expect(transform == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(!transform.isIdentity)
    }

    @Test func testIdentityLeavesPointsWhereTheyAre() {
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGPoint(x: 3, y: -7).applying(.identity) == CGPoint(x: 3, y: -7))
    }

    @Test func testIsIdentityComparesEntriesNotHowTheTransformWasBuilt() {
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1).isIdentity)
    }

    @Test func testEqualityComparesEveryEntry() {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(transform == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(transform != CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 7))
    }

    @Test func testTranslationMovesPointsByTheOffset() {
        let transform = CGAffineTransform(translationX: 10, y: 20)
        #expect(transform == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 20))
        #expect(CGPoint(x: 1, y: 2).applying(transform) == CGPoint(x: 11, y: 22))
    }

    @Test func testScaleMultipliesEachCoordinateByItsFactor() {
        let transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(CGPoint(x: 1, y: 2).applying(transform) == CGPoint(x: 2, y: 6))
    }

    @Test func testRotationByHalfPiMapsXAxisOntoYAxis() {
        let transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(transform.isClose(to: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
        #expect(CGPoint(x: 1, y: 0).applying(transform).isClose(to: CGPoint(x: 0, y: 1)))
        #expect(CGPoint(x: 0, y: 1).applying(transform).isClose(to: CGPoint(x: -1, y: 0)))
    }

    @Test func testRotationMatrixHoldsCosineAndSineOfTheAngle() {
        let angle: CGFloat = 0.3
        let transform = CGAffineTransform(rotationAngle: angle)
        #expect(transform.isClose(to: CGAffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle),
                                                        tx: 0, ty: 0)))
    }

    @Test func testConcatenationAppliesLeftTransformFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let translation = CGAffineTransform(translationX: 10, y: 0)

        let scaleThenTranslate = scale.concatenating(translation)
        let translateThenScale = translation.concatenating(scale)

        #expect(scaleThenTranslate == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(translateThenScale == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenTranslate) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(translateThenScale) == CGPoint(x: 22, y: 2))
    }

    @Test func testConcatenationIsTheMatrixProductOfGeneralMatrices() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        #expect(t1.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
        let point = CGPoint(x: -2, y: 3)
        #expect(point.applying(t1.concatenating(t2)) == point.applying(t1).applying(t2))
    }

    @Test func testConcatenatingIdentityChangesNothing() {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(transform.concatenating(.identity) == transform)
        #expect(CGAffineTransform.identity.concatenating(transform) == transform)
    }

    @Test func testTranslatedByTranslatesBeforeTheExistingTransform() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let transform = scale.translatedBy(x: 10, y: 20)
        #expect(transform == CGAffineTransform(translationX: 10, y: 20).concatenating(scale))
        #expect(transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
        #expect(CGPoint(x: 0, y: 0).applying(transform) == CGPoint(x: 20, y: 60))
    }

    @Test func testScaledByScalesBeforeTheExistingTransform() {
        let translation = CGAffineTransform(translationX: 10, y: 20)
        let transform = translation.scaledBy(x: 2, y: 3)
        #expect(transform == CGAffineTransform(scaleX: 2, y: 3).concatenating(translation))
        #expect(transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 12, y: 23))
    }

    @Test func testRotatedByRotatesBeforeTheExistingTransform() {
        let translation = CGAffineTransform(translationX: 10, y: 0)
        let transform = translation.rotated(by: .pi / 2)
        #expect(transform.isClose(to: CGAffineTransform(rotationAngle: .pi / 2).concatenating(translation)))
        #expect(CGPoint(x: 1, y: 0).applying(transform).isClose(to: CGPoint(x: 10, y: 1)))
    }

    @Test func testScaleThenTranslateDiffersFromTranslateThenScale() {
        // translatedBy on a scaled transform moves in the scaled coordinate system.
        let scaledThenTranslatedBy = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 10)
        // scaledBy on a translated transform scales before the translation, which stays as given.
        let translatedThenScaledBy = CGAffineTransform(translationX: 10, y: 10).scaledBy(x: 2, y: 2)

        #expect(scaledThenTranslatedBy == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 20))
        #expect(translatedThenScaledBy == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 10))
        #expect(CGPoint(x: 1, y: 1).applying(scaledThenTranslatedBy) == CGPoint(x: 22, y: 22))
        #expect(CGPoint(x: 1, y: 1).applying(translatedThenScaledBy) == CGPoint(x: 12, y: 12))
    }

    @Test func testInvertedTranslationAndScaleAreExact() {
        #expect(CGAffineTransform(translationX: 10, y: -20).inverted() == CGAffineTransform(translationX: -10, y: 20))
        #expect(CGAffineTransform(scaleX: 2, y: 4).inverted() == CGAffineTransform(scaleX: 0.5, y: 0.25))
    }

    @Test func testConcatenatingWithInverseGivesIdentity() {
        let transform = CGAffineTransform(translationX: 10, y: -5).scaledBy(x: 2, y: 4).rotated(by: 0.3)
        let inverse = transform.inverted()

        #expect(transform.concatenating(inverse).isClose(to: .identity))
        #expect(inverse.concatenating(transform).isClose(to: .identity))
        let point = CGPoint(x: 7, y: -3)
        #expect(point.applying(transform).applying(inverse).isClose(to: point))
    }

    @Test func testInvertingASingularMatrixReturnsItUnchanged() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(singular.inverted() == singular)
        let collapsed = CGAffineTransform(scaleX: 0, y: 1)
        #expect(collapsed.inverted() == collapsed)
        #expect(CGAffineTransform().inverted() == CGAffineTransform())
    }

    @Test func testCodingRoundTripsEveryEntry() throws {
        let transform = CGAffineTransform(a: 1, b: -2, c: 0.5, d: 4, tx: 5.25, ty: -6)
        let data = try JSONEncoder().encode(transform)
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == transform)
    }

    @Test func testDecodesFromAnArrayOfTheSixEntriesInOrder() throws {
        let json = Data("[2, 0, 0, 3, 10, 20]".utf8)
        let transform = try JSONDecoder().decode(CGAffineTransform.self, from: json)
        #expect(transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    }
}
