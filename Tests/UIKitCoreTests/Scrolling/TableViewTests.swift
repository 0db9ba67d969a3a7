import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class CountingCell: UITableViewCell {
    static var made = 0
    var reuses = 0
    var madeWithStyleInit = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
        madeWithStyleInit = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

@MainActor
private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var titles: [String?] = []
    var asked: [IndexPath] = []
    var events: [String] = []
    var heights: [IndexPath: CGFloat] = [:]
    var texts: [IndexPath: String] = [:]
    var refuse: IndexPath?
    var swipeActions: [String] = []
    var performed: [String] = []
    var finishesActions = true

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = texts[indexPath] ?? "Row \(indexPath.row)"
        cell.textLabel?.numberOfLines = 0
        cell.accessibilityIdentifier = "row-\(indexPath.section)-\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < titles.count ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)")
        return indexPath == refuse ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? {
        guard !swipeActions.isEmpty else { return nil }
        return UISwipeActionsConfiguration(actions: swipeActions.map { title in
            UIContextualAction(style: title == "Delete" ? .destructive : .normal, title: title) { [weak self] action, view, done in
                self?.performed.append("\(action.title ?? "") row \(indexPath.row) from \(type(of: view))")
                if self?.finishesActions == true { done(true) }
            }
        })
    }
}

