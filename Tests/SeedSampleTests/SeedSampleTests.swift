// The seeds' samples are in iOS/, as the notes write them (each file says what scaffolding it
// needed and the few edits iOS needs too); the source plugin compiles them. The tests here run
// the flows the notes describe, through UIKit's public API and the host's scene entry points.
import Foundation
import MapKit
import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
@Suite(.serialized)
struct SeedSampleTests {
    private func show(_ controller: UIViewController) -> UIWindowScene {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "seed-\(UUID())",
                                                      display: SceneDisplay(width: 390, height: 844, scale: 3, style: .light))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        return scene
    }

    private func send(_ phase: UITouch.Phase, at point: CGPoint, time: TimeInterval, to scene: UIWindowScene) throws {
        try scene.handleTouches(phase, [TouchInput(pointerID: 1, location: point)], timestamp: time)
    }

    @Test func testTheLaunchSampleObservesItsOwnDidFinishLaunchingNotification() {
        let application = UIApplication.shared
        let previous = application.delegate
        defer { application.delegate = previous }
        launchLog = []
        application.launch(delegateClass: AppLaunchSample.AppDelegate.self)
        #expect(launchLog == ["appDidFinishLaunching"])
    }

    @Test func testAMemoryWarningReachesTheObserverBySelectorThroughASubclassOverride() {
        final class Recording: MemoryWarningSample.ViewController {
            var warnings = 0
            override func handleMemoryWarning() { warnings += 1 }
        }
        let controller = Recording()
        controller.loadViewIfNeeded()
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: UIApplication.shared)
        #expect(controller.warnings == 1)
    }

    @Test func testASignificantTimeChangeReachesTheSamplesObserver() {
        final class Recording: TimeChangeSample.TimeSensitiveViewController {
            var changes = 0
            override func handleSystemTimeChange() { changes += 1 }
        }
        let controller = Recording()
        controller.loadViewIfNeeded()
        UIApplication.shared.deliverSignificantTimeChange()
        #expect(controller.changes == 1)
    }

    @Test func testMyTextFieldRefusesCopyWhereAPlainFieldOffersIt() {
        let plain = UITextField(), mine = MyTextField()
        for field in [plain, mine] as [UITextField] {
            field.text = "Hello"
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        }
        #expect(plain.canPerformAction(Selector("copy:"), withSender: nil))
        #expect(!mine.canPerformAction(Selector("copy:"), withSender: nil))
        #expect(mine.canPerformAction(Selector("selectAll:"), withSender: nil)
                == plain.canPerformAction(Selector("selectAll:"), withSender: nil))
    }

    @Test func testTheMapControllersViewIsItsMapView() {
        let controller = MapSample.MapViewController()
        #expect(controller.view === controller.mapView)
    }

    @Test func testTheSegmentedControlSpansTheTopOfTheMapAndSwitchesItsType() throws {
        let controller = MapTypesSample.MapViewController()
        let scene = show(controller)
        let control = try #require(controller.view.subviews.first as? UISegmentedControl)
        #expect(control.frame.minY == 0)
        #expect(control.frame.width == controller.view.bounds.width)
        #expect(controller.mapView.mapType == .standard)
        // A finger on the third segment, "Satellite".
        let point = control.convert(CGPoint(x: control.bounds.width * 5 / 6, y: control.bounds.midY), to: nil)
        try send(.began, at: point, time: 1, to: scene)
        try send(.ended, at: point, time: 1.1, to: scene)
        #expect(control.selectedSegmentIndex == 2)
        #expect(controller.mapView.mapType == .satellite)
    }

    @Test func testTheThermostatResetsOnTouchUpInsideAndOutside() {
        let thermostat = ThermostatSample.Thermostat()
        thermostat.loadViewIfNeeded()
        thermostat.temperature = 60
        thermostat.button.sendActions(for: .touchUpInside)
        #expect(thermostat.temperature == 72)
        thermostat.temperature = 60
        thermostat.button.sendActions(for: .touchUpOutside)
        #expect(thermostat.temperature == 72)
        thermostat.temperature = 60
        thermostat.button.sendActions(for: .touchDown)
        #expect(thermostat.temperature == 60)
    }

    @Test func testTheControlsOwnTouchesEndedChoosesInsideOrOutside() throws {
        let controller = UIViewController()
        let control = ControlSample.TouchUpControl(frame: CGRect(x: 20, y: 100, width: 200, height: 60))
        controller.loadViewIfNeeded()
        controller.view.addSubview(control)
        var log: [String] = []
        control.addAction(UIAction { _ in log.append("inside") }, for: .touchUpInside)
        control.addAction(UIAction { _ in log.append("outside") }, for: .touchUpOutside)
        let scene = show(controller)
        let inside = control.convert(CGPoint(x: 100, y: 30), to: nil)
        try send(.began, at: inside, time: 1, to: scene)
        try send(.ended, at: inside, time: 1.1, to: scene)
        #expect(log == ["inside"])
        try send(.began, at: inside, time: 2, to: scene)
        try send(.moved, at: control.convert(CGPoint(x: 100, y: 300), to: nil), time: 2.1, to: scene)
        try send(.ended, at: control.convert(CGPoint(x: 100, y: 300), to: nil), time: 2.2, to: scene)
        #expect(log == ["inside", "outside"])
    }

    @Test func testTheFirstViewIsBlueWhereTheNotesPutIt() throws {
        let controller = FirstViewSample.ViewController()
        controller.loadViewIfNeeded()
        let view = try #require(controller.view.subviews.first)
        #expect(view.frame == CGRect(x: 160, y: 240, width: 100, height: 150))
        #expect(view.backgroundColor == UIColor.blue)
    }

    @Test func testTheSideViewWidensTheChildsSafeArea() {
        let controller = SafeAreaSample.SideBySideViewController()
        let child = UIViewController()
        controller.addChild(child)
        controller.loadViewIfNeeded()
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        controller.sideView = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 400))
        controller.bottomView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
        _ = show(controller)
        #expect(child.additionalSafeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 120))
    }

    @Test func testDeletingAnImageEmptiesTheCacheAndRemovesTheFile() throws {
        for store in [ImageStoreSample.ImageStore().deleter, ImageStoreSample.ImageStoreNamingTheError().deleter] {
            let key = "seed-\(UUID().uuidString)"
            try Data("image".utf8).write(to: store.url(key))
            store.cache.setObject(UIImage(), forKey: key as NSString)
            store.delete(key)
            #expect(store.cache.object(forKey: key as NSString) == nil)
            #expect(!FileManager.default.fileExists(atPath: store.url(key).path))
            store.delete(key) // A file already gone is an error the sample prints, not a crash.
        }
    }
}

/// The two image stores of the notes, alike.
private struct ImageDeleter {
    let cache: NSCache<NSString, UIImage>
    let url: (String) -> URL
    let delete: (String) -> Void
}

private extension ImageStoreSample.ImageStore {
    var deleter: ImageDeleter { ImageDeleter(cache: cache, url: imageURL(forKey:), delete: deleteImage(forKey:)) }
}

private extension ImageStoreSample.ImageStoreNamingTheError {
    var deleter: ImageDeleter { ImageDeleter(cache: cache, url: imageURL(forKey:), delete: deleteImage(forKey:)) }
}
