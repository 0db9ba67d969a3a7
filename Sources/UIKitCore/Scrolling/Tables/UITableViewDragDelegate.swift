import Foundation

/// The interface for starting drags from a table view: which rows' items a long press lifts.
/// Only `tableView(_:itemsForBeginning:at:)` is required; the rest have UIKit's defaults.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {
    /// The items to drag for the row a long press lifted; none, and no drag begins.
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// Items to add to a drag when another row is tapped during it. The default is none.
    func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem]
    /// How the lifted row's preview looks. The default is `nil`, the whole row.
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// The drag is about to begin.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    /// The drag ended, with a drop or without.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    /// Whether the drag may end in a move. The default is `true`.
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether the drag stays in the app. The default is `false`.
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                          point: CGPoint) -> [UIDragItem] { [] }
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        false
    }
}
