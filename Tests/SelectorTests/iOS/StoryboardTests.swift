import Foundation
import Testing
@_spi(Host) @testable import UIKitCore
import UIKit

/// Shows a controller as the root of a new scene's window, on a manual clock, and lets it settle.
@MainActor
private func show(_ controller: UIViewController) -> UIWindowScene {
    let scene = UIApplication.shared.connectScene(persistentIdentifier: "storyboard-\(UUID())",
                                                  display: SceneDisplay(width: 393, height: 852, scale: 3, style: .light))
    scene.clock = .manual()
    let window = UIWindow(windowScene: scene)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    settle(scene)
    return scene
}

/// Ends the turn and lets the animations it started run to their end.
@MainActor
private func settle(_ scene: UIWindowScene) {
    _ = scene.finishTurn()
    for _ in 0..<8 {
        guard let end = scene.animationsEndTime else { return }
        scene.clock.advance(by: max(0, end - scene.clock.now))
        _ = scene.finishTurn()
    }
}

/// A storyboard and two xibs saved as Xcode writes them (`Storyboards/`), compiled by the source
/// plugin and loaded through UIKit's public API.
@MainActor
struct StoryboardTests {
    init() {
        _ = __UIKitSelectorRegistry.registerAll
    }

    @Test func testTheInitialControllerIsMadeWithItsRelationshipsThroughInitWithCoderThenAwakeFromNib() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? StoryboardListController)
        #expect(navigation.viewControllers.count == 1)
        #expect(list.storyboard === storyboard)
        #expect(navigation.storyboard === storyboard)
        #expect(list.events == ["init(coder:) Groceries", "awakeFromNib"])
        #expect(list.isViewLoaded == false)
        #expect(list.navigationItem.rightBarButtonItem != nil)
        _ = list.view
        #expect(list.events.last == "viewDidLoad")
        #expect(list.tableView.dataSource === list)
        #expect(list.tableView.delegate === list)
    }

    @Test func testAPrototypeCellsSelectionSegueIsPreparedBeforeDidSelectRow() throws {
        let navigation = try #require(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? StoryboardListController)
        let scene = show(navigation)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel?.text == "Bread")
        #expect(cell.reuseIdentifier == "ItemCell")
        #expect(cell.accessoryType == .disclosureIndicator)
        list.events.removeAll()
        scene.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        settle(scene)
        #expect(list.events == ["shouldPerformSegue showDetail", "prepare showDetail to StoryboardDetailController",
                                "didSelectRowAt 1"])
        let detail = try #require(navigation.topViewController as? StoryboardDetailController)
        #expect(detail.nameLabel.text == "Bread")
        #expect(detail.navigationItem.title == "Item")
        #expect(detail.boughtSwitch.isOn)
    }

    @Test func testACreatorMakesTheControllerFromTheCoderWithTheAppsOwnArguments() throws {
        var coders = 0
        let detail: StoryboardDetailController = UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(identifier: "Detail") { coder in
                coders += 1
                let made = StoryboardDetailController(coder: coder)
                made?.itemName = "From the creator"
                return made
            }
        detail.loadViewIfNeeded()
        #expect(coders == 1)
        #expect(detail.nameLabel.text == "From the creator")
        #expect(detail.navigationItem.title == "Item")
    }

    @Test func testAScenesViewHasItsAttributesConstraintsOutletsAndActions() throws {
        let detail = try #require(UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "Detail") as? StoryboardDetailController)
        _ = show(detail)
        let stack = try #require(detail.view.subviews.first as? UIStackView)
        #expect(stack.axis == .vertical)
        #expect(stack.alignment == .center)
        #expect(stack.spacing == 12)
        #expect(stack.arrangedSubviews.count == 3)
        // Pinned 20 points inside the safe area; the placeholder height constraint is gone.
        #expect(stack.frame.minX == 20)
        #expect(stack.frame.width == 353)
        #expect(stack.frame.minY == detail.view.safeAreaInsets.top + 20)
        #expect(!stack.constraints.contains { $0.constant == 400 })
        let label = try #require(detail.nameLabel)
        #expect(label.font == UIFont.preferredFont(forTextStyle: .title2))
        #expect(label.textAlignment == .center)
        // Interface Builder writes the components as single-precision numbers.
        #expect(label.textColor == UIColor(red: 0.20000000298023224, green: 0.40000000596046448, blue: 0.60000002384185791, alpha: 1))
        let button = try #require(stack.arrangedSubviews[1] as? UIButton)
        #expect(button.buttonType == .system)
        button.sendActions(for: .touchUpInside)
        detail.boughtSwitch.isOn = false
        detail.boughtSwitch.sendActions(for: .valueChanged)
        #expect(detail.actions == ["markBought Mark bought", "toggled false"])
    }

    @Test func testAttributesWrittenAtTheClassDefaultsLeaveTheViewsAsTheirClassesMakeThem() throws {
        let detail = try #require(UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "Detail") as? StoryboardDetailController)
        detail.loadViewIfNeeded()
        let stack = try #require(detail.view.subviews.first as? UIStackView)
        let label = try #require(detail.nameLabel)
        let button = try #require(stack.arrangedSubviews[1] as? UIButton)
        // Written at the class's own values: the views keep them.
        #expect(detail.view.contentMode == .scaleToFill)
        #expect(stack.distribution == .fill)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.adjustsFontSizeToFitWidth)
        #expect(label.numberOfLines == 1)
        #expect(button.isUserInteractionEnabled)
        #expect(button.contentHorizontalAlignment == .center)
        #expect(button.contentVerticalAlignment == .center)
        // Written otherwise: Interface Builder's values.
        #expect(label.contentMode == .left)
        #expect(label.textAlignment == .center)
        #expect(stack.alignment == .center)
        #expect(stack.spacing == 12)
        #expect(detail.boughtSwitch.isOn)
    }

    @Test func testAModalFormUnwindsToTheListThatImplementsTheAction() throws {
        let navigation = try #require(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? StoryboardListController)
        let scene = show(navigation)
        list.events.removeAll()
        list.performSegue(withIdentifier: "addItem", sender: nil)
        settle(scene)
        // A segue performed in code is not offered to shouldPerformSegue(withIdentifier:sender:), as Apple documents.
        #expect(list.events == ["prepare addItem to UINavigationController"])
        let formNavigation = try #require(list.presentedViewController as? UINavigationController)
        #expect(formNavigation.modalPresentationStyle == .formSheet)
        let form = try #require(formNavigation.topViewController as? StoryboardFormController)
        #expect(form.nameField.placeholder == "Item name")
        #expect(form.nameField.borderStyle == .roundedRect)
        #expect(form.navigationItem.rightBarButtonItem?.style == .done)
        form.nameField.text = "Milk"
        list.events.removeAll()
        form.performSegue(withIdentifier: "saveItem", sender: nil)
        settle(scene)
        #expect(list.events == ["unwind from StoryboardFormController"])
        #expect(list.items == ["Apples", "Bread", "Milk"])
        #expect(list.presentedViewController == nil)
        // The containers on the way up from the destination are asked to show it.
        #expect((navigation as? RecordingNavigationController)?.unwinds == ["unwind towards StoryboardListController"])
    }

    @Test func testAStaticTableShowsItsSectionsAndCells() throws {
        let settings = try #require(UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "Settings") as? UITableViewController)
        _ = show(settings)
        let table = try #require(settings.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 1)
        let name = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(name.textLabel?.text == "Name")
        #expect(name.detailTextLabel?.text == "Ada")
        let sync = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(sync.frame.height == 60)
        #expect(sync.selectionStyle == .none)
        let toggle = try #require(sync.contentView.subviews.compactMap { $0 as? UISwitch }.first)
        #expect(abs(toggle.frame.midY - 30) < 0.5)
        #expect(settings.tableView(table, titleForFooterInSection: 1) == "Changes sync when online.")
    }

    @Test func testAViewFromItsOwnXibHasItsOutletsAndRuntimeAttributesBeforeAwakeFromNib() throws {
        let objects = try #require(Bundle.main.loadNibNamed("BadgeView", owner: nil))
        // The view and its tap recognizer, the file's top-level objects in order.
        #expect(objects.count == 2)
        let badge = try #require(objects.first as? BadgeView)
        #expect(objects.last is UITapGestureRecognizer)
        #expect(badge.gestureRecognizers?.first === objects.last as AnyObject)
        #expect(badge.awoke == ["awakeFromNib NEW 3"])
        #expect(badge.frame.size == CGSize(width: 120, height: 40))
        #expect(badge.layer.cornerRadius == 8)
        #expect(badge.backgroundColor == .systemRed)
        #expect(badge.titleLabel.font == .boldSystemFont(ofSize: 15))
        badge.layoutIfNeeded()
        #expect(badge.titleLabel.frame.minX == 8)
        #expect(badge.titleLabel.frame.width == 104)
    }

    @Test func testAGestureRecognizerFromTheXibSendsItsActionToTheView() throws {
        let badge = try #require(Bundle.main.loadNibNamed("BadgeView", owner: nil)?.first as? BadgeView)
        let controller = UIViewController()
        let scene = show(controller)
        badge.frame.origin = CGPoint(x: 40, y: 200)
        controller.view.addSubview(badge)
        _ = scene.finishTurn()
        scene.tap(at: CGPoint(x: 60, y: 220))
        settle(scene)
        #expect(badge.taps == 1)
    }

    @Test func testATableMakesCellsFromANibRegisteredForTheirIdentifier() throws {
        let notes = NotesController(style: .plain)
        _ = show(notes)
        let cell = try #require(notes.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
        #expect(cell.noteLabel.text == "Buy stamps")
        #expect(cell.reuseIdentifier == "NoteCell")
        #expect(cell.noteLabel.font == .italicSystemFont(ofSize: 16))
        #expect(cell.noteLabel.frame.minX == 20)
        #expect(cell.frame.height == 64)
    }

    @Test func testAControllerLoadsTheXibNamedAfterItsClassWithFilesOwnerConnections() throws {
        let profile = ProfileViewController()
        _ = show(profile)
        #expect(profile.greetingLabel.text == "Hello")
        #expect(profile.greetingLabel.font == .systemFont(ofSize: 17, weight: .semibold))
        let button = try #require(profile.view.subviews.compactMap { $0 as? UIButton }.first)
        button.sendActions(for: .touchUpInside)
        #expect(profile.waves == 1)
        #expect(button.frame.minY == profile.greetingLabel.frame.maxY + 12)
    }
}

