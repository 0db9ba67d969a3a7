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

    /// The pixels of a view's hierarchy drawn at 2× on white.
    private func snapshotPixels(of view: UIView) throws -> (CGContext, () -> Void) {
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, true, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        UIColor.white.setFill()
        UIRectFill(view.bounds)
        _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        return (context, { UIGraphicsEndImageContext() })
    }

    /// How many pixels in the rectangle (in pixels) are darker than `level` on every channel,
    /// and how many are mostly the color's (red, green or blue: index 0, 1 or 2).
    private func count(in context: CGContext, _ rect: CGRect, darkerThan level: Int = 256, mostly channel: Int? = nil) -> Int {
        var found = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = pixel(context, x: x, y: y)
                if let channel {
                    let others = (0..<3).filter { $0 != channel }.map { p[$0] }
                    if p[channel] > 150 && others.allSatisfy({ $0 < p[channel] - 80 }) { found += 1 }
                } else if p[0] < level && p[1] < level && p[2] < level {
                    found += 1
                }
            }
        }
        return found
    }

    @Test func testASnapshotOfATextFieldShowsItsTextAndItsPlaceholder() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 17)
        field.text = "Hello"
        let (context, end) = try snapshotPixels(of: field)
        defer { end() }
        // Dark text in the left half (after the 7-point inset), nothing on the right.
        #expect(count(in: context, CGRect(x: 14, y: 10, width: 120, height: 48), darkerThan: 90) > 100)
        #expect(count(in: context, CGRect(x: 200, y: 10, width: 180, height: 48), darkerThan: 200) == 0)

        let empty = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        empty.borderStyle = .roundedRect
        empty.placeholder = "Name"
        let (placeholder, endPlaceholder) = try snapshotPixels(of: empty)
        defer { endPlaceholder() }
        // The placeholder is gray (placeholderText), not black.
        #expect(count(in: placeholder, CGRect(x: 14, y: 10, width: 120, height: 48), darkerThan: 230) > 50)
        #expect(count(in: placeholder, CGRect(x: 14, y: 10, width: 120, height: 48), darkerThan: 60) == 0)
    }

    @Test func testASnapshotOfATextFieldBeingEditedShowsItsText() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Typing"
        let scene = showOnManualClock(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isEditing)
        let (context, end) = try snapshotPixels(of: field)
        defer { end() }
        #expect(count(in: context, CGRect(x: 14, y: 10, width: 120, height: 48), darkerThan: 90) > 100)
        #expect(scene.windows.first?.isKeyWindow == true)
    }

    @Test func testASnapshotOfASymbolImageViewShowsTheGlyphInTheViewsTint() throws {
        let imageView = UIImageView(image: UIImage(systemName: "star.fill"))
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .systemRed
        let (context, end) = try snapshotPixels(of: imageView)
        defer { end() }
        let red = count(in: context, CGRect(x: 0, y: 0, width: 80, height: 80), mostly: 0)
        #expect(red > 800, "the star is filled in the view's tint: \(red) red pixels")
        #expect(count(in: context, CGRect(x: 0, y: 0, width: 80, height: 80), darkerThan: 60) == 0, "not in black")

        let original = UIImageView(image: UIImage(systemName: "star.fill")?.withTintColor(.systemBlue, renderingMode: .alwaysOriginal))
        original.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        original.tintColor = .systemRed
        let (blueContext, endBlue) = try snapshotPixels(of: original)
        defer { endBlue() }
        #expect(count(in: blueContext, CGRect(x: 0, y: 0, width: 80, height: 80), mostly: 2) > 800,
                "an image drawn in its own color keeps it")
    }
}
