import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Drag and drop of rows within a table view (iOS 11 and later): a long press lifts a row when
/// the drag delegate gives items for it, the drop delegate proposes what a drop would do as the
/// finger moves, and lifting the finger performs the drop with a coordinator; the delegates
/// hear the session's events in UIKit's order.
@MainActor
struct TableDragAndDropTests {
    private final class Tasks: NSObject, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
        var titles = ["Buy milk", "Call Ada", "Write tests", "Ship it"]
        var events: [String] = []
        var proposal = UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        var acceptsSession = true
        var lastDestinations: [IndexPath?] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = titles[indexPath.row]
            return cell
        }

        func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            events.append("itemsForBeginning \(indexPath.row)")
            let item = UIDragItem(itemProvider: NSItemProvider(object: titles[indexPath.row] as NSString))
            item.localObject = indexPath
            return [item]
        }
        func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) { events.append("dragWillBegin") }
        func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) { events.append("dragDidEnd") }

        func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
            events.append("canHandle local=\(session.localDragSession != nil)")
            return acceptsSession
        }
        func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) { events.append("dropDidEnter") }
        func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                       withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
            lastDestinations.append(destinationIndexPath)
            return proposal
        }
        func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) { events.append("dropDidExit") }
        func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) { events.append("dropDidEnd") }
        func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
            guard let destination = coordinator.destinationIndexPath else { return }
            for item in coordinator.items {
                guard let source = item.dragItem.localObject as? IndexPath, source == item.sourceIndexPath else { continue }
                events.append("performDrop \(source.row)→\(destination.row)")
                titles.insert(titles.remove(at: source.row), at: destination.row)
                tableView.moveRow(at: source, to: destination)
            }
        }
    }

    private func show(_ tasks: Tasks, delegates: Bool = true) -> (UIWindowScene, UITableView, UIWindow) {
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 500), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = tasks
        if delegates {
            table.dragDelegate = tasks
            table.dropDelegate = tasks
        }
        controller.view.addSubview(table)
        let (scene, window) = showOnManualClock(controller)
        return (scene, table, window)
    }

    private func point(_ table: UITableView, row: Int, y: CGFloat = 22) -> CGPoint {
        table.convert(CGPoint(x: 100, y: table.rectForRow(at: IndexPath(row: row, section: 0)).minY + y), to: nil)
    }

    @Test func testDragInteractionIsOnByDefaultOnlyOnIPad() {
        let table = UITableView()
        #expect(!table.dragInteractionEnabled)
        table.dragInteractionEnabled = true
        #expect(table.dragInteractionEnabled)
    }

    @Test func testALongPressLiftsARowAndDroppingItBelowTwoOthersPerformsTheDrop() throws {
        let tasks = Tasks()
        let (scene, table, window) = show(tasks)
        table.dragInteractionEnabled = true
        try withExtendedLifetime(window) {
            try scene.handleTouches(.began, [TouchInput(pointerID: 1, location: point(table, row: 0))], timestamp: 1)
            #expect(!table.hasActiveDrag)
            scene.clock.advance(by: 0.6)
            #expect(table.hasActiveDrag && table.hasActiveDrop)
            #expect(tasks.events == ["itemsForBeginning 0", "dragWillBegin", "canHandle local=true", "dropDidEnter"])
            // Two rows down: the middle of the lifted row over row 2.
            let target = point(table, row: 2)
            try scene.handleTouches(.moved, [TouchInput(pointerID: 1, location: target)], timestamp: 1.7)
            _ = scene.finishTurn()
            #expect(tasks.lastDestinations.last == IndexPath(row: 2, section: 0))
            // The rows between made room: row 1 moved up into the lifted row's place.
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == table.rectForRow(at: IndexPath(row: 0, section: 0)).minY)
            try scene.handleTouches(.ended, [TouchInput(pointerID: 1, location: target)], timestamp: 1.8)
            _ = scene.finishTurn()
            #expect(!table.hasActiveDrag)
            #expect(tasks.titles == ["Call Ada", "Write tests", "Buy milk", "Ship it"])
            #expect(tasks.events.suffix(3) == ["performDrop 0→2", "dropDidEnd", "dragDidEnd"])
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Buy milk")
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame == table.rectForRow(at: IndexPath(row: 2, section: 0)))
        }
    }

    @Test func testACancelProposalMakesNoRoomAndLiftingPutsTheRowBackWithoutADrop() throws {
        let tasks = Tasks()
        tasks.proposal = UITableViewDropProposal(operation: .cancel)
        let (scene, table, window) = show(tasks)
        table.dragInteractionEnabled = true
        try withExtendedLifetime(window) {
            let lifted = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            try scene.handleTouches(.began, [TouchInput(pointerID: 1, location: point(table, row: 0))], timestamp: 1)
            scene.clock.advance(by: 0.6)
            try scene.handleTouches(.moved, [TouchInput(pointerID: 1, location: point(table, row: 2))], timestamp: 1.7)
            _ = scene.finishTurn()
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == table.rectForRow(at: IndexPath(row: 1, section: 0)))
            try scene.handleTouches(.ended, [TouchInput(pointerID: 1, location: point(table, row: 2))], timestamp: 1.8)
            _ = scene.finishTurn()
            #expect(tasks.titles == ["Buy milk", "Call Ada", "Write tests", "Ship it"])
            #expect(tasks.events.suffix(3) == ["dropDidExit", "dropDidEnd", "dragDidEnd"])
            #expect(lifted.frame == table.rectForRow(at: IndexPath(row: 0, section: 0)))
        }
    }

    @Test func testWithoutDragInteractionOrItemsNoDragBegins() throws {
        let tasks = Tasks()
        let (scene, table, window) = show(tasks)
        try withExtendedLifetime(window) {
            try scene.handleTouches(.began, [TouchInput(pointerID: 1, location: point(table, row: 1))], timestamp: 1)
            scene.clock.advance(by: 0.6)
            #expect(!table.hasActiveDrag, "an iPhone's table needs dragInteractionEnabled")
            try scene.handleTouches(.ended, [TouchInput(pointerID: 1, location: point(table, row: 1))], timestamp: 1.7)
            #expect(tasks.events.isEmpty)
        }
    }

    @Test func testAnItemProviderGivesBackItsObjectAndItsText() throws {
        let provider = NSItemProvider(object: "Buy milk" as NSString)
        #expect(provider.registeredTypeIdentifiers.contains("public.utf8-plain-text"))
        #expect(provider.canLoadObject(ofClass: NSString.self))
        nonisolated(unsafe) var loaded: String?
        provider.loadObject(ofClass: NSString.self) { object, _ in loaded = (object as? NSString).map { $0 as String } }
        #expect(loaded == "Buy milk")
        let data = NSItemProvider()
        data.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { completion in
            completion(Data("Call Ada".utf8), nil)
            return nil
        }
        nonisolated(unsafe) var text: String?
        data.loadObject(ofClass: NSString.self) { object, _ in text = (object as? NSString).map { $0 as String } }
        #expect(text == "Call Ada")
        #expect(!data.canLoadObject(ofClass: ImageReader.self))
    }

    private final class ImageReader: NSItemProviderReading {
        static var readableTypeIdentifiersForItemProvider: [String] { ["public.png"] }
        static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self { fatalError() }
    }
}