/// A storyboard's texts follow the session's language, from Xcode's `fr.lproj/Main.strings`.
@MainActor
struct StoryboardLocalizationTests {
    init() {
        _ = __UIKitSelectorRegistry.registerAll
    }

    private func scene(languages: [String]) throws -> UIWindowScene {
        let locale = try #require(SessionLocale(languages: languages, timeZone: "UTC"))
        return UIApplication.shared.connectScene(persistentIdentifier: "localized-\(UUID())",
                                                 display: SceneDisplay(width: 393, height: 852, scale: 3, style: .light),
                                                 locale: locale)
    }

    private func settings() throws -> UITableViewController {
        let settings = try #require(UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "Settings") as? UITableViewController)
        settings.loadViewIfNeeded()
        return settings
    }

    @Test func testAFrenchSessionGetsTheTranslatedTextsAndAnEnglishOneTheBaseOnes() throws {
        let french = try scene(languages: ["fr-CA", "en"])
        UIWindowScene.turnScene = french
        let detail = try #require(UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "Detail") as? StoryboardDetailController)
        detail.loadViewIfNeeded()
        let button = try #require((detail.view.subviews.first as? UIStackView)?.arrangedSubviews[1] as? UIButton)
        #expect(button.title(for: .normal) == "Marquer acheté")
        #expect(detail.navigationItem.title == "Article")
        let frenchSettings = try settings()
        #expect(frenchSettings.tableView(frenchSettings.tableView, titleForHeaderInSection: 0) == "Compte")
        #expect(frenchSettings.tableView(frenchSettings.tableView, cellForRowAt: IndexPath(row: 0, section: 0)).textLabel?.text == "Nom")

        let english = try scene(languages: ["en-GB"])
        UIWindowScene.turnScene = english
        let englishSettings = try settings()
        #expect(englishSettings.tableView(englishSettings.tableView, titleForHeaderInSection: 0) == "Account")
        #expect(englishSettings.tableView(englishSettings.tableView, cellForRowAt: IndexPath(row: 0, section: 0)).textLabel?.text == "Name")
        UIWindowScene.turnScene = nil
    }
}

