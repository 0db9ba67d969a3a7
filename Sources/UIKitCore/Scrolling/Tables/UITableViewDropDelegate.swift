import Foundation

/// The interface for handling drops in a table view. Only `tableView(_:performDropWith:)` is
/// required; the rest have UIKit's defaults.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// Takes the dropped items into the app's data and updates the table.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Whether the table takes the session's kind of data. The default is `true`.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// How a drop at the row would be handled, asked as the finger moves. The default
    /// cancels: a table view whose delegate proposes nothing takes no drop.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    /// The drag entered the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// The drag left the table, or ended over it without a drop.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    /// The drag ended over the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
    /// How the dropped row's preview looks. The default is `nil`.
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
