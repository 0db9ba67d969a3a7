import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Accessibility elements that are not views, a stepper's two buttons, languages, paths and
/// groups, the screen changes UIKit posts itself, and the tab order kept across commits.
@MainActor
struct AccessibilityElementTests {
    func makeScene() -> (UIWindowScene, UIViewController) {
        makeAccessibilityScene("a11y-elements")
    }

    private func node(of id: Int, in snapshot: RenderSnapshot) -> RenderNode? {
        func find(_ node: RenderNode) -> RenderNode? {
            if node.id == id { return node }
            return node.children.lazy.compactMap(find).first
        }
        return find(snapshot.root)
    }

    private func value(_ key: RenderKey, of id: Int, in snapshot: RenderSnapshot) -> RenderValue? {
        node(of: id, in: snapshot)?.properties.first { $0.key == key }?.value
    }

    private func parts(of view: UIView, in snapshot: RenderSnapshot) -> [RenderAccessibilityElement] {
        guard case .accessibilityElements(let parts) = value(.axElements, of: view.renderNodeID, in: snapshot) else { return [] }
        return parts
    }

    /// The tab numbers the page has, in order, as node ids (an element's own id for the parts).
    private func tabOrder(in snapshot: RenderSnapshot) -> [Int] {
        var numbered: [(Int, Int)] = []
        func visit(_ node: RenderNode) {
            for property in node.properties {
                if property.key == .tab, case .number(let index) = property.value { numbered.append((Int(index), node.id)) }
                if property.key == .axElements, case .accessibilityElements(let parts) = property.value {
                    for part in parts { if let tab = part.tab { numbered.append((tab, part.id)) } }
                }
            }
            node.children.forEach(visit)
        }
        visit(snapshot.root)
        return numbered.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// A view drawing two parts: a heading and a button, each a `UIAccessibilityElement`.
    final class Chart: UIView {
        var activated: [String] = []
        lazy var title: UIAccessibilityElement = {
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityLabel = "Sales"
            element.accessibilityTraits = .header
            element.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 100, height: 20)
            return element
        }()
        lazy var bar: Bar = {
            let element = Bar(accessibilityContainer: self)
            element.chart = self
            element.accessibilityLabel = "March"
            element.accessibilityValue = "12 units"
            element.accessibilityIdentifier = "march"
            element.accessibilityTraits = .button
            element.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 30, width: 20, height: 50)
            return element
        }()

