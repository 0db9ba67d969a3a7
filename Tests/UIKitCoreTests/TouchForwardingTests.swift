import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class TouchRecordingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first?.location(in: self) ?? .zero
        log.append("began at \(point.x),\(point.y)")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
}

@MainActor
struct TouchForwardingTests {
    @Test func testUnhandledTouchesTravelUpTheResponderChain() throws {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "touches-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 500, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        let container = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(plain)
        window.addSubview(container)
        try scene.handleTouches(.began, [TouchInput(pointerID: 1, location: CGPoint(x: 120, y: 130))], timestamp: 1)
        try scene.handleTouches(.ended, [TouchInput(pointerID: 1, location: CGPoint(x: 120, y: 130))], timestamp: 1.1)
        // The plain view was hit; it forwards to its superview, which reads the location in its own coordinates.
        #expect(container.log == ["began at 20.0,30.0", "ended"])
    }

    @Test func testTouchStaysWithTheViewItBeganIn() throws {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "touches-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 500, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        let first = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = TouchRecordingView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(first)
        window.addSubview(second)
        try scene.handleTouches(.began, [TouchInput(pointerID: 7, location: CGPoint(x: 50, y: 50))], timestamp: 1)
        try scene.handleTouches(.ended, [TouchInput(pointerID: 7, location: CGPoint(x: 150, y: 50))], timestamp: 1.1)
        #expect(first.log == ["began at 50.0,50.0", "ended"])
        #expect(second.log.isEmpty)
    }
}
