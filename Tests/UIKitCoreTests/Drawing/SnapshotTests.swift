import Testing
import UIKit

/// Snapshots of a view hierarchy made on the server: `drawHierarchy(in:afterScreenUpdates:)`,
/// `snapshotView(afterScreenUpdates:)` and `layer.render(in:)` draw backgrounds, corners,
/// borders, subviews where their frames and transforms put them, drawings and shapes.
@MainActor
struct SnapshotTests {
    private final class CrossView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 4, width: bounds.width, height: 2))
        }
    }

    private func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        card.backgroundColor = .red
        let inner = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        inner.backgroundColor = .blue
        inner.clipsToBounds = true
        let outside = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 20))
        outside.backgroundColor = .white
        inner.addSubview(outside)
        card.addSubview(inner)
        return card
    }

    @Test func testDrawHierarchyDrawsSubviewsInTheirFramesAndClipsWhereTheySay() throws {
        let view = card()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 20), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true))
        #expect(pixel(context, x: 5, y: 10) == [255, 0, 0, 255], "the card's background")
        #expect(pixel(context, x: 25, y: 10) == [0, 0, 255, 255], "the inner view's")
        #expect(pixel(context, x: 35, y: 10) == [255, 255, 255, 255], "the grandchild, 10 points into the inner view")
    }

    @Test func testDrawHierarchyScalesToTheRectangleAndNeedsAContext() throws {
        let view = card()
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        _ = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 10), afterScreenUpdates: false)
        #expect(pixel(context, x: 2, y: 5) == [255, 0, 0, 255])
        #expect(pixel(context, x: 12, y: 5) == [0, 0, 255, 255])
    }

    @Test func testASnapshotViewShowsAnImageOfTheViewIncludingItsDrawingAndCorners() throws {
        let view = CrossView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        view.backgroundColor = .blue
        view.layer.cornerRadius = 5
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true) as? UIImageView)
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = try #require(snapshot.image)
        #expect(image.size == CGSize(width: 10, height: 10))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(context, x: 5, y: 2) == [0, 0, 255, 255], "the background")
        #expect(pixel(context, x: 5, y: 5) == [0, 255, 0, 255], "what draw(_:) drew over it")
        #expect(pixel(context, x: 0, y: 0)[3] < 60, "the rounded corner is cut")
    }

    @Test func testLayerRenderDrawsAShapeLayersStrokeAndBorders() throws {
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        container.borderWidth = 2
        container.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        container.addSublayer(shape)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        container.render(in: context)
        #expect(pixel(context, x: 0, y: 10) == [255, 0, 0, 255], "the border, inside the bounds")
        #expect(pixel(context, x: 3, y: 10) == [0, 0, 0, 0])
        #expect(pixel(context, x: 10, y: 10) == [0, 0, 255, 255], "the shape, at its frame")
    }
}
