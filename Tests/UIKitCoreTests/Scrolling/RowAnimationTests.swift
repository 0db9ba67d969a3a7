import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class Rows: NSObject, UITableViewDataSource {
    var names: [String]
    init(_ names: [String]) { self.names = names }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}

/// Row and item animations: the model changes at once, and the patch tells the page which rows
/// slide to their new places, which come in and which leave, in UIKit's 0.3 seconds.
@MainActor
struct RowAnimationTests {
    private func makeTable(_ rows: Rows) -> (UIWindowScene, UITableView, UIWindow) {
        let controller = UIViewController()
        let (scene, window) = showOnManualClock(controller)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        controller.view.addSubview(table)
        _ = scene.finishTurn()
        return (scene, table, window)
    }

    private func cell(_ table: UITableView, _ row: Int) -> UITableViewCell? {
        table.cellForRow(at: IndexPath(row: row, section: 0))
    }

    @Test func testDeletingARowAnimatesItAwayAndTheRowsBelowUp() throws {
        let rows = Rows(["A", "B", "C", "D"])
        let (scene, table, window) = makeTable(rows)
        try withExtendedLifetime(window) {
            let b = try #require(cell(table, 1)), c = try #require(cell(table, 2)), a = try #require(cell(table, 0))
            rows.names.remove(at: 1)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
            let patch = try #require(scene.finishTurn())
            // The model is final at once: C is where B was.
            #expect(c.frame.minY == 44)
            #expect(patch.animations.contains(RenderAnimation(id: b.renderNodeID, kind: .disappear, style: .left, duration: 0.3)))
            #expect(patch.animations.contains(RenderAnimation(id: c.renderNodeID, kind: .move, duration: 0.3)))
            #expect(patch.animations.contains { $0.id == a.renderNodeID && $0.kind == .move })
            #expect(!patch.animations.contains { $0.kind == .appear })
            // The next patch animates nothing more.
            c.textLabel?.text = "C!"
            #expect(scene.finishTurn()?.animations == [])
        }
    }

    @Test func testInsertedRowsComeInAsTheirStyleSaysAndNoneShowsThemAtOnce() throws {
        let rows = Rows(["A", "B"])
        let (scene, table, window) = makeTable(rows)
        try withExtendedLifetime(window) {
            rows.names.insert("New", at: 0)
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
            let patch = try #require(scene.finishTurn())
            let inserted = try #require(cell(table, 0))
            #expect(inserted.textLabel?.text == "New")
            #expect(patch.animations.contains(RenderAnimation(id: inserted.renderNodeID, kind: .appear, style: .top, duration: 0.3)))
            #expect(patch.animations.contains { $0.id == cell(table, 1)?.renderNodeID && $0.kind == .move })
            rows.names.insert("Plain", at: 0)
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            let plain = try #require(scene.finishTurn())
            #expect(!plain.animations.contains { $0.kind == .appear })
            #expect(plain.animations.contains { $0.kind == .move })
        }
    }

    @Test func testWithoutAnimationOrOnReloadDataNothingIsAnimated() throws {
        let rows = Rows(["A", "B", "C"])
        let (scene, table, window) = makeTable(rows)
        try withExtendedLifetime(window) {
            rows.names.remove(at: 0)
            UIView.performWithoutAnimation {
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
            #expect(UIView.areAnimationsEnabled)
            #expect(scene.finishTurn()?.animations == [])
            rows.names.append("D")
            table.reloadData()
            #expect(scene.finishTurn()?.animations == [])
        }
    }

    @Test func testADiffableSnapshotAppliedWithAnimationMovesTheItemsThatStay() throws {
        let controller = UIViewController()
        let (scene, window) = showOnManualClock(controller)
        try withExtendedLifetime(window) {
            let (collection, source) = makeTextList(items: ["One", "Two", "Three"])
            var snapshot = source.snapshot()
            controller.view.addSubview(collection)
            _ = scene.finishTurn()
            let two = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
            let one = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
            snapshot.deleteItems(["One"])
            source.apply(snapshot, animatingDifferences: true)
            let patch = try #require(scene.finishTurn())
            #expect(patch.animations.contains(RenderAnimation(id: one.renderNodeID, kind: .disappear, duration: 0.3)))
            #expect(patch.animations.contains(RenderAnimation(id: two.renderNodeID, kind: .move, duration: 0.3)))
            snapshot.appendItems(["Four"])
            source.apply(snapshot, animatingDifferences: false)
            #expect(scene.finishTurn()?.animations == [])
        }
    }
}
