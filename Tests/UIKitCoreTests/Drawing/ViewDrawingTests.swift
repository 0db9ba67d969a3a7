import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A color as the page is sent it.
@MainActor
private func rendered(_ color: UIColor) -> RenderColor {
    let c = color.cgColor.components ?? [0, 0, 0, 0]
    return RenderColor(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
}

/// A view that draws a bar chart and counts its drawings.
@MainActor
private final class ChartView: UIView {
    var values: [CGFloat] = [0.5, 1] {
        didSet { setNeedsDisplay() }
    }
    var drawnRects: [CGRect] = []
    var hadContext = false

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        hadContext = true
        context.setFillColor(UIColor.red.cgColor)
        let width = bounds.width / CGFloat(values.count)
        for (index, value) in values.enumerated() {
            context.fill(CGRect(x: CGFloat(index) * width, y: bounds.height * (1 - value), width: width, height: bounds.height * value))
        }
    }
}

/// A view whose `draw(_:)` calls `super` and then draws only when it has something to draw.
@MainActor
private final class BadgeView: UIView {
    var count = 0 {
        didSet { if !quiet { setNeedsDisplay() } }
    }
    private var quiet = false

    func setCountQuietly(_ value: Int) {
        quiet = true
        count = value
        quiet = false
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        guard count > 0 else { return }
        UIColor.blue.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

/// `draw(_:)` as UIKit runs it: once when the view is first shown, once per turn after
/// `setNeedsDisplay()`, on size changes only with `contentMode = .redraw`; what it draws
/// reaches the page as a drawing of the view's size.
@MainActor
struct ViewDrawingTests {
    func makeScene() -> (UIWindowScene, UIView) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "drawing-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 600, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = scene.snapshot()
        return (scene, controller.view)
    }

    private func drawing(of view: UIView, in patch: RenderPatch?) -> RenderValue? {
        for operation in patch?.operations ?? [] {
            switch operation {
            case .create(let id, _, let properties), .set(let id, let properties) where id == view.renderNodeID:
                if id == view.renderNodeID, let property = properties.first(where: { $0.key == .drawing }) { return property.value }
            default: continue
            }
        }
        return nil
    }

    @Test func testAViewDrawsOnceWhenFirstShownWithItsBoundsAndACurrentContext() throws {
        let (scene, root) = makeScene()
        let chart = ChartView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(chart.drawnRects.isEmpty)
        root.addSubview(chart)
        #expect(chart.drawnRects.isEmpty, "drawing waits for the end of the turn")
        let patch = scene.finishTurn()
        #expect(chart.drawnRects == [CGRect(x: 0, y: 0, width: 100, height: 50)])
        #expect(chart.hadContext)
        guard case .drawing(let drawing)? = drawing(of: chart, in: patch) else {
            Issue.record("the new node has no drawing")
            return
        }
        #expect(drawing.width == 100 && drawing.height == 50)
        let red = rendered(.red)
        #expect(drawing.items == [
            .operation("fillColor"), .color(red),
            .operation("beginPath"), .operation("rect"), .number(0), .number(25), .number(50), .number(25), .operation("fill"), .number(0),
            .operation("beginPath"), .operation("rect"), .number(50), .number(0), .number(50), .number(50), .operation("fill"), .number(0),
        ])
        _ = scene.finishTurn()
        #expect(chart.drawnRects.count == 1, "nothing asked for another drawing")
    }

    @Test func testSetNeedsDisplayManyTimesInATurnDrawsOnceAndSendsTheNewDrawing() throws {
        let (scene, root) = makeScene()
        let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.addSubview(chart)
        _ = scene.finishTurn()
        chart.values = [1, 1]
        chart.values = [0.2, 0.4]
        chart.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(chart.drawnRects.count == 1)
        let patch = scene.finishTurn()
        #expect(chart.drawnRects.count == 2)
        guard case .drawing(let drawing)? = drawing(of: chart, in: patch) else {
            Issue.record("the redrawn view sent no drawing")
            return
        }
        #expect(drawing.items.contains(.number(40)), "the bars of the last values: 0.2 of 50 is 10 high, at y 40")
    }

    @Test func testARedrawThatDrawsTheSameSendsNothing() {
        let (scene, root) = makeScene()
        let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.addSubview(chart)
        _ = scene.finishTurn()
        chart.setNeedsDisplay()
        let patch = scene.finishTurn()
        #expect(chart.drawnRects.count == 2)
        #expect(drawing(of: chart, in: patch) == nil)
    }

    @Test func testOnlyRedrawContentModeRedrawsWhenTheSizeChanges() {
        let (scene, root) = makeScene()
        let stretched = ChartView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let redrawn = ChartView(frame: CGRect(x: 0, y: 60, width: 100, height: 50))
        redrawn.contentMode = .redraw
        root.addSubview(stretched)
        root.addSubview(redrawn)
        _ = scene.finishTurn()
        stretched.frame.size.width = 200
        redrawn.frame.size.width = 200
        _ = scene.finishTurn()
        #expect(stretched.drawnRects == [CGRect(x: 0, y: 0, width: 100, height: 50)])
        #expect(redrawn.drawnRects == [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 0, y: 0, width: 200, height: 50)])
    }

    @Test func testAViewOutOfAWindowDrawsWhenItIsShown() {
        let (scene, root) = makeScene()
        let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        chart.setNeedsDisplay()
        _ = scene.finishTurn()
        #expect(chart.drawnRects.isEmpty)
        root.addSubview(chart)
        _ = scene.finishTurn()
        #expect(chart.drawnRects.count == 1)
    }

    @Test func testAViewShownWithNoAreaDrawsOnceItHasOne() {
        let (scene, root) = makeScene()
        let chart = ChartView(frame: .zero)
        root.addSubview(chart)
        _ = scene.finishTurn()
        #expect(chart.drawnRects.isEmpty, "nothing to draw into")
        chart.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        guard case .drawing? = drawing(of: chart, in: scene.finishTurn()) else {
            Issue.record("the view was not drawn when it got a size")
            return
        }
        #expect(chart.drawnRects == [CGRect(x: 0, y: 0, width: 40, height: 20)])
    }

    @Test func testAPlainViewSendsNoDrawingAndAnEmptyDrawingClearsIt() {
        let (scene, root) = makeScene()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(plain)
        root.addSubview(badge)
        let first = scene.finishTurn()
        #expect(drawing(of: plain, in: first) == nil)
        #expect(drawing(of: badge, in: first) == nil)
        badge.count = 3
        guard case .drawing? = drawing(of: badge, in: scene.finishTurn()) else {
            Issue.record("a view calling super and then drawing sent no drawing")
            return
        }
        // Another badge of the same class, shown with a count, draws at once.
        let second = BadgeView(frame: CGRect(x: 30, y: 0, width: 20, height: 20))
        second.count = 1
        root.addSubview(second)
        guard case .drawing? = drawing(of: second, in: scene.finishTurn()) else {
            Issue.record("the second badge was not drawn when shown")
            return
        }
        badge.count = 0
        #expect(drawing(of: badge, in: scene.finishTurn()) == .null)
        // A badge given its count without `setNeedsDisplay()` (set in an initializer, say) is
        // drawn when shown: the class has been seen drawing.
        let third = BadgeView(frame: CGRect(x: 60, y: 0, width: 20, height: 20))
        third.setCountQuietly(2)
        root.addSubview(third)
        guard case .drawing? = drawing(of: third, in: scene.finishTurn()) else {
            Issue.record("a badge of a class seen drawing was not drawn when shown")
            return
        }
    }

    @Test func testADrawingIsRedrawnWhenTheInterfaceStyleChanges() {
        let (scene, root) = makeScene()
        let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.addSubview(chart)
        _ = scene.finishTurn()
        root.window?.overrideUserInterfaceStyle = .dark
        _ = scene.finishTurn()
        #expect(chart.drawnRects.count == 2)
    }
}

