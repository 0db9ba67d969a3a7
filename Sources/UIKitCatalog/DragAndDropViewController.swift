import UIKit

/// Drag and drop within a table: a long press lifts a task, the rows make room where it would
/// go, and lifting the finger drops it there through the drop delegate, which moves the task in
/// the list and the row in the table. The Share button offers the list in an activity sheet.
final class DragAndDropViewController: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    private var tasks = ["Buy milk", "Call Ada", "Write the tests", "Review the patch", "Ship it"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Drag to reorder"
        tableView.accessibilityIdentifier = "dragTable"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "task")
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
        // Share the list: a UIActivityViewController sheet (Copy puts it on the pasteboard).
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: DragAndDropViewController.shareTapped)
        share.accessibilityIdentifier = "shareTasks"
        navigationItem.rightBarButtonItem = share
    }

    private func shareTapped() {
        let sheet = UIActivityViewController(activityItems: [tasks.joined(separator: "\n")], applicationActivities: nil)
        present(sheet, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tasks.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
        cell.textLabel?.text = tasks[indexPath.row]
        cell.accessibilityIdentifier = "task\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: tasks[indexPath.row] as NSString))
        item.localObject = indexPath
        return [item]
    }

    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        session.localDragSession != nil
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath else { return }
        for item in coordinator.items {
            guard let source = item.sourceIndexPath else { continue }
            tasks.insert(tasks.remove(at: source.row), at: destination.row)
            tableView.moveRow(at: source, to: destination)
            // The rows keep their identifiers in order.
            tableView.reloadRows(at: (0..<tasks.count).map { IndexPath(row: $0, section: 0) }, with: .none)
        }
    }
}
