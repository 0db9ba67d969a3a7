import Testing
@_spi(Host) import UIKitCore
import UIKit

/// NSDiffableDataSourceSnapshot: contents and order after each change.
@MainActor
struct DiffableSnapshotTests {
    @Test func testSectionsAndItemsKeepTheirOrderThroughEachChange() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "c"])
        snapshot.insertSections(["b"], beforeSection: "c")
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([7, 8])
        snapshot.insertItems([4], afterItem: 3)
        snapshot.insertItems([0], beforeItem: 1)
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [0, 1, 2, 3, 4])
        #expect(snapshot.itemIdentifiers(inSection: "c") == [7, 8])
        #expect(snapshot.numberOfItems == 7 && snapshot.numberOfSections == 3)
        #expect(snapshot.indexOfItem(7) == 5)
        #expect(snapshot.sectionIdentifier(containingItem: 8) == "c")
        snapshot.moveItem(8, beforeItem: 0)
        snapshot.deleteItems([2])
        #expect(snapshot.itemIdentifiers == [8, 0, 1, 3, 4, 7])
        snapshot.moveSection("c", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["c", "a", "b"])
        snapshot.deleteSections(["a"])
        #expect(snapshot.itemIdentifiers == [7])
        #expect(snapshot.sectionIdentifier(containingItem: 0) == nil)
        snapshot.reloadItems([7])
        #expect(snapshot.reloadedItemIdentifiers == [7])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }
}

@MainActor
private final class Box {
    var cellsMade = 0
}

/// UITableViewDiffableDataSource: applying a snapshot updates the table with the difference,
/// keeping the cells of the items that stay.
@MainActor
struct DiffableTableTests {
    private func makeTable() -> (UIWindowScene, UITableView, UITableViewDiffableDataSource<Int, String>, Box) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "diffable-\(UUID())",
                                                      display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 2000), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let box = Box()
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            box.cellsMade += 1
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        controller.view.addSubview(table)
        _ = scene.finishTurn()
        return (scene, table, source, box)
    }

    private func snapshot(_ sections: [[String]]) -> NSDiffableDataSourceSnapshot<Int, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(Array(sections.indices))
        for (index, items) in sections.enumerated() { snapshot.appendItems(items, toSection: index) }
        return snapshot
    }

    /// Each visible row shows the item the data source has at its index path.
    private func shows(_ table: UITableView, _ source: UITableViewDiffableDataSource<Int, String>) -> Bool {
        table.layoutIfNeeded()
        return (table.indexPathsForVisibleRows ?? []).allSatisfy { indexPath in
            table.cellForRow(at: indexPath)?.textLabel?.text == source.itemIdentifier(for: indexPath)
        }
    }

    @Test func testApplyingShowsTheItemsAndMovingOneKeepsEveryCell() throws {
        let (scene, table, source, box) = makeTable()
        source.apply(snapshot([["a", "b", "c", "d"], ["e"]]))
        _ = scene.finishTurn()
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 4)
        #expect(shows(table, source))
        let cells = Dictionary(uniqueKeysWithValues: ["a", "b", "c", "d", "e"].map { item in
            (item, table.cellForRow(at: source.indexPath(for: item)!)!)
        })
        let made = box.cellsMade
        var moved = source.snapshot()
        moved.moveItem("d", beforeItem: "a")
        source.apply(moved)
        _ = scene.finishTurn()
        #expect(source.indexPath(for: "d") == IndexPath(row: 0, section: 0))
        #expect(shows(table, source))
        // Every cell stayed with its item: nothing was asked for again.
        for (item, cell) in cells { #expect(table.cellForRow(at: source.indexPath(for: item)!) === cell) }
        #expect(box.cellsMade == made)
    }

    @Test func testReloadedItemsAreAskedForAgainAndOthersAreNot() {
        let (scene, table, source, box) = makeTable()
        source.apply(snapshot([["a", "b", "c"]]))
        _ = scene.finishTurn()
        let made = box.cellsMade
        var next = source.snapshot()
        next.reloadItems(["b"])
        source.apply(next)
        _ = scene.finishTurn()
        #expect(box.cellsMade == made + 1)
        #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
        #expect(shows(table, source))
    }

    @Test func testRandomChangesAlwaysLeaveTheTableShowingTheNewSnapshot() {
        var generator = SeededGenerator(seed: 20)
        let (scene, table, source, _) = makeTable()
        var sections: [[String]] = [(0..<8).map { "i\($0)" }, (8..<14).map { "i\($0)" }, (14..<20).map { "i\($0)" }]
        source.apply(snapshot(sections))
        _ = scene.finishTurn()
        var next = 20
        for _ in 0..<200 {
            var items = sections.flatMap { $0 }
            // Delete some, insert some, shuffle some, then deal them back into sections.
            items.removeAll { _ in Int.random(in: 0..<8, using: &generator) == 0 }
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                items.insert("i\(next)", at: Int.random(in: 0...items.count, using: &generator))
                next += 1
            }
            if items.count > 2, Bool.random(using: &generator) {
                let from = Int.random(in: 0..<items.count, using: &generator)
                let item = items.remove(at: from)
                items.insert(item, at: Int.random(in: 0...items.count, using: &generator))
            }
            let cut1 = Int.random(in: 0...items.count, using: &generator)
            let cut2 = Int.random(in: cut1...items.count, using: &generator)
            sections = [Array(items[..<cut1]), Array(items[cut1..<cut2]), Array(items[cut2...])]
            source.apply(snapshot(sections))
            _ = scene.finishTurn()
            #expect(table.numberOfRows(inSection: 0) == sections[0].count)
            #expect(table.numberOfRows(inSection: 2) == sections[2].count)
            #expect(shows(table, source))
        }
    }
}
