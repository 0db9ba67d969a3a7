import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A table controller whose rows are names that can be deleted, inserted and moved.
@MainActor
private final class Names: UITableViewController {
    var names = (0..<8).map { "Name \($0)" }
    var events: [String] = []
    var styles: [Int: UITableViewCell.EditingStyle] = [:]
    var movable = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name")
        tableView.rowHeight = 44
        tableView.contentInsetAdjustmentBehavior = .never
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        styles[indexPath.row] ?? .delete
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        events.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        if editingStyle == .delete {
            names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        events.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// Editing mode: delete and insert controls, the delete confirmation, reordering by dragging a
/// row's reorder control, and the controller's edit button.
@MainActor
struct TableEditingTests {
    private func makeNames() -> (UIWindowScene, Names) {
        let names = Names(style: .plain)
        let (scene, _) = showOnManualClock(names)
        return (scene, names)
    }

    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func testTheEditButtonShowsDeleteAndReorderControlsAndIndentsTheContent() throws {
        let (scene, names) = makeNames()
        let table = names.tableView!
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.contentView.frame.minX == 0)
        #expect(names.editButtonItem.title == "Edit")
        names.setEditing(true, animated: false)
        _ = scene.finishTurn()
        #expect(table.isEditing && cell.isEditing)
        #expect(names.editButtonItem.title == "Done")
        #expect(cell.contentView.frame.minX == 38)
        let controls = cell.subviews.compactMap { $0 as? UIButton }
        #expect(controls.map { $0.title(for: .normal) } == ["⊖"])
        #expect(cell.subviews.contains { $0.accessibilityLabel == "Reorder" })
        names.setEditing(false, animated: false)
        _ = scene.finishTurn()
        #expect(cell.contentView.frame.minX == 0)
        #expect(!cell.subviews.contains { $0 is UIButton || $0.accessibilityLabel == "Reorder" })
    }

    @Test func testADeleteControlOffersDeleteWhichCommitsTheDeletion() throws {
        let (scene, names) = makeNames()
        let table = names.tableView!
        names.setEditing(true, animated: false)
        _ = scene.finishTurn()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let minus = try #require(cell.subviews.first { $0 is UIButton && ($0 as? UIButton)?.title(for: .normal) == "⊖" })
        scene.tap(at: center(of: minus))
        _ = scene.finishTurn()
        #expect(names.events.isEmpty)
        let delete = try #require(scene.view(withAccessibilityIdentifier: "swipeAction.Delete"))
        scene.tap(at: center(of: delete))
        _ = scene.finishTurn()
        #expect(names.events == ["commit delete 2"])
        #expect(table.numberOfRows(inSection: 0) == 7)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Name 3")
    }

    @Test func testAnInsertControlCommitsTheInsertion() throws {
        let (scene, names) = makeNames()
        names.styles[0] = .insert
        names.setEditing(true, animated: false)
        _ = scene.finishTurn()
        let cell = try #require(names.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let plus = try #require(cell.subviews.first { ($0 as? UIButton)?.title(for: .normal) == "⊕" })
        scene.tap(at: center(of: plus))
        #expect(names.events == ["commit insert 0"])
    }

    @Test func testDraggingAReorderControlMovesTheRowAndTellsTheDataSource() throws {
        let (scene, names) = makeNames()
        let table = names.tableView!
        names.setEditing(true, animated: false)
        _ = scene.finishTurn()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let grip = try #require(cell.subviews.first { $0.accessibilityLabel == "Reorder" })
        let start = center(of: grip)
        try scene.handleTouches(.began, [TouchInput(pointerID: 4, location: start)], timestamp: 1)
        // Down by two rows: the row's middle is over row 3.
        for step in 1...4 {
            try scene.handleTouches(.moved, [TouchInput(pointerID: 4, location: CGPoint(x: start.x, y: start.y + CGFloat(step) * 22))],
                                    timestamp: 1 + Double(step) * 0.05)
        }
        #expect(cell.frame.minY == CGFloat(132))
        // Rows 2 and 3 moved up to make room; row 4 stays.
        _ = scene.finishTurn()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 44)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 88)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minY == 176)
        try scene.handleTouches(.ended, [TouchInput(pointerID: 4, location: CGPoint(x: start.x, y: start.y + 88))], timestamp: 1.5)
        _ = scene.finishTurn()
        #expect(names.events == ["move 1 to 3"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
        #expect(cell.frame.minY == 132)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Name 2")
        // No row was selected by the drag.
        #expect(table.indexPathForSelectedRow == nil)
    }
}

/// A plain table with a section index of every tenth section.
@MainActor
private final class Indexed: UITableViewController {
    override func numberOfSections(in tableView: UITableView) -> Int { 50 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B", "C", "D", "E"] }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index * 10 }
}

@MainActor
struct TableSectionIndexTests {
    @Test func testTouchingAnIndexTitleScrollsItsSectionToTheTop() throws {
        let indexed = Indexed(style: .plain)
        indexed.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        indexed.tableView.rowHeight = 44
        indexed.tableView.contentInsetAdjustmentBehavior = .never
        let (scene, _) = showOnManualClock(indexed)
        let table = indexed.tableView!
        let strip = try #require(table.subviews.first { $0.accessibilityLabel == "Section index" })
        let titles = strip.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(titles == ["A", "B", "C", "D", "E"])
        // Along the trailing edge of the visible area, the titles centred in it; the rows keep
        // their content clear of it.
        #expect(strip.frame == CGRect(x: 374, y: 0, width: 16, height: 844))
        let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(row.frame.width == 390)
        #expect(row.contentView.frame.maxX == 374)
        let c = try #require(strip.subviews.first { ($0 as? UILabel)?.text == "C" })
        scene.tap(at: c.convert(CGPoint(x: 8, y: 7), to: nil))
        _ = scene.finishTurn()
        // Section 20 starts after 20 sections of a 28-point header and ten 44-point rows.
        #expect(table.contentOffset.y == CGFloat(20 * (28 + 440)))
        #expect(strip.frame.minY == table.contentOffset.y)
        #expect(table.indexPathForSelectedRow == nil)
    }
}

@MainActor
private final class Prefetcher: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
    var events: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        events.append("prefetch \(indexPaths.first!.row)...\(indexPaths.last!.row)")
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        events.append("cancel \(indexPaths.first!.row)...\(indexPaths.last!.row)")
    }
}

@MainActor
struct TablePrefetchingTests {
    @Test func testRowsAScreenAheadArePrefetchedAndCancelledWhenTheScrollTurns() {
        let controller = UIViewController()
        let (scene, _) = showOnManualClock(controller)
        let rows = Prefetcher()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440))
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.prefetchDataSource = rows
        controller.view.addSubview(table)
        _ = scene.finishTurn()
        // Rows 0–19 are made (the view and a screen below); the ten after them are prefetched.
        #expect(rows.events == ["prefetch 20...29"])
        table.contentOffset = CGPoint(x: 0, y: 440)
        _ = scene.finishTurn()
        #expect(rows.events == ["prefetch 20...29", "prefetch 30...39"])
        // Turning back: the rows ahead below are no longer coming.
        table.contentOffset = CGPoint(x: 0, y: 0)
        _ = scene.finishTurn()
        #expect(rows.events.last == "cancel 30...39")
    }
}