/// UITableView: rows asked for only near the visible area, cells reused, heights fixed,
/// delegated or self-sized, selection in UIKit's order, batch updates, and the controller whose
/// data source methods a subclass overrides.
@MainActor
struct TableViewTests {
    private func makeTable(_ rows: Rows, style: UITableView.Style = .plain, rowHeight: CGFloat = 44)
        -> (UIWindowScene, UITableView) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "table-\(UUID())",
                                                      display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        scene.clock = .manual()
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: style)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = rowHeight
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        table.accessibilityIdentifier = "table"
        controller.view.addSubview(table)
        _ = scene.finishTurn()
        return (scene, table)
    }

    @Test func testAHundredThousandRowsAskForTheVisibleOnesOnly() {
        let rows = Rows([100_000])
        let (_, table) = makeTable(rows)
        #expect(table.contentSize == CGSize(width: 390, height: 4_400_000))
        // 440 points of view and 440 of overscan below: 20 rows asked for, 10 of them visible.
        #expect(rows.asked.count == 20)
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.count == 10)
        #expect(table.cellForRow(at: IndexPath(row: 15, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.textLabel?.text == "Row 5")
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) == nil)
        #expect(table.rectForRow(at: IndexPath(row: 99_999, section: 0)) == CGRect(x: 0, y: 4_399_956, width: 390, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 4_399_960)) == IndexPath(row: 99_999, section: 0))
    }

    @Test func testScrollingReusesCellsThroughTheirOwnInitializer() {
        CountingCell.made = 0
        let rows = Rows([10_000])
        let (scene, table) = makeTable(rows)
        for step in 1...40 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 440)
            _ = scene.finishTurn()
        }
        // Three screens of cells at most: the view and an overscan above and below.
        #expect(CountingCell.made <= 31)
        let cells = table.visibleCells.compactMap { $0 as? CountingCell }
        #expect(cells.count == table.visibleCells.count)
        #expect(cells.allSatisfy { $0.madeWithStyleInit })
        #expect(cells.contains { $0.reuses > 0 })
        #expect(cells.allSatisfy { $0.reuseIdentifier == "row" })
        let first = table.indexPathsForVisibleRows!.first!
        #expect(table.cellForRow(at: first)?.textLabel?.text == "Row \(first.row)")
    }

    @Test func testDelegateAndSelfSizedHeightsPlaceTheRows() {
        let rows = Rows([5])
        rows.heights[IndexPath(row: 1, section: 0)] = 100
        let (_, table) = makeTable(rows)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 144)
        #expect(table.contentSize.height == CGFloat(44 * 4 + 100))

        let sized = Rows([3])
        sized.texts[IndexPath(row: 1, section: 0)] = String(repeating: "A long line of text that wraps. ", count: 8)
        let (_, selfSizing) = makeTable(sized, rowHeight: UITableView.automaticDimension)
        let tall = selfSizing.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(selfSizing.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(tall.height > 88)
        #expect(selfSizing.rectForRow(at: IndexPath(row: 2, section: 0)).minY == tall.maxY)
    }

    @Test func testATapSelectsInUIKitsOrderAndASecondTapMovesTheSelection() throws {
        let rows = Rows([10])
        let (scene, table) = makeTable(rows)
        let point = table.convert(CGPoint(x: 100, y: 66), to: nil)
        scene.tap(at: point)
        #expect(rows.events == ["didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        rows.events = []
        scene.tap(at: table.convert(CGPoint(x: 100, y: 154), to: nil))
        #expect(rows.events == ["didHighlight 3", "didUnhighlight 3", "willSelect 3", "willDeselect 1", "didDeselect 1", "didSelect 3"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        rows.events = []
        rows.refuse = IndexPath(row: 5, section: 0)
        scene.tap(at: table.convert(CGPoint(x: 100, y: 242), to: nil))
        #expect(rows.events == ["didHighlight 5", "didUnhighlight 5", "willSelect 5"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test func testATouchThatBecomesAScrollSelectsNothing() throws {
        let rows = Rows([10])
        let (scene, table) = makeTable(rows)
        let point = table.convert(CGPoint(x: 100, y: 66), to: nil)
        try scene.handleTouches(.began, [TouchInput(pointerID: 9, location: point)], timestamp: 1)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
        try scene.handleTouches(.cancelled, [TouchInput(pointerID: 9, location: point)], timestamp: 1.1)
        #expect(rows.events == ["didHighlight 1", "didUnhighlight 1"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false)
    }

    @Test func testDeletingAndInsertingRowsKeepsTheCellsOfTheRowsThatStay() {
        let rows = Rows([6])
        let (scene, table) = makeTable(rows)
        let third = table.cellForRow(at: IndexPath(row: 2, section: 0))
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        rows.counts = [5]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === third)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        rows.counts = [7]
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
        })
        // Old row 1 (the former third) is after the inserts at 0 and 2: row 3.
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === third)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        _ = scene.finishTurn()
        #expect(table.numberOfRows(inSection: 0) == 7)
        #expect(table.visibleCells.count == 7)
    }

    @Test func testAReusedCellSendsItsChangedPropertiesNotANewNode() {
        let rows = Rows([10_000])
        let (scene, table) = makeTable(rows)
        for step in 1...4 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 440)
            _ = scene.finishTurn()
        }
        table.contentOffset = CGPoint(x: 0, y: 5 * 440)
        let operations = scene.finishTurn()?.operations ?? []
        let creates = operations.filter { if case .create = $0 { return true } else { return false } }
        let removes = operations.filter { if case .remove = $0 { return true } else { return false } }
        #expect(creates.isEmpty)
        #expect(removes.isEmpty)
        #expect(operations.contains { operation in
            if case .set(_, let properties) = operation { return properties.contains { $0.key == .text } }
            return false
        })
    }

    @Test func testGroupedTablesShowTitlesInCapitalsAndInsetGroupedRoundsTheEnds() {
        let rows = Rows([2, 3])
        rows.titles = ["Network", nil]
        let (_, grouped) = makeTable(rows, style: .grouped)
        #expect(grouped.headerView(forSection: 0)?.textLabel?.text == "NETWORK")
        #expect(grouped.rect(forSection: 0).height == CGFloat(38 + 88 + 18))
        #expect(grouped.backgroundColor == .systemGroupedBackground)
        let inset = Rows([3])
        let (_, insetGrouped) = makeTable(inset, style: .insetGrouped)
        let first = insetGrouped.cellForRow(at: IndexPath(row: 0, section: 0))!
        let middle = insetGrouped.cellForRow(at: IndexPath(row: 1, section: 0))!
        let last = insetGrouped.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(first.frame.minX == 20 && first.frame.width == 350)
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0)
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    @Test func testAutomationScrollsUntilAFarRowExistsAndIsVisible() throws {
        CountingCell.made = 0
        let rows = Rows([5_000])
        let (scene, table) = makeTable(rows)
        try scene.scroll(identifier: "table", toVisible: "row-0-4000")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 4000, section: 0)))
        #expect(table.bounds.contains(cell.frame))
        // Paging through 4,000 rows made no more cells than three screens hold.
        #expect(CountingCell.made <= 31)
    }

    @Test func testAPlainTablesHeaderSticksToTheTopUntilItsSectionEnds() throws {
        let rows = Rows([20, 20])
        rows.titles = ["First", "Second"]
        let (scene, table) = makeTable(rows)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame.minY == 0 && header.frame.height == 28)
        table.contentOffset.y = 300
        _ = scene.finishTurn()
        #expect(header.frame.minY == 300)
        // Section 0 ends at 28 + 20 × 44 = 908: its header stops 28 points above.
        table.contentOffset.y = 890
        _ = scene.finishTurn()
        #expect(header.frame.minY == 880)
        #expect(table.headerView(forSection: 1)?.frame.minY == 908)
    }

    @Test func testAListContentConfigurationShowsAndSizesTheCell() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Title"
        content.secondaryText = "A subtitle"
        cell.contentConfiguration = content
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.layoutIfNeeded()
        let shown = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(shown.text == "Title" && shown.secondaryText == "A subtitle")
        let labels = cell.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel } ?? []
        #expect(labels.map(\.text) == ["Title", "A subtitle"])
        #expect(labels[0].frame.minX == 20 && labels[1].frame.minY > labels[0].frame.maxY)
        #expect(labels[1].font.pointSize == 15 && labels[1].textColor == .secondaryLabel)
        // Text, three points, secondary text, and 11 points above and below: more than 44.
        let height = cell.sizeThatFits(CGSize(width: 390, height: 0)).height
        #expect(height > 44)
        #expect(height == (labels[0].frame.height + 3 + labels[1].frame.height + 22).rounded(.up))
        content.text = "Changed"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.count == 1)
        #expect((cell.contentView.subviews.first?.subviews.first { $0 is UILabel } as? UILabel)?.text == "Changed")
    }

    private func drag(_ scene: UIWindowScene, _ table: UITableView, row: Int, by dx: CGFloat, pointer: Int = 7) throws {
        let start = table.convert(CGPoint(x: 300, y: CGFloat(row) * 44 + 22), to: nil)
        try scene.handleTouches(.began, [TouchInput(pointerID: pointer, location: start)], timestamp: 1)
        for step in 1...5 {
            let point = CGPoint(x: start.x + dx * CGFloat(step) / 5, y: start.y + 2)
            try scene.handleTouches(.moved, [TouchInput(pointerID: pointer, location: point)], timestamp: 1 + Double(step) * 0.02)
        }
        try scene.handleTouches(.ended, [TouchInput(pointerID: pointer, location: CGPoint(x: start.x + dx, y: start.y + 2))],
                                timestamp: 1.2)
    }

    @Test func testSwipingARowOpensItsActionsAndATapRunsOne() throws {
        let rows = Rows([10])
        rows.swipeActions = ["Delete", "Flag"]
        let (scene, table) = makeTable(rows)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        try drag(scene, table, row: 2, by: -120)
        // Open: the content moved left by the actions' width, the actions laid out in its place,
        // the first one (Delete) at the trailing edge; nothing was selected.
        let buttons = cell.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.map { $0.title(for: .normal) } == ["Delete", "Flag"])
        let delete = buttons[0], flag = buttons[1]
        #expect(delete.frame.maxX == cell.bounds.width && flag.frame.maxX == delete.frame.minX)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == -(delete.frame.width + flag.frame.width))
        #expect(delete.backgroundColor == .systemRed && flag.backgroundColor == .systemGray)
        #expect(rows.events.filter { $0.hasPrefix("didSelect") }.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
        // A tap on Flag runs its handler with the button; its completion closes the row.
        scene.tap(at: flag.convert(CGPoint(x: flag.bounds.midX, y: flag.bounds.midY), to: nil))
        #expect(rows.performed == ["Flag row 2 from UIButton"])
        cell.layoutIfNeeded()
        #expect(cell.subviews.compactMap { $0 as? UIButton }.isEmpty)
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test func testAShortSwipeClosesAFullSwipePerformsTheFirstActionAndATapElsewhereCloses() throws {
        let rows = Rows([10])
        rows.swipeActions = ["Delete"]
        let (scene, table) = makeTable(rows)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        try drag(scene, table, row: 1, by: -20)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0)
        #expect(cell.subviews.compactMap { $0 as? UIButton }.isEmpty)
        try drag(scene, table, row: 1, by: -280)
        #expect(rows.performed == ["Delete row 1 from UIButton"])
        rows.performed = []
        try drag(scene, table, row: 3, by: -100)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.subviews.contains { $0 is UIButton } == true)
        rows.events = []
        // A tap on another row closes the open one and selects nothing.
        scene.tap(at: table.convert(CGPoint(x: 100, y: 5 * 44 + 22), to: nil))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.subviews.contains { $0 is UIButton } == false)
        #expect(rows.events.isEmpty)
        // Without actions for the row, a sideways drag does nothing.
        rows.swipeActions = []
        try drag(scene, table, row: 4, by: -200)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.subviews.contains { $0 is UIButton } == false)
    }

    @Test func testScrollToRowPutsItWhereAsked() {
        let rows = Rows([1_000])
        let (_, table) = makeTable(rows)
        table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 22_000)
        table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(22_044 - 440))
        table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(44_000 - 440))
    }
}