/// Segues of every kind a storyboard connects, and a tab bar controller's relationships.
@MainActor
struct StoryboardSegueTests {
    init() {
        _ = __UIKitSelectorRegistry.registerAll
    }

    @Test func testATabBarControllersRelationshipsBecomeItsTabsWithTheirItems() throws {
        let tabs = try #require(UIStoryboard(name: "Segues", bundle: nil).instantiateInitialViewController() as? UITabBarController)
        let controllers = try #require(tabs.viewControllers)
        #expect(controllers.count == 2)
        #expect(controllers[0] is SegueHostController)
        #expect(controllers[0].tabBarItem.title == "Host")
        #expect(controllers[0].tabBarItem.image != nil)
        #expect(controllers[1].tabBarItem !== controllers[0].tabBarItem)
        #expect(tabs.selectedIndex == 0)
    }

    @Test func testAnEmbedSegueIsPreparedBeforeViewDidLoadAndTheChildFillsTheContainer() throws {
        let host = try #require(UIStoryboard(name: "Segues", bundle: nil)
            .instantiateViewController(withIdentifier: "Host") as? SegueHostController)
        _ = show(host)
        #expect(host.events.prefix(2) == ["prepare embedChild UIStoryboardSegue to EmbeddedChildController",
                                          "viewDidLoad children=1"])
        let child = try #require(host.children.first as? EmbeddedChildController)
        let container = try #require(child.view.superview)
        #expect(container.frame.size == CGSize(width: 353, height: 200))
        #expect(child.view.frame == container.bounds)
        #expect(child.view.backgroundColor == .systemYellow)
    }

    @Test func testACustomSegueClassPerformsItsOwnTransition() throws {
        let host = try #require(UIStoryboard(name: "Segues", bundle: nil)
            .instantiateViewController(withIdentifier: "Host") as? SegueHostController)
        let scene = show(host)
        FadeSegue.performed.removeAll()
        host.fadeButton.sendActions(for: .touchUpInside)
        _ = scene.finishTurn()
        #expect(host.events.last == "prepare fade FadeSegue to UIViewController")
        #expect(FadeSegue.performed == ["fade from SegueHostController"])
        #expect(host.presentedViewController != nil)
    }

    @Test func testAnIBSegueActionMakesTheDestinationWithTheAppsArguments() throws {
        let host = try #require(UIStoryboard(name: "Segues", bundle: nil)
            .instantiateViewController(withIdentifier: "Host") as? SegueHostController)
        let scene = show(host)
        host.noteButton.sendActions(for: .touchUpInside)
        _ = scene.finishTurn()
        #expect(host.events.suffix(2) == ["makeNote sender=Note", "prepare note UIStoryboardSegue to NoteController"])
        let note = try #require(host.presentedViewController as? NoteController)
        #expect(note.note == "made by the segue action")
        #expect(note.modalPresentationStyle == .overFullScreen)
        #expect(note.modalTransitionStyle == .crossDissolve)
    }

    @Test func testAnOutletTheClassLacksIsReportedAsUIKitDoesAndTheOthersStillConnect() throws {
        let host = try #require(UIStoryboard(name: "Segues", bundle: nil)
            .instantiateViewController(withIdentifier: "Host") as? SegueHostController)
        _ = host.view
        #expect(host.noteButton != nil)
        // Said once for each controller, with its address, as UIKit's exception names it.
        let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(host).hashValue), radix: 16)
        let reported = UIApplication.reportedProblems.filter { $0.contains("SegueHostController \(address)") }
        #expect(reported == ["[<SegueHostController \(address)> setValue:forUndefinedKey:]: this class is not key value "
            + "coding-compliant for the key noSuchOutlet. [Segues.storyboard:74 (object Hst-Ot-003)]"])
    }

    @Test func testACollectionViewControllersFlowLayoutAndPrototypeCellsComeFromTheStoryboard() throws {
        let grid = try #require(UIStoryboard(name: "Segues", bundle: nil)
            .instantiateViewController(withIdentifier: "Grid") as? GridController)
        let scene = show(grid)
        let layout = try #require(grid.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 100, height: 120))
        #expect(layout.minimumLineSpacing == 12)
        #expect(layout.sectionInset == UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? GridCell)
        #expect(cell.titleLabel.text == "Three")
        #expect(cell.backgroundColor == .systemYellow)
        #expect(cell.frame.size == CGSize(width: 100, height: 120))
        #expect(cell.titleLabel.frame.width == 100)
        scene.tap(at: cell.convert(CGPoint(x: 50, y: 60), to: nil))
        _ = scene.finishTurn()
        #expect(grid.events == ["prepare openItem item 2", "didSelectItemAt 2"])
        #expect(grid.presentedViewController != nil)
    }

    @Test func testSizeClassVariationsInstallTheirConstraintsAsTheTraitsChange() throws {
        let adaptive = UIStoryboard(name: "Segues", bundle: nil).instantiateViewController(withIdentifier: "Adaptive")
        let scene = show(adaptive)
        let box = try #require(adaptive.view.subviews.first)
        #expect(adaptive.traitCollection.verticalSizeClass == .regular)
        #expect(box.frame.minX == 20)
        // Landscape: compact height, where the storyboard installs the other leading constraint.
        scene.updateDisplay(SceneDisplay(width: 852, height: 393, scale: 3, style: .light))
        _ = scene.finishTurn()
        #expect(adaptive.traitCollection.verticalSizeClass == .compact)
        #expect(box.frame.minX == 200)
        scene.updateDisplay(SceneDisplay(width: 393, height: 852, scale: 3, style: .light))
        _ = scene.finishTurn()
        #expect(box.frame.minX == 20)
    }

    @Test func testASplitViewControllersColumnsComeFromItsRelationships() throws {
        let split = try #require(UIStoryboard(name: "Segues", bundle: nil)
            .instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
        #expect(split.style == .doubleColumn)
        let primary = try #require(split.viewController(for: .primary))
        let secondary = try #require(split.viewController(for: .secondary))
        #expect(primary !== secondary)
        #expect(split.viewController(for: .supplementary) == nil)
    }

    @Test func testViewsGetTheFramesXcodeWroteForTheDeviceTheFileWasSavedFor() throws {
        // Segues.storyboard was saved for an iPhone 15: 393 × 852 points, whose status bar and home
        // indicator the page has not, so the controllers add them to their safe areas.
        let device = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let storyboard = UIStoryboard(name: "Segues", bundle: nil)
        let host = try #require(storyboard.instantiateViewController(withIdentifier: "Host") as? SegueHostController)
        host.additionalSafeAreaInsets = device
        _ = show(host)
        let container = try #require(host.children.first?.view.superview)
        #expect(container.frame == CGRect(x: 20, y: 79, width: 353, height: 200))
        #expect(host.fadeButton.frame.minX == 20)
        #expect(host.fadeButton.frame.minY == 295)
        let adaptive = storyboard.instantiateViewController(withIdentifier: "Adaptive")
        adaptive.additionalSafeAreaInsets = device
        _ = show(adaptive)
        #expect(adaptive.view.subviews.first?.frame == CGRect(x: 20, y: 79, width: 100, height: 100))
    }

    @Test func testAPopoverSegueAnchorsOnItsButtonAndAFirstResponderActionGoesUpTheChain() throws {
        let host = try #require(UIStoryboard(name: "Segues", bundle: nil)
            .instantiateViewController(withIdentifier: "PopoverHost") as? PopoverHostController)
        let scene = show(host)
        host.shareButton.sendActions(for: .touchUpInside)
        #expect(host.shared == ["Share"])
        host.popButton.sendActions(for: .touchUpInside)
        _ = scene.finishTurn()
        let presented = try #require(host.presentedViewController)
        #expect(presented.modalPresentationStyle == .popover)
        #expect(presented.popoverPresentationController?.sourceView === host.popButton)
    }
}
