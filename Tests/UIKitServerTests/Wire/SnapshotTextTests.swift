import Foundation
import Testing
@_spi(Host) import UIKitCore
@testable import UIKitServer

/// Snapshots and patches are written straight into their text; the text is the JSON of the
/// message, byte for byte, for every kind of value a node carries.
struct SnapshotTextTests {
    static let properties: [RenderProperty] = [
        RenderProperty(.frame, .rect(x: 0.5, y: -.infinity, width: 1e-7, height: .nan)),
        RenderProperty(.bounds, .point(x: -3, y: 1e21)),
        RenderProperty(.background, .color(RenderColor(red: 0.2, green: 1.5, blue: -1, alpha: 0.3333))),
        RenderProperty(.color, .color(RenderColor(red: 0, green: 0, blue: 0, alpha: 1))),
        RenderProperty(.alpha, .number(0.25)),
        RenderProperty(.zPosition, .number(.infinity)),
        RenderProperty(.hidden, .bool(true)),
        RenderProperty(.clips, .bool(false)),
        RenderProperty(.text, .string("Say \"hi\"\n\\ / \u{1} é 漢字 👋")),
        RenderProperty(.font, .font(RenderFont(family: "system-ui", size: 17.5, weight: 600))),
        RenderProperty(.transform, .transform(a: 1, b: 0, c: 0, d: 1, tx: 2.5, ty: .nan)),
        RenderProperty(.border, .border(width: 1, color: RenderColor(red: 1, green: 0, blue: 0, alpha: 0))),
        RenderProperty(.radius, .corners(radius: 8.5, mask: 15, continuous: true)),
        RenderProperty(.pressed, .predictions([
            RenderPrediction(id: 12, properties: [RenderProperty(.color, .color(RenderColor(red: 0, green: 0.478, blue: 1, alpha: 0.2)))]),
            RenderPrediction(id: 13, properties: [RenderProperty(.alpha, .number(0.5)), RenderProperty(.hidden, .bool(true))]),
        ])),
        RenderProperty(.shadow, .shadow(color: RenderColor(red: 0, green: 0, blue: 0, alpha: 0.5), offsetX: 0, offsetY: -3,
                                        radius: 3)),
        RenderProperty(.axState, .null),
        RenderProperty(.axRange, .numbers([0, 0.5, 1])),
    ]

    @Test func testSnapshotTextIsTheSnapshotJSON() {
        let leaf = RenderNode(id: 3, kind: .layer, properties: Self.properties, children: [])
        let view = RenderNode(id: 2, kind: .view, properties: [RenderProperty(.frame, .rect(x: 0, y: 0, width: 390, height: 844))],
                              children: [leaf, RenderNode(id: 4, kind: .view, properties: [], children: [])])
        let window = RenderNode(id: 1, kind: .window, properties: [], children: [view])
        let root = RenderNode(id: 0, kind: .scene, properties: [RenderProperty(.theme, .theme(SceneTheme(
            color: RenderColor(red: 1, green: 1, blue: 1, alpha: 1), isDark: false, isStatusBarHidden: false)))], children: [window])
        let viewport = SceneDisplay(width: 390, height: 844.5, scale: 3, style: .dark)
        let message = ServerMessage.snapshot(RenderSnapshot(revision: 12, root: root), viewport: viewport)

        #expect(message.encoded() == message.json().serialized())
    }

    @Test func testPatchTextIsThePatchJSON() {
        let patch = RenderPatch(revision: 7, operations: [
            .create(id: 9, kind: .view, properties: Self.properties),
            .move(parent: 1, children: [9, 2, 40_000]),
            .set(id: 2, properties: [RenderProperty(.alpha, .null), RenderProperty(.text, .string(""))]),
            .set(id: 3, properties: [RenderProperty(.radius, .corners(radius: .nan, mask: 0, continuous: false)),
                                     RenderProperty(.border, .border(width: .infinity, color: RenderColor(red: 0.5, green: 0.5,
                                                                                                          blue: 0.5, alpha: 0.125))),
                                     RenderProperty(.transform, .transform(a: .infinity, b: -0.5, c: 0.1, d: 1e-9, tx: 0, ty: 3))]),
            .remove(id: 5),
        ])
        let message = ServerMessage.patch(patch, input: 3)

        #expect(message.encoded() == message.json().serialized())
    }

    @Test func testAPropertyGivenTwiceKeepsItsFirstPlaceAndLastValue() {
        let node = RenderNode(id: 1, kind: .view, properties: [
            RenderProperty(.alpha, .number(0.5)), RenderProperty(.hidden, .bool(true)), RenderProperty(.alpha, .number(0.75)),
        ], children: [])
        let message = ServerMessage.snapshot(RenderSnapshot(revision: 1, root: node),
                                             viewport: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))

        #expect(message.encoded() == message.json().serialized())
        #expect(message.encoded().contains(#""props":{"alpha":0.75,"hidden":true}"#))
    }

    @MainActor @Test func testTheTextOfAScenesSnapshotAndPatchIsTheirJSON() throws {
        let display = SceneDisplay(width: 390, height: 844, scale: 2, style: .light)
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "snapshot-text", display: display)
        defer { UIApplication.shared.disconnectScene(scene) }
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let root = controller.view!
        let label = UILabel(frame: CGRect(x: 10.5, y: 20.25, width: 200, height: 21))
        label.text = "Tab\there \"quoted\" é"
        label.textColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.45)
        label.font = .systemFont(ofSize: 13.5, weight: .semibold)
        let styled = UILabel(frame: CGRect(x: 10, y: 50, width: 200, height: 40))
        styled.attributedText = NSAttributedString(string: "Styled", attributes: [.kern: 1.5])
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 100, width: 120, height: 44)
        button.setTitle("Press", for: .normal)
        let field = UITextField(frame: CGRect(x: 10, y: 150, width: 200, height: 34))
        field.placeholder = "Name"
        field.text = "Ada"
        let card = UIView(frame: CGRect(x: 10, y: 200, width: 100, height: 100))
        card.backgroundColor = UIColor(white: 0.5, alpha: 0.3)
        card.alpha = 0.75
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 1
        card.layer.shadowOpacity = 0.5
        card.transform = CGAffineTransform(rotationAngle: 0.1)
        card.accessibilityIdentifier = "card"
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        card.layer.addSublayer(shape)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 320, width: 390, height: 200))
        scroll.contentSize = CGSize(width: 390, height: 1_000)
        for view in [label, styled, button, field, card, scroll, UISwitch(frame: CGRect(x: 250, y: 100, width: 51, height: 31))] {
            root.addSubview(view)
        }
        _ = scene.finishTurn()

        let snapshot = ServerMessage.snapshot(scene.snapshot(), viewport: display)
        #expect(snapshot.encoded() == snapshot.json().serialized())
        label.text = "Changed"
        card.removeFromSuperview()
        root.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let patch = ServerMessage.patch(try #require(scene.finishTurn()), input: 4)
        #expect(patch.encoded() == patch.json().serialized())
    }
}
