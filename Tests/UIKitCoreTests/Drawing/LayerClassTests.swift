import Testing
@_spi(Host) import UIKitCore
import UIKit

private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

private final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

private final class CaptionView: UIView {
    override class var layerClass: AnyClass { CATextLayer.self }
}

private final class BadgeLayer: CALayer {
    var count = 3
}

private final class BadgeView: UIView {
    override class var layerClass: AnyClass { BadgeLayer.self }
}

/// `layerClass`: a view's layer is an instance of it, and a gradient or shape layer that backs
/// a view draws on the view's own node, while the view's geometry and appearance map as for
/// any view's layer.
@MainActor
struct LayerClassTests {
    /// The properties a patch creates or sets on the view's node.
    private func properties(of view: UIView, in patch: RenderPatch?) -> [RenderProperty] {
        (patch?.operations ?? []).flatMap { operation -> [RenderProperty] in
            switch operation {
            case .create(let id, _, let properties) where id == view.renderNodeID: properties
            case .set(let id, let properties) where id == view.renderNodeID: properties
            default: []
            }
        }
    }

    @Test func testAPlainViewsLayerIsAPlainCALayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
        #expect(type(of: view.layer) == CALayer.self)
        #expect(view.layer.delegate === view)
    }

    @Test func testAViewsLayerIsAnInstanceOfItsLayerClassAndKeepsTheViewsGeometry() {
        let view = BadgeView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let badge = view.layer as? BadgeLayer
        #expect(badge != nil)
        #expect(badge?.count == 3)
        #expect(view.layer === view.layer)
        #expect(view.layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.layer.delegate === view)
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
    }

    @Test func testAViewWithAGradientLayerClassDrawsItsColorsAndRedrawsWhenResized() {
        let (scene, root) = ViewDrawingTests().makeScene()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let gradient = view.layer as? CAGradientLayer
        #expect(gradient != nil)
        gradient?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient?.startPoint = CGPoint(x: 0, y: 0.5)
        gradient?.endPoint = CGPoint(x: 1, y: 0.5)
        view.layer.cornerRadius = 8
        view.backgroundColor = .white
        root.addSubview(view)
        let created = properties(of: view, in: scene.finishTurn())
        guard case .drawing(let drawing)? = created.first(where: { $0.key == .drawing })?.value else {
            Issue.record("the view sent no gradient")
            return
        }
        #expect(drawing.width == 200 && drawing.height == 100)
        #expect(drawing.items == [
            .operation("transform"), .number(200), .number(0), .number(0), .number(100), .number(0), .number(0),
            .operation("linearGradient"),
            .stops([(0, RenderColor(red: 1, green: 0, blue: 0, alpha: 1)), (1, RenderColor(red: 0, green: 0, blue: 1, alpha: 1))]),
            .number(0), .number(0.5), .number(1), .number(0.5), .number(3),
        ])
        #expect(created.contains(RenderProperty(.radius, .number(8))))
        #expect(created.contains { $0.key == .background })
        view.frame.size.width = 300
        let resized = properties(of: view, in: scene.finishTurn())
        #expect(resized.contains { if case .drawing(let drawing) = $0.value { drawing.width == 300 } else { false } })
        gradient?.colors = nil
        #expect(properties(of: view, in: scene.finishTurn()).contains(RenderProperty(.drawing, .null)))
    }

    @Test func testAViewWithAShapeLayerClassDrawsThePathSetOnItsLayer() {
        let (scene, root) = ViewDrawingTests().makeScene()
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.addSubview(view)
        _ = scene.finishTurn()
        let shape = view.layer as? CAShapeLayer
        shape?.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).cgPath
        shape?.fillColor = nil
        shape?.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        shape?.lineWidth = 4
        let set = properties(of: view, in: scene.finishTurn())
        guard case .shape(let sent)? = set.first(where: { $0.key == .shape })?.value else {
            Issue.record("the view sent no shape")
            return
        }
        #expect(sent.path == "M0 0L10 0L10 20L0 20Z")
        #expect(sent.fill == nil)
        #expect(sent.stroke == RenderColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(sent.lineWidth == 4)
        shape?.strokeEnd = 0.5
        #expect(properties(of: view, in: scene.finishTurn()).contains(RenderProperty(.strokeEnd, .number(0.5))))
    }

    @Test func testAViewWithATextLayerClassDrawsTheStringSetOnItsLayer() {
        let (scene, root) = ViewDrawingTests().makeScene()
        let view = CaptionView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        root.addSubview(view)
        _ = scene.finishTurn()
        (view.layer as? CATextLayer)?.string = "Caption"
        let set = properties(of: view, in: scene.finishTurn())
        #expect(set.contains { if case .textLines(let lines) = $0.value { !lines.isEmpty } else { false } })
        #expect(set.contains { $0.key == .textFrame })
    }
}
