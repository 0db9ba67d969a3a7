import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class GeometryLoggingDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var log: [String] = []

    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection) {
        log.append("didUpdate from \(describe(previousCoordinateSpace.bounds.size)) \(previousInterfaceOrientation) "
                   + "to \(describe(windowScene.screen.bounds.size)) \(windowScene.interfaceOrientation)")
    }

    private func describe(_ size: CGSize) -> String {
        "\(Int(size.width))x\(Int(size.height))"
    }
}

@MainActor
struct OrientationTests {
    private func scene(width: Double, height: Double, orientation: UIInterfaceOrientation? = nil) -> UIWindowScene {
        UIApplication.shared.connectScene(persistentIdentifier: "orientation-\(UUID())",
                                          display: SceneDisplay(width: width, height: height, scale: 2, style: .light,
                                                                orientation: orientation))
    }

    @Test func testAViewportWiderThanTallIsLandscape() {
        #expect(scene(width: 390, height: 844).interfaceOrientation == .portrait)
        #expect(scene(width: 844, height: 390).interfaceOrientation == .landscapeRight)
        #expect(scene(width: 844, height: 390).effectiveGeometry.interfaceOrientation == .landscapeRight)
    }

    @Test func testTheBrowsersReportedOrientationWins() {
        let upsideDown = scene(width: 844, height: 390, orientation: .portraitUpsideDown)
        #expect(upsideDown.interfaceOrientation == .portraitUpsideDown)
        #expect(upsideDown.interfaceOrientation.isPortrait)
    }

    @Test func testRotationTellsTheSceneDelegateWhatTheGeometryWas() {
        let rotating = scene(width: 390, height: 844)
        let delegate = GeometryLoggingDelegate()
        rotating.delegate = delegate
        rotating.updateDisplay(SceneDisplay(width: 844, height: 390, scale: 2, style: .light))
        rotating.updateDisplay(SceneDisplay(width: 844, height: 390, scale: 2, style: .light, orientation: .landscapeLeft))
        rotating.updateDisplay(SceneDisplay(width: 844, height: 390, scale: 2, style: .light, orientation: .landscapeLeft))
        #expect(delegate.log == ["didUpdate from 390x844 portrait to 844x390 landscapeRight",
                                 "didUpdate from 844x390 landscapeRight to 844x390 landscapeLeft"])
    }

    @Test func testSupportedOrientationsDefaultToAllButUpsideDownOffIPad() {
        let controller = UIViewController()
        let stage = PresentationStage(root: controller, width: 844, height: 390)
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(controller.preferredInterfaceOrientationForPresentation == stage.scene.interfaceOrientation)
        #expect(UIInterfaceOrientationMask.landscape == [.landscapeLeft, .landscapeRight])
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
    }
}
