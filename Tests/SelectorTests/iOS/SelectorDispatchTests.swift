import Testing
@_spi(Host) import UIKitCore
import UIKit

/// `#selector` and `@objc` as iOS code writes them, compiled through the UIKit source plugin:
/// selectors keep their Objective-C names and find their methods by name at run time.
@MainActor
struct SelectorDispatchTests {
    @Test func testSelectorsKeepTheirObjectiveCNames() {
        #expect(#selector(MapViewController.mapTypeChanged(_:)) == Selector("mapTypeChanged:"))
        #expect(#selector(MapViewController.handleMemoryWarning) == Selector("handleMemoryWarning"))
        #expect(#selector(MapViewController.zoom(to:animated:)) == Selector("zoomToLevel:animated:"))
        #expect(#selector(Ticker.tapped(sender:)) == Selector("tappedWithSender:"))
        #expect(#selector(getter: MapViewController.level) == Selector("level"))
        #expect(#selector(setter: MapViewController.level) == Selector("setLevel:"))
        #expect(#selector(UIView.setNeedsLayout) == Selector("setNeedsLayout"))
    }

    @Test func testAControlSendsItsActionByNameAndASubclassOverrideRuns() throws {
        let map = MapViewController()
        map.loadViewIfNeeded()
        map.modeControl.selectedSegmentIndex = 1
        map.modeControl.sendActions(for: .valueChanged)
        #expect(map.log == ["mapTypeChanged: 1"])
        let satellite = SatelliteViewController()
        satellite.loadViewIfNeeded()
        satellite.modeControl.selectedSegmentIndex = 1
        satellite.modeControl.sendActions(for: .valueChanged)
        #expect(satellite.log == ["satellite mapTypeChanged: 1"])
    }

