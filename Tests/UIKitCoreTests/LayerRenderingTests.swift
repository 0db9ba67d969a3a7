import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class SquareLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(bounds.insetBy(dx: 2, dy: 2))
    }
}

@MainActor
private final class SizingLayer: CALayer {
    var layouts = 0
    override func layoutSublayers() {
        layouts += 1
        sublayers?.first?.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
    }
}

/// Layers of their own in the page: a node each, among their view's subviews' nodes, patched
/// like views.
@MainActor
struct LayerRenderingTests {
    func makeScene() -> (UIWindowScene, UIView) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "layers-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 600, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (scene, controller.view)
    }

    @Test func testALayerAddedToAViewIsCreatedAndPlacedAmongTheSubviews() {
        let (scene, root) = makeScene()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        let label = UILabel()
        card.addSubview(label)
        root.addSubview(card)
        _ = scene.snapshot()
        let border = CALayer()
        border.frame = CGRect(x: 0, y: 99, width: 200, height: 1)
        border.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        card.layer.insertSublayer(border, at: 0)
        let operations = scene.finishTurn()?.operations ?? []
        #expect(operations == [
            .create(id: border.renderNodeID, kind: .layer, properties: [
                RenderProperty(.frame, .rect(x: 0, y: 99, width: 200, height: 1)),
                RenderProperty(.background, .color(RenderColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))),
            ]),
            .move(parent: card.renderNodeID, children: [border.renderNodeID, label.renderNodeID]),
        ])
    }

    @Test func testAChangedLayerSendsOnlyWhatChangedAndARemovedOneIsRemoved() {
        let (scene, root) = makeScene()
        let badge = CALayer()
        badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.layer.addSublayer(badge)
        _ = scene.snapshot()
        badge.cornerRadius = 10
        badge.opacity = 0.5
        badge.opacity = 1
        #expect(scene.finishTurn()?.operations == [.set(id: badge.renderNodeID, properties: [RenderProperty(.radius, .number(10))])])
        badge.removeFromSuperlayer()
        #expect(scene.finishTurn()?.operations == [
            .remove(id: badge.renderNodeID),
            .move(parent: root.renderNodeID, children: []),
        ])
        badge.cornerRadius = 4
        #expect(scene.finishTurn() == nil)
    }

    @Test func testTheSnapshotHoldsNestedLayersInOrder() throws {
        let (scene, root) = makeScene()
        let card = CALayer(), dot = CALayer()
        card.frame = CGRect(x: 5, y: 5, width: 50, height: 50)
        card.addSublayer(dot)
        let subview = UIView()
        root.addSubview(subview)
        root.layer.insertSublayer(card, below: subview.layer)
        let snapshot = scene.snapshot()
        let rootNode = try #require(snapshot.root.children.first?.children.first)
        #expect(rootNode.children.map(\.id) == [card.renderNodeID, subview.renderNodeID])
        #expect(rootNode.children[0].kind == .layer)
        #expect(rootNode.children[0].children.map(\.id) == [dot.renderNodeID])
    }

    @Test func testAMovedSubtreeIsCreatedOnlyOnce() {
        let (scene, root) = makeScene()
        _ = scene.snapshot()
        let card = CALayer(), dot = CALayer()
        card.addSublayer(dot)
        root.layer.addSublayer(card)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let operations = scene.finishTurn()?.operations ?? []
        #expect(operations == [
            .create(id: card.renderNodeID, kind: .layer, properties: [RenderProperty(.frame, .rect(x: 0, y: 0, width: 0, height: 0))]),
            .create(id: dot.renderNodeID, kind: .layer, properties: [
                RenderProperty(.frame, .rect(x: 0, y: 0, width: 0, height: 0)),
                RenderProperty(.background, .color(RenderColor(red: 1, green: 0, blue: 0, alpha: 1))),
            ]),
            .move(parent: card.renderNodeID, children: [dot.renderNodeID]),
            .move(parent: root.renderNodeID, children: [card.renderNodeID]),
        ])
    }

    @Test func testCornersCurvesAndTransformsAreDrawnAsTheLayerSays() {
        let (scene, root) = makeScene()
        let layer = CALayer()
        root.layer.addSublayer(layer)
        _ = scene.snapshot()
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.cornerCurve = .continuous
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        layer.sublayerTransform = perspective
        let turn = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        layer.transform = turn
        let expected3D = [turn.m11, turn.m12, turn.m13, turn.m14, turn.m21, turn.m22, turn.m23, turn.m24,
                          turn.m31, turn.m32, turn.m33, turn.m34, turn.m41, turn.m42, turn.m43, turn.m44].map(Double.init)
        let properties = scene.finishTurn()?.operations.first.flatMap { operation -> [RenderProperty]? in
            if case .set(_, let properties) = operation { return properties }
            return nil
        } ?? []
        #expect(properties.contains(RenderProperty(.radius, .corners(radius: 12, mask: 3, continuous: true))))
        #expect(properties.contains(RenderProperty(.transform, .transform3D(expected3D))))
        #expect(properties.contains(RenderProperty(.sublayerTransform, .transform3D(
            [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -1.0 / 500, 0, 0, 0, 1]))))
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        layer.cornerCurve = .circular
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(scene.finishTurn()?.operations == [.set(id: layer.renderNodeID, properties: [
            RenderProperty(.transform, .transform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)),
            RenderProperty(.radius, .number(12)),
        ])])
    }

    @Test func testContentsAreAnImagePlacedByGravityWithIOSsVerticalAxis() throws {
        let (scene, root) = makeScene()
        let image = try #require(UIImage(data: ImageFixtures.png(width: 40, height: 20)))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.contents = image.cgImage
        layer.contentsGravity = .top
        root.layer.addSublayer(layer)
        let node = try #require(scene.snapshot().root.children.first?.children.first?.children.first)
        let shown = node.properties.first { $0.key == .image }?.value
        guard case .image(let drawn) = shown else {
            Issue.record("no image")
            return
        }
        #expect(drawn.size == CGSize(width: 40, height: 20))
        // Unflipped, `.top` names the edge where y is largest: the bottom of the screen.
        #expect(node.properties.contains(RenderProperty(.contentMode, .string("bottom"))))
        layer.isGeometryFlipped = true
        layer.contentsScale = 2
        let properties = scene.finishTurn()?.operations.first.flatMap { operation -> [RenderProperty]? in
            if case .set(_, let properties) = operation { return properties }
            return nil
        } ?? []
        #expect(properties.contains(RenderProperty(.contentMode, .string("top"))))
        let rescaled = properties.first { $0.key == .image }?.value
        guard case .image(let half) = rescaled else {
            Issue.record("no rescaled image")
            return
        }
        #expect(half.size == CGSize(width: 20, height: 10))
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        #expect(scene.finishTurn()?.operations == [.set(id: layer.renderNodeID, properties: [
            RenderProperty(.contentsRect, .rect(x: 0.5, y: 0, width: 0.5, height: 1)),
        ])])
        layer.contents = nil
        #expect(scene.finishTurn()?.operations == [.set(id: layer.renderNodeID, properties: [
            RenderProperty(.image, .null), RenderProperty(.contentMode, .null), RenderProperty(.contentsRect, .null),
        ])])
    }

    @Test func testATextLayerSendsItsLinesAtTheTopOfItsBounds() throws {
        let (scene, root) = makeScene()
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        text.string = "Badge"
        text.fontSize = 17
        text.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        text.alignmentMode = .center
        root.layer.addSublayer(text)
        let node = try #require(scene.snapshot().root.children.first?.children.first?.children.first)
        let lines = node.properties.first { $0.key == .runs }?.value
        guard case .textLines(let drawn) = lines else {
            Issue.record("no lines")
            return
        }
        #expect(drawn.count == 1)
        #expect(drawn.first?.runs.map(\.text) == ["Badge"])
        #expect(drawn.first?.align == "center")
        #expect(drawn.first?.runs.first?.color == RenderColor(red: 1, green: 0, blue: 0, alpha: 1))
        let font = UIFont.systemFont(ofSize: 17)
        #expect(drawn.first?.runs.first?.font.size == 17)
        #expect(drawn.first?.runs.first?.font.family == font.familyName)
        let height = try #require(drawn.first?.height)
        #expect(node.properties.contains(RenderProperty(.textFrame, .rect(x: 0, y: 0, width: 200, height: height))))
        text.string = "Badges"
        let changed = scene.finishTurn()?.operations ?? []
        #expect(changed.count == 1)
    }

    @Test func testALayerThatAskedForLayoutIsLaidOutBeforeTheCommit() {
        let (scene, root) = makeScene()
        let layer = SizingLayer()
        let divider = CALayer()
        layer.addSublayer(divider)
        root.layer.addSublayer(layer)
        _ = scene.snapshot()
        let before = layer.layouts
        layer.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        let operations = scene.finishTurn()?.operations ?? []
        #expect(layer.layouts == before + 1)
        #expect(operations.contains(.set(id: divider.renderNodeID, properties: [
            RenderProperty(.frame, .rect(x: 0, y: 39, width: 120, height: 1)),
        ])))
    }

    @Test func testAViewsLayerWithA3DTransformSendsAllSixteenEntries() {
        let (scene, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        _ = scene.snapshot()
        view.layer.transform = CATransform3DMakeRotation(.pi, 1, 0, 0)
        let turn = view.layer.transform
        let entries = [turn.m11, turn.m12, turn.m13, turn.m14, turn.m21, turn.m22, turn.m23, turn.m24,
                       turn.m31, turn.m32, turn.m33, turn.m34, turn.m41, turn.m42, turn.m43, turn.m44].map(Double.init)
        #expect(scene.finishTurn()?.operations == [.set(id: view.renderNodeID, properties: [
            RenderProperty(.transform, .transform3D(entries)),
        ])])
    }

    @Test func testALayerMaskClipsToItsFrameAndCornersAndFollowsItsFrame() {
        let (scene, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(view)
        _ = scene.snapshot()
        let mask = CALayer()
        mask.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        mask.cornerRadius = 25
        view.layer.mask = mask
        #expect(view.layer.mask === mask)
        #expect(scene.finishTurn()?.operations == [.set(id: view.renderNodeID, properties: [
            RenderProperty(.mask, .clip(x: 10, y: 10, width: 50, height: 50, radius: 25)),
        ])])
        mask.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        #expect(scene.finishTurn()?.operations == [.set(id: view.renderNodeID, properties: [
            RenderProperty(.mask, .clip(x: 0, y: 0, width: 80, height: 80, radius: 25)),
        ])])
        view.layer.mask = nil
        #expect(scene.finishTurn()?.operations == [.set(id: view.renderNodeID, properties: [RenderProperty(.mask, .null)])])
    }

    @Test func testALayersNameIsItsNodesIdentifier() {
        let (scene, root) = makeScene()
        let layer = CALayer()
        layer.name = "divider"
        root.layer.addSublayer(layer)
        _ = scene.snapshot()
        layer.name = "rule"
        #expect(scene.finishTurn()?.operations == [.set(id: layer.renderNodeID, properties: [
            RenderProperty(.identifier, .string("rule")),
        ])])
    }

    @Test func testALayerThatDrawsSendsItsBitmapWithTheNextCommit() {
        let (scene, root) = makeScene()
        let layer = SquareLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        root.layer.addSublayer(layer)
        _ = scene.snapshot()
        layer.setNeedsDisplay()
        let operations = scene.finishTurn()?.operations ?? []
        guard case .set(let id, let properties) = operations.first, operations.count == 1 else {
            Issue.record("expected one change: \(operations)")
            return
        }
        #expect(id == layer.renderNodeID)
        guard case .image(let image) = properties.first(where: { $0.key == .image })?.value else {
            Issue.record("no image in \(properties)")
            return
        }
        #expect(image.size == CGSize(width: 16, height: 16))
        #expect(image.pngData() != nil)
    }
}