/// Shape and gradient layers in the page: a shape's path and paint, its stroke's ends and
/// their animation; a gradient as a drawing of the layer's bounds.
@MainActor
struct ShapeAndGradientLayerTests {
    /// The properties a patch creates the layer's node with.
    private func createdProperties(of layer: CALayer, in patch: RenderPatch?) -> [RenderProperty] {
        (patch?.operations ?? []).compactMap { operation -> [RenderProperty]? in
            if case .create(let id, _, let properties) = operation, id == layer.renderNodeID { return properties }
            return nil
        }.first ?? []
    }

    @Test func testAShapeLayerSendsItsPathAndPaint() {
        let (scene, root) = ViewDrawingTests().makeScene()
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        ring.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).cgPath
        ring.fillColor = nil
        ring.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        ring.lineWidth = 4
        ring.lineCap = .round
        root.layer.addSublayer(ring)
        let created = createdProperties(of: ring, in: scene.finishTurn())
        guard case .shape(let sent)? = created.first(where: { $0.key == .shape })?.value else {
            Issue.record("the shape layer sent no shape")
            return
        }
        #expect(sent.path == "M0 0L10 0L10 20L0 20Z")
        #expect(sent.fill == nil && !sent.evenOdd)
        #expect(sent.stroke == RenderColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(sent.lineWidth == 4 && sent.lineCap == "round" && sent.lineJoin == "miter" && sent.miterLimit == 10)
        #expect(sent.dashes.isEmpty && !sent.trimmed)
        ring.strokeEnd = 0.25
        let set = scene.finishTurn()?.operations ?? []
        guard case .set(_, let properties)? = set.first(where: { if case .set(let id, _) = $0 { id == ring.renderNodeID } else { false } }) else {
            Issue.record("no change sent for the stroke's end")
            return
        }
        #expect(properties.contains(RenderProperty(.strokeEnd, .number(0.25))))
        guard case .shape(let shape)? = properties.first(where: { $0.key == .shape })?.value else {
            Issue.record("the shape was not marked trimmed")
            return
        }
        #expect(shape.trimmed)
    }

    @Test func testAStrokeEndAnimationIsPlayedByThePageAndTheModelKeepsItsValue() {
        let (scene, root) = ViewDrawingTests().makeScene()
        let line = CAShapeLayer()
        line.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        line.strokeColor = CGColor(gray: 0, alpha: 1)
        root.layer.addSublayer(line)
        _ = scene.finishTurn()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 2
        line.add(animation, forKey: "draw")
        let patch = scene.finishTurn()
        #expect(line.strokeEnd == 1)
        let played = patch?.animations.first { $0.key == "draw" }
        #expect(played?.keyframes.first?.properties == [RenderProperty(.strokeEnd, .number(0))])
        #expect(played?.keyframes.last?.properties == [RenderProperty(.strokeEnd, .null)])
        #expect(played?.duration == 2)
    }

    @Test func testAGradientLayerDrawsItsColorsInItsBoundsAndRedrawsWhenResized() {
        let (scene, root) = ViewDrawingTests().makeScene()
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.locations = [0.25, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        root.layer.addSublayer(gradient)
        let created = createdProperties(of: gradient, in: scene.finishTurn())
        guard case .drawing(let drawing)? = created.first(where: { $0.key == .drawing })?.value else {
            Issue.record("the gradient layer sent no drawing")
            return
        }
        #expect(drawing.width == 200 && drawing.height == 100)
        #expect(drawing.items == [
            .operation("transform"), .number(200), .number(0), .number(0), .number(100), .number(0), .number(0),
            .operation("linearGradient"),
            .stops([(0.25, rendered(.red)), (1, rendered(.blue))]),
            .number(0), .number(0.5), .number(1), .number(0.5), .number(3),
        ])
        gradient.frame.size.width = 300
        let resized = scene.finishTurn()?.operations ?? []
        #expect(resized.contains { operation in
            guard case .set(let id, let properties) = operation, id == gradient.renderNodeID else { return false }
            return properties.contains { if case .drawing(let drawing) = $0.value { drawing.width == 300 } else { false } }
        })
    }

    @Test func testAConicGradientLayerGoesRoundItsStartPointFromTheDirectionOfItsEndPoint() {
        let (scene, root) = ViewDrawingTests().makeScene()
        let gradient = CAGradientLayer()
        gradient.type = .conic
        gradient.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0.25, y: 0.5)
        gradient.endPoint = CGPoint(x: 0.25, y: 0)
        root.layer.addSublayer(gradient)
        let created = createdProperties(of: gradient, in: scene.finishTurn())
        guard case .drawing(let drawing)? = created.first(where: { $0.key == .drawing })?.value else {
            Issue.record("the gradient layer sent no drawing")
            return
        }
        // Centered at the start point in points, starting straight up (-90°), not stretched.
        #expect(drawing.items == [
            .operation("conicGradient"),
            .stops([(0, rendered(.red)), (1, rendered(.blue))]),
            .number(50), .number(50), .number(-Double.pi / 2),
        ])
    }

    @Test func testTheServerRastersAConicGradientClockwiseFromItsStart() throws {
        let gradient = CAGradientLayer()
        gradient.type = .conic
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor, UIColor.red.cgColor]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 100), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        gradient.render(in: context)
        // Red to the right (0°), then clockwise: a third of the way round (120°, below left of
        // the center) green, two thirds (240°, above left) blue.
        let right = pixel(context, x: 95, y: 50)
        #expect(right[0] > 240 && right[1] < 15 && right[2] < 15, "\(right)")
        let third = pixel(context, x: 50 + Int(40 * cos(2 * Double.pi / 3)), y: 50 + Int(40 * sin(2 * Double.pi / 3)))
        #expect(third[1] > 230 && third[0] < 25 && third[2] < 25, "\(third)")
        let twoThirds = pixel(context, x: 50 + Int(40 * cos(4 * Double.pi / 3)), y: 50 + Int(40 * sin(4 * Double.pi / 3)))
        #expect(twoThirds[2] > 230 && twoThirds[0] < 25 && twoThirds[1] < 25, "\(twoThirds)")
        // Straight down, a quarter of the way: between red and green, mostly green.
        let down = pixel(context, x: 50, y: 95)
        #expect(down[3] == 255 && down[1] > down[0] && down[0] > 40, "\(down)")
    }
}