        final class Bar: UIAccessibilityElement {
            weak var chart: Chart?
            override func accessibilityActivate() -> Bool {
                chart?.activated.append(accessibilityLabel ?? "")
                return true
            }
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            accessibilityElements = [title, bar]
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func testElementsThatAreNotViewsTravelWithTheirContainer() {
        let (scene, controller) = makeScene()
        let chart = Chart(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        controller.view.addSubview(chart)
        let snapshot = scene.snapshot()
        var title = RenderAccessibilityElement(id: chart.title.renderNodeID, frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        title.role = "heading"
        title.label = "Sales"
        var bar = RenderAccessibilityElement(id: chart.bar.renderNodeID, frame: CGRect(x: 10, y: 30, width: 20, height: 50))
        bar.role = "button"
        bar.label = "March"
        bar.value = "12 units"
        bar.identifier = "march"
        bar.states = ["focusable"]
        bar.tab = 1
        #expect(parts(of: chart, in: snapshot) == [title, bar])
        #expect(chart.bar.accessibilityFrame == CGRect(x: 30, y: 130, width: 20, height: 50))
    }

    @Test func testChangingAnElementResendsItsContainersElements() {
        let (scene, controller) = makeScene()
        let chart = Chart(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        controller.view.addSubview(chart)
        _ = scene.snapshot()
        chart.bar.accessibilityValue = "13 units"
        let patch = scene.finishTurn()
        let sets = patch?.operations.compactMap { operation -> [RenderKey]? in
            guard case .set(let id, let properties) = operation, id == chart.renderNodeID else { return nil }
            return properties.map(\.key)
        }
        #expect(sets == [[.axElements]])
    }

    @Test func testActivatingAnElementCallsItsAccessibilityActivate() throws {
        let (scene, controller) = makeScene()
        let chart = Chart(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        controller.view.addSubview(chart)
        _ = scene.snapshot()
        #expect(try scene.performAccessibilityAction(.activate, node: chart.bar.renderNodeID))
        #expect(chart.activated == ["March"])
        #expect(scene.accessibilityObject(withNode: chart.title.renderNodeID) === chart.title)
    }

    @Test func testTabVisitsElementsInTheirContainersPlace() {
        let (scene, controller) = makeScene()
        let first = UIButton(frame: CGRect(x: 0, y: 40, width: 80, height: 44))
        let chart = Chart(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        let last = UIButton(frame: CGRect(x: 0, y: 300, width: 80, height: 44))
        for view in [first, chart, last] { controller.view.addSubview(view) }
        #expect(tabOrder(in: scene.snapshot()) == [first.renderNodeID, chart.bar.renderNodeID, last.renderNodeID])
    }

    @Test func testTheTabOrderKeptAcrossCommitsIsTheOrderOfAFreshSnapshot() {
        let (scene, controller) = makeScene()
        let rows = (0..<4).map { index -> UIView in
            let row = UIView(frame: CGRect(x: 0, y: Double(index) * 60 + 40, width: 300, height: 50))
            let button = UIButton(frame: CGRect(x: 10, y: 0, width: 80, height: 44))
            button.setTitle("Row \(index)", for: .normal)
            row.addSubview(button)
            controller.view.addSubview(row)
            return row
        }
        let buttons = rows.map { $0.subviews[0] }
        let initial = tabOrder(in: scene.snapshot())
        var page: [Int: Int] = Dictionary(uniqueKeysWithValues: initial.enumerated().map { ($0.element, $0.offset + 1) })
        // A button added to the second row, the first row moved to the bottom, the third hidden.
        let inserted = UIButton(frame: CGRect(x: 100, y: 0, width: 80, height: 44))
        rows[1].addSubview(inserted)
        rows[0].frame.origin.y = 400
        rows[2].isHidden = true
        for operation in scene.finishTurn()?.operations ?? [] {
            switch operation {
            case .set(let id, let properties), .create(let id, _, let properties):
                guard let tab = properties.first(where: { $0.key == .tab })?.value else { continue }
                if case .number(let index) = tab { page[id] = Int(index) } else { page[id] = nil }
            default: continue
            }
        }
        let fresh = tabOrder(in: scene.snapshot())
        #expect(fresh == [buttons[1].renderNodeID, inserted.renderNodeID, buttons[3].renderNodeID, buttons[0].renderNodeID])
        #expect(page.sorted { $0.value < $1.value }.map(\.key) == fresh)
    }

    @Test func testTabNumbersFollowChangesMadeBetweenCommits() {
        let (scene, controller) = makeScene()
        let top = UIButton(frame: CGRect(x: 0, y: 40, width: 80, height: 44))
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        let inside = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        let bottom = UIButton(frame: CGRect(x: 0, y: 300, width: 80, height: 44))
        container.addSubview(inside)
        for view in [top, container, bottom] { controller.view.addSubview(view) }
        _ = scene.snapshot()
        let added = UIButton(frame: CGRect(x: 100, y: 0, width: 80, height: 44))
        container.addSubview(added)
        let patch = scene.finishTurn()
        var tabs: [Int: Double] = [:]
        for operation in patch?.operations ?? [] {
            switch operation {
            case .set(let id, let properties), .create(let id, _, let properties):
                if case .number(let index)? = properties.first(where: { $0.key == .tab })?.value { tabs[id] = index }
            default: continue
            }
        }
        #expect(tabs == [added.renderNodeID: 3, bottom.renderNodeID: 4])
        container.isHidden = true
        var hiddenTabs: [Int: RenderValue] = [:]
        for operation in scene.finishTurn()?.operations ?? [] {
            if case .set(let id, let properties) = operation, let tab = properties.first(where: { $0.key == .tab }) { hiddenTabs[id] = tab.value }
        }
        #expect(hiddenTabs == [inside.renderNodeID: .null, added.renderNodeID: .null, bottom.renderNodeID: .number(2)])
    }

    @Test func testAStepperIsADecrementAndAnIncrementButton() {
        let (scene, controller) = makeScene()
        let stepper = UIStepper(frame: CGRect(x: 10, y: 100, width: 94, height: 32))
        stepper.maximumValue = 2
        var events: [String] = []
        stepper.addAction(UIAction { _ in events.append("valueChanged \(stepper.value)") }, for: .valueChanged)
        controller.view.addSubview(stepper)
        _ = scene.finishTurn()
        let halves = stepper.accessibilityElements?.compactMap { $0 as? UIAccessibilityElement } ?? []
        #expect(stepper.isAccessibilityElement == false)
        #expect(halves.map(\.accessibilityLabel) == ["Decrement", "Increment"])
        #expect(halves.map(\.accessibilityTraits) == [[.button, .notEnabled], .button])
        #expect(halves.map(\.accessibilityFrame) == [CGRect(x: 10, y: 100, width: 47, height: 32), CGRect(x: 57, y: 100, width: 47, height: 32)])
        #expect(halves[1].accessibilityActivate())
        #expect(halves[1].accessibilityActivate())
        #expect(halves[1].accessibilityActivate() == false)
        #expect(halves.map(\.accessibilityTraits) == [.button, [.button, .notEnabled]])
        #expect(halves[0].accessibilityActivate())
        #expect(events == ["valueChanged 1.0", "valueChanged 2.0", "valueChanged 1.0"])
    }

    @Test func testAStepperReachesThePageAsTwoButtons() {
        let (scene, controller) = makeScene()
        let stepper = UIStepper(frame: CGRect(x: 10, y: 100, width: 94, height: 32))
        controller.view.addSubview(stepper)
        let snapshot = scene.snapshot()
        let shown = parts(of: stepper, in: snapshot)
        #expect(shown.map(\.label) == ["Decrement", "Increment"])
        #expect(shown.map(\.role) == ["button", "button"])
        #expect(shown.map(\.states) == [["disabled"], ["focusable"]])
        #expect(value(.role, of: stepper.renderNodeID, in: snapshot) == nil)
        stepper.value = 1
        let patch = scene.finishTurn()
        guard case .set(_, let properties)? = patch?.operations.first(where: {
            if case .set(let id, _) = $0 { id == stepper.renderNodeID } else { false }
        }), case .accessibilityElements(let updated)? = properties.first(where: { $0.key == .axElements })?.value else {
            Issue.record("the stepper's elements were not sent again")
            return
        }
        #expect(updated.map(\.states) == [["focusable"], ["focusable"]])
        #expect(updated.map(\.tab) == [1, 2])
    }

    @Test func testLanguagePathAndGroupsReachThePage() {
        let (scene, controller) = makeScene()
        let greeting = UILabel(frame: CGRect(x: 10, y: 40, width: 100, height: 20))
        greeting.text = "Bonjour"
        greeting.accessibilityLanguage = "fr"
        let ring = UIButton(frame: CGRect(x: 20, y: 100, width: 40, height: 40))
        let row = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 40))
        row.shouldGroupAccessibilityChildren = true
        for view in [greeting, ring, row] { controller.view.addSubview(view) }
        ring.accessibilityPath = UIAccessibility.convertToScreenCoordinates(UIBezierPath(rect: ring.bounds), in: ring)
        let snapshot = scene.snapshot()
        #expect(value(.axLanguage, of: greeting.renderNodeID, in: snapshot) == .string("fr"))
        #expect(value(.axPath, of: ring.renderNodeID, in: snapshot) == .string("M0 0L40 0L40 40L0 40Z"))
        #expect(value(.role, of: row.renderNodeID, in: snapshot) == .string("group"))
    }

    @Test func testConvertingToScreenCoordinatesAddsTheViewsPlace() {
        let (_, controller) = makeScene()
        let view = UIView(frame: CGRect(x: 30, y: 50, width: 100, height: 100))
        controller.view.addSubview(view)
        #expect(UIAccessibility.convertToScreenCoordinates(CGRect(x: 1, y: 2, width: 3, height: 4), in: view)
            == CGRect(x: 31, y: 52, width: 3, height: 4))
        #expect(UIAccessibility.convertToScreenCoordinates(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), in: view).bounds
            == CGRect(x: 30, y: 50, width: 10, height: 10))
    }

    @Test func testAPushAndAPopPostScreenChanged() {
        let (scene, _) = makeScene()
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        scene.windows[0].rootViewController = navigation
        _ = scene.finishTurn()
        _ = scene.snapshot()
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(scene.finishTurn()?.notices == [.screenChanged(focus: nil)])
        navigation.popViewController(animated: false)
        #expect(scene.finishTurn()?.notices == [.screenChanged(focus: nil)])
    }

    @Test func testAPresentationAndADismissalPostScreenChanged() {
        let (scene, controller) = makeScene()
        _ = scene.snapshot()
        let presented = UIViewController()
        controller.present(presented, animated: false)
        #expect(scene.finishTurn()?.notices == [.screenChanged(focus: nil)])
        presented.dismiss(animated: false)
        #expect(scene.finishTurn()?.notices == [.screenChanged(focus: nil)])
    }

    @Test func testAScreenChangeTheAppPostsWinsOverUIKits() {
        final class Announcing: UIViewController {
            let button = UIButton(frame: CGRect(x: 10, y: 100, width: 80, height: 44))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(button)
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                UIAccessibility.post(notification: .screenChanged, argument: button)
            }
        }
        let (scene, controller) = makeScene()
        _ = scene.snapshot()
        let presented = Announcing()
        controller.present(presented, animated: false)
        #expect(scene.finishTurn()?.notices == [.screenChanged(focus: presented.button.renderNodeID)])
    }

    @Test func testVoiceOverRunningPostsItsStatusChange() {
        let (scene, _) = makeScene()
        final class Count: @unchecked Sendable { var value = 0 }
        let posted = Count()
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil,
                                                              queue: nil) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(UIAccessibility.isVoiceOverRunning == false)
        scene.setVoiceOverRunning(true)
        scene.setVoiceOverRunning(true)
        #expect(UIAccessibility.isVoiceOverRunning)
        #expect(posted.value == 1)
    }
}