@MainActor
private final class NumbersController: UITableViewController {
    var selected: [Int] = []
    var scrolled = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "number")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "number", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
}

/// Scrolls its table to row 60 in its first `viewDidLayoutSubviews`, as apps restoring a
/// position do.
@MainActor
private final class ScrolledOnLayoutController: UITableViewController {
    private var scrolled = false

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "number")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !scrolled else { return }
        scrolled = true
        tableView.contentOffset.y = 60 * 44 - tableView.adjustedContentInset.top
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "number", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
}

/// UITableViewController: its subclasses override the data source, delegate and scroll view
/// delegate methods, as in Apple's SDK.
@MainActor
struct TableViewControllerTests {
    @Test func testASubclassOverridesTheDataSourceAndDelegate() throws {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "tablecontroller-\(UUID())",
                                                      display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = NumbersController(style: .plain)
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        let table = try #require(controller.tableView)
        #expect(table.dataSource === controller)
        #expect(table.numberOfRows(inSection: 0) == 30)
        // Under the navigation bar, the first row starts below it.
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "0")
        let scrolledBefore = controller.scrolled
        table.contentOffset.y += 10
        #expect(controller.scrolled == scrolledBefore + 1)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        scene.tap(at: cell.convert(CGPoint(x: 20, y: 20), to: nil))
        #expect(controller.selected == [2])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func testAnOffsetSetInViewDidLayoutSubviewsShowsItsRowsAfterTheTurn() throws {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "tablecontroller-\(UUID())",
                                                      display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = ScrolledOnLayoutController(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        let table = try #require(controller.tableView)
        #expect(table.contentOffset.y == 60 * 44 - table.adjustedContentInset.top)
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 60, section: 0)) == true)
        #expect(table.cellForRow(at: IndexPath(row: 60, section: 0))?.textLabel?.text == "60")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    }
}
