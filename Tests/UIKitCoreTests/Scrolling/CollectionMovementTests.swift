import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class MovableItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var names: [String]
    var events: [String] = []
    var fixed: Set<Int> = []
    var retarget: ((IndexPath) -> IndexPath)?

    init(_ count: Int) {
        names = (0..<count).map { "Item \($0)" }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.accessibilityLabel = names[indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !fixed.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        events.append("moveItemAt \(sourceIndexPath.item) to \(destinationIndexPath.item)")
        names.insert(names.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        events.append("target \(originalIndexPath.item) \(currentIndexPath.item)→\(proposedIndexPath.item)")
        return retarget?(proposedIndexPath) ?? proposedIndexPath
    }
}

/// Moving collection view items interactively: the app's calls, a list cell's reorder control,
/// the controller's long press, and a diffable data source's reordering handlers.
@MainActor
struct CollectionMovementTests {
    /// A 3-column grid of 100-point items, 10 points in and apart.
    private func makeGrid(_ items: MovableItems) -> (UIWindowScene, UICollectionView, UIWindow) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let controller = UIViewController()
        let (scene, window) = showOnManualClock(controller)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 340, height: 600), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = items
        collection.delegate = items
        controller.view.addSubview(collection)
        _ = scene.finishTurn()
        return (scene, collection, window)
    }

    private func cell(_ collection: UICollectionView, _ item: Int) -> UICollectionViewCell? {
        collection.cellForItem(at: IndexPath(item: item, section: 0))
    }

    @Test func testTheItemsBetweenMakeRoomAndEndingTellsTheDataSource() throws {
        let items = MovableItems(7)
        let (scene, collection, window) = makeGrid(items)
        try withExtendedLifetime(window) {
            let moving = try #require(cell(collection, 0))
            let second = try #require(cell(collection, 1)), fourth = try #require(cell(collection, 3))
            #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            // Over item 3's place (the second line's first): the cell follows, items 1–3 move back one place.
            collection.updateInteractiveMovementTargetPosition(CGPoint(x: 62, y: 168))
            collection.layoutIfNeeded()
            #expect(moving.center == CGPoint(x: 62, y: 168))
            #expect(second.frame.origin == CGPoint(x: 10, y: 10))
            #expect(fourth.frame.origin == CGPoint(x: 230, y: 10))
            #expect(items.events == ["target 0 0→3"])
            #expect(items.names.first == "Item 0")  // nothing moved in the data yet
            collection.endInteractiveMovement()
            _ = scene.finishTurn()
            #expect(items.events == ["target 0 0→3", "moveItemAt 0 to 3"])
            #expect(items.names.prefix(4) == ["Item 1", "Item 2", "Item 3", "Item 0"])
            #expect(cell(collection, 3) === moving)
            #expect(moving.frame.origin == CGPoint(x: 10, y: 120))
            #expect(cell(collection, 0) === second)
        }
    }

    @Test func testAnItemThatCannotMoveDoesNotStartAndACancelPutsItBack() throws {
        let items = MovableItems(6)
        items.fixed = [2]
        let (scene, collection, window) = makeGrid(items)
        try withExtendedLifetime(window) {
            #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
            let moving = try #require(cell(collection, 4))
            let place = moving.frame
            #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
            // A second movement does not start while one is under way.
            #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
            collection.updateInteractiveMovementTargetPosition(CGPoint(x: 60, y: 60))
            collection.layoutIfNeeded()
            #expect(cell(collection, 0)?.frame.origin == CGPoint(x: 120, y: 10))
            collection.cancelInteractiveMovement()
            _ = scene.finishTurn()
            #expect(moving.frame == place)
            #expect(cell(collection, 0)?.frame.origin == CGPoint(x: 10, y: 10))
            #expect(!items.events.contains { $0.hasPrefix("moveItemAt") })
        }
    }

    @Test func testTheDelegateRetargetsWhereTheItemGoes() throws {
        let items = MovableItems(6)
        items.retarget = { proposed in IndexPath(item: max(proposed.item, 2), section: 0) }
        let (scene, collection, window) = makeGrid(items)
        withExtendedLifetime(window) {
            collection.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0))
            collection.updateInteractiveMovementTargetPosition(CGPoint(x: 60, y: 60))
            collection.endInteractiveMovement()
            _ = scene.finishTurn()
            #expect(items.events == ["target 5 5→0", "moveItemAt 5 to 2"])
            #expect(items.names == ["Item 0", "Item 1", "Item 5", "Item 2", "Item 3", "Item 4"])
        }
    }

    @Test func testAFingerOnAListCellsReorderControlMovesItsItemThroughTheReorderingHandlers() throws {
        let controller = UIViewController()
        let (scene, window) = showOnManualClock(controller)
        try withExtendedLifetime(window) {
            let (collection, source) = makeTextList(items: ["Pinned", "One", "Two", "Three"], accessories: [.reorder()])
            var log: [String] = []
            source.reorderingHandlers.canReorderItem = { $0 != "Pinned" }
            source.reorderingHandlers.willReorder = { transaction in log.append("will \(transaction.initialSnapshot.itemIdentifiers)") }
            source.reorderingHandlers.didReorder = { transaction in
                log.append("did \(transaction.finalSnapshot.itemIdentifiers)")
                log.append("difference \(transaction.difference.count) in \(transaction.sectionTransactions.map(\.sectionIdentifier))")
            }
            controller.view.addSubview(collection)
            collection.isEditing = true
            _ = scene.finishTurn()
            #expect(!source.collectionView(collection, canMoveItemAt: IndexPath(item: 0, section: 0)))
            let row = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
            let control = try #require(row.subviews.first { $0.accessibilityLabel == "Reorder" })
            let height = row.frame.height
            // A finger on "One"'s control drags it down past "Three".
            let start = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
            try scene.handleTouches(.began, [TouchInput(pointerID: 4, location: start)], timestamp: 1)
            for step in 1...5 {
                try scene.handleTouches(.moved, [TouchInput(pointerID: 4, location: CGPoint(x: start.x, y: start.y + CGFloat(step) * height * 0.45))],
                                        timestamp: 1 + Double(step) * 0.03)
            }
            _ = scene.finishTurn()
            #expect(abs(row.frame.minY - (height + height * 2.25)) < 1)
            #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == height * 2)
            try scene.handleTouches(.ended, [TouchInput(pointerID: 4, location: CGPoint(x: start.x, y: start.y + height * 2.25))], timestamp: 1.3)
            _ = scene.finishTurn()
            #expect(source.snapshot().itemIdentifiers == ["Pinned", "Two", "Three", "One"])
            #expect(log == ["will [\"Pinned\", \"One\", \"Two\", \"Three\"]", "did [\"Pinned\", \"Two\", \"Three\", \"One\"]",
                            "difference 2 in [0]"])
            #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === row)
            #expect(row.frame.minY == height * 3)
        }
    }

    @Test func testACollectionViewControllersLongPressLiftsTheItemAndTheFingerMovesIt() throws {
        final class Board: UICollectionViewController {
            var names = ["A", "B", "C", "D"]
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                collectionView.contentInsetAdjustmentBehavior = .never
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
            override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                names.insert(names.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let board = Board(collectionViewLayout: layout)
        #expect(board.installsStandardGestureForInteractiveMovement)
        let (scene, window) = showOnManualClock(board)
        try withExtendedLifetime(window) {
            let first = try #require(board.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            let start = first.convert(CGPoint(x: 40, y: 40), to: nil)
            try scene.handleTouches(.began, [TouchInput(pointerID: 5, location: start)], timestamp: 1)
            scene.clock.advance(by: 0.6)
            let third = try #require(board.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
            let end = third.convert(CGPoint(x: 40, y: 40), to: nil)
            try scene.handleTouches(.moved, [TouchInput(pointerID: 5, location: end)], timestamp: 1.7)
            try scene.handleTouches(.ended, [TouchInput(pointerID: 5, location: end)], timestamp: 1.8)
            _ = scene.finishTurn()
            #expect(board.names == ["B", "C", "A", "D"])
            #expect(board.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === first)
        }
    }
}