    @Test func testRespondsToPerformAndPrivateActions() {
        let map = MapViewController()
        #expect(map.responds(to: #selector(MapViewController.handleMemoryWarning)))
        #expect(map.responds(to: Selector("refresh:")))
        #expect(!map.responds(to: Selector("noSuchMethod")))
        map.perform(#selector(MapViewController.handleMemoryWarning))
        map.perform(Selector("refresh:"), with: UIButton())
        map.perform(#selector(MapViewController.zoom(to:animated:)), with: 4, with: true)
        #expect(map.log == ["handleMemoryWarning", "refresh: UIButton", "zoom 4 true"])
        map.perform(#selector(setter: MapViewController.level), with: 7)
        #expect(map.level == 7)
        #expect(map.perform(#selector(getter: MapViewController.level))?.takeUnretainedValue() as? Int == 7)
    }

    @Test func testANotificationReachesItsObserverBySelector() {
        let map = MapViewController()
        map.loadViewIfNeeded()
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        #expect(map.log.filter { $0 == "handleMemoryWarning" }.count == 1)
        NotificationCenter.default.removeObserver(map, name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        #expect(map.log.filter { $0 == "handleMemoryWarning" }.count == 1)
    }

    @Test func testAnEditActionTravelsUpTheResponderChainToTheControllerThatAnswersIt() {
        let map = MapViewController()
        map.loadViewIfNeeded()
        let field = UITextField()
        map.view.addSubview(field)
        #expect(map.canPerformAction(#selector(copy(_:)), withSender: nil))
        #expect(field.target(forAction: #selector(copy(_:)), withSender: nil) as AnyObject? === map)
        UIApplication.shared.sendAction(#selector(copy(_:)), to: map, from: nil, for: nil)
        #expect(map.log == ["copy:"])
    }

    @Test func testAPlainObjectIsATargetForControlsAndTimers() {
        let ticker = Ticker()
        let button = UIButton()
        button.addTarget(ticker, action: #selector(Ticker.tapped(sender:)), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(ticker.ticks == 10)
        let timer = Timer(timeInterval: 60, target: ticker, selector: #selector(Ticker.tick(_:)), userInfo: nil, repeats: false)
        timer.fire()
        #expect(ticker.ticks == 11)
        timer.invalidate()
        let scheduled = Timer.scheduledTimer(timeInterval: 60, target: ticker, selector: #selector(Ticker.tick(_:)),
                                             userInfo: ["attempt": 2], repeats: true)
        #expect((scheduled.userInfo as? [String: Int])?["attempt"] == 2)
        scheduled.fire()
        #expect(ticker.ticks == 12)
        scheduled.invalidate()
    }

    @Test func testATraitChangeSendsUIKitsOwnMethodBySelector() {
        final class Counting: UIView {
            var layouts = 0
            override func setNeedsLayout() {
                super.setNeedsLayout()
                layouts += 1
            }
        }
        let view = Counting()
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: #selector(UIView.setNeedsLayout))
        let before = view.layouts
        view.overrideUserInterfaceStyle = .dark
        #expect(view.layouts > before)
    }
}

/// `@objc optional` requirements: a call reaches the delegate only when its class implements
/// the method, and `responds(to:)` says which do.
@MainActor
struct OptionalRequirementTests {
    @Test func testACallOfAnOptionalRequirementReachesOnlyADelegateThatImplementsIt() {
        let map = PinMap()
        let list = PinListController()
        map.delegate = list
        #expect(map.load() == 0)
        map.select(3)
        #expect(list.selected == [3])
        #expect(list.responds(to: #selector(PinMapDelegate.pinMap(_:didSelectPinAt:))))
        #expect(!list.responds(to: #selector(PinMapDelegate.numberOfPins(in:))))
        let counter = PinCounter()
        map.delegate = counter
        #expect(map.load() == 12)
        map.select(4)
        #expect(counter.responds(to: #selector(PinMapDelegate.numberOfPins(in:))))
        #expect(!counter.responds(to: #selector(PinMapDelegate.pinMap(_:didSelectPinAt:))))
        #expect(#selector(PinMapDelegate.numberOfPins(in:)) == Selector("numberOfPinsIn:"))
    }
}

/// UIKit asks `responds(to:)` of a data source for the optional methods whose presence changes
/// what a table offers: swipe to delete with `tableView(_:commit:forRowAt:)`, reorder controls
/// with `tableView(_:moveRowAt:to:)`.
@MainActor
struct ImplementedDataSourceMethodTests {
    private func show(_ controller: UITableViewController) -> (UIWindowScene, UIWindow) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "groceries-\(UUID())",
                                                      display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        scene.clock = .manual()
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        return (scene, window)
    }

    private func swipeLeft(_ cell: UITableViewCell, in scene: UIWindowScene) throws {
        let start = cell.convert(CGPoint(x: cell.bounds.width - 40, y: cell.bounds.midY), to: nil)
        try scene.handleTouches(.began, [TouchInput(pointerID: 7, location: start)], timestamp: 1)
        for step in 1...6 {
            try scene.handleTouches(.moved, [TouchInput(pointerID: 7, location: CGPoint(x: start.x - CGFloat(step) * 20, y: start.y))],
                                    timestamp: 1 + Double(step) * 0.03)
        }
        try scene.handleTouches(.ended, [TouchInput(pointerID: 7, location: CGPoint(x: start.x - 120, y: start.y))], timestamp: 1.3)
        _ = scene.finishTurn()
    }

    @Test func testImplementingCommitOffersSwipeToDeleteAndMoveRowAtOffersReorderControls() throws {
        let groceries = GroceriesViewController(style: .plain)
        let (scene, window) = show(groceries)
        try withExtendedLifetime(window) {
            let eggs = try #require(groceries.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
            try swipeLeft(eggs, in: scene)
            let delete = try #require(eggs.subviews.first { $0.accessibilityIdentifier == "swipeAction.Delete" })
            scene.tap(at: delete.convert(CGPoint(x: 10, y: 10), to: nil))
            _ = scene.finishTurn()
            #expect(groceries.log == ["delete Eggs"])
            #expect(groceries.items == ["Milk", "Bread", "Apples"])
            groceries.setEditing(true, animated: false)
            _ = scene.finishTurn()
            let milk = try #require(groceries.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(milk.subviews.contains { $0.accessibilityLabel == "Reorder" })
        }
    }

    @Test func testATableThatImplementsNeitherOffersNoSwipeAndNoReorder() throws {
        let list = ReadOnlyListViewController(style: .plain)
        let (scene, window) = show(list)
        try withExtendedLifetime(window) {
            let row = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
            try swipeLeft(row, in: scene)
            #expect(!row.subviews.contains { $0.accessibilityIdentifier == "swipeAction.Delete" })
            list.setEditing(true, animated: false)
            _ = scene.finishTurn()
            #expect(!row.subviews.contains { $0.accessibilityLabel == "Reorder" })
        }
    }
}
