import Foundation

/// A cell whose content a swipe slides sideways: a table row or a collection view list row.
@MainActor
protocol SwipeableCell: UIView {
    /// How far a swipe slid the content: negative towards the leading edge.
    var swipeOffset: CGFloat { get set }
}

extension UITableViewCell: SwipeableCell {}
extension UICollectionViewCell: SwipeableCell {}

/// A row being swiped, or open on its actions: in a table, or in a collection view's list section.
@MainActor
final class RowSwipe {
    let indexPath: IndexPath
    weak var cell: (any SwipeableCell)?
    let configuration: UISwipeActionsConfiguration
    /// Whether the row was swiped from its trailing edge (its actions on the right).
    let fromTrailing: Bool
    var buttons: [UIButton] = []
    var naturalWidths: [CGFloat] = []
    /// How far the content moved: negative from the trailing edge.
    var offset: CGFloat = 0
    /// The offset when the current touch began (the actions' width when open).
    var baseOffset: CGFloat = 0
    var isOpen = false

    init(indexPath: IndexPath, cell: any SwipeableCell, configuration: UISwipeActionsConfiguration, fromTrailing: Bool) {
        self.indexPath = indexPath
        self.cell = cell
        self.configuration = configuration
        self.fromTrailing = fromTrailing
    }

    /// The width of the actions at their natural size.
    var actionsWidth: CGFloat { naturalWidths.reduce(0, +) }
}

/// What swiping rows needs of its view: the swipe under way. The sliding, the actions' buttons
/// and the full swipe are the same for tables and collection view lists.
@MainActor
protocol RowSwipeHost: AnyObject {
    var rowSwipe: RowSwipe? { get set }
}

extension UITableView: RowSwipeHost {}
extension UICollectionView: RowSwipeHost {}

extension RowSwipeHost {
    /// Makes the swipe's buttons in its cell and makes it the swipe under way.
    func startSwipe(_ swipe: RowSwipe) {
        swipe.buttons = swipe.configuration.actions.map { makeButton(for: $0, in: swipe) }
        swipe.naturalWidths = swipe.buttons.map(\.frame.width)
        for button in swipe.buttons { swipe.cell?.addSubview(button) }
        rowSwipe = swipe
    }

    /// The swiping finger moved by `dx` from where it went down.
    func moveSwipe(by dx: CGFloat) {
        guard let swipe = rowSwipe else { return }
        let proposed = swipe.baseOffset + dx
        swipe.offset = swipe.fromTrailing ? min(0, proposed) : max(0, proposed)
        placeSwipe(swipe)
    }

    /// The swiping finger lifted: a full swipe performs the first action, past half of the
    /// actions the row stays open, else it closes.
    func endSwipe() {
        guard let swipe = rowSwipe, let cell = swipe.cell else { return closeSwipe() }
        let distance = abs(swipe.offset)
        if swipe.configuration.performsFirstActionWithFullSwipe, distance > cell.bounds.width * 0.6,
           let first = swipe.configuration.actions.first {
            perform(first, button: swipe.buttons[0], in: swipe)
        } else if distance > swipe.actionsWidth / 2 {
            swipe.isOpen = true
            swipe.offset = swipe.fromTrailing ? -swipe.actionsWidth : swipe.actionsWidth
            swipe.baseOffset = swipe.offset
            placeSwipe(swipe)
        } else {
            closeSwipe()
        }
    }

    /// Closes the open or swiping row.
    func closeSwipe() {
        guard let swipe = rowSwipe else { return }
        rowSwipe = nil
        for button in swipe.buttons { button.removeFromSuperview() }
        guard let cell = swipe.cell else { return }
        cell.swipeOffset = 0
        cell.setNeedsLayout()
    }

    func makeButton(for action: UIContextualAction, in swipe: RowSwipe) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(action.title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 15, weight: .medium)
        button.backgroundColor = action.backgroundColor
        if let title = action.title { button.accessibilityIdentifier = "swipeAction.\(title)" }
        button.sizeToFit()
        button.frame.size = CGSize(width: max(74, button.frame.width + 30), height: swipe.cell?.bounds.height ?? 44)
        button.addAction(UIAction { [weak self, weak button, weak swipe] _ in
            guard let self, let button, let swipe else { return }
            self.perform(action, button: button, in: swipe)
        }, for: .touchUpInside)
        return button
    }

    func perform(_ action: UIContextualAction, button: UIButton, in swipe: RowSwipe) {
        action.handler(action, button) { [weak self] _ in
            guard let self, self.rowSwipe === swipe else { return }
            self.closeSwipe()
        }
    }

    /// Slides the cell's content by the offset and lays the actions out in the space it
    /// leaves, each in proportion to its natural width.
    func placeSwipe(_ swipe: RowSwipe) {
        guard let cell = swipe.cell else { return }
        cell.swipeOffset = swipe.offset
        cell.setNeedsLayout()
        let natural = swipe.actionsWidth
        let revealed = abs(swipe.offset)
        let factor = natural > 0 ? revealed / natural : 0
        var x = swipe.fromTrailing ? cell.bounds.width - revealed : 0
        // The first action sits nearest the edge the row was swiped from.
        let order = swipe.fromTrailing ? Array(swipe.buttons.indices.reversed()) : Array(swipe.buttons.indices)
        for index in order {
            let width = swipe.naturalWidths[index] * factor
            swipe.buttons[index].frame = CGRect(x: x, y: 0, width: width, height: cell.bounds.height)
            x += width
        }
    }
}
