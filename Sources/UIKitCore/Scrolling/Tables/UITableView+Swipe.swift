import Foundation

/// A row being swiped, or open on its actions.
@MainActor
final class RowSwipe {
    let indexPath: IndexPath
    weak var cell: UITableViewCell?
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

    init(indexPath: IndexPath, cell: UITableViewCell, configuration: UISwipeActionsConfiguration, fromTrailing: Bool) {
        self.indexPath = indexPath
        self.cell = cell
        self.configuration = configuration
        self.fromTrailing = fromTrailing
    }

    /// The width of the actions at their natural size.
    var actionsWidth: CGFloat { naturalWidths.reduce(0, +) }
}

/// Swiping a row, as UIKit's tables do: a finger that moves sideways on a row more than it
/// moves up or down slides the content and reveals the delegate's actions; released past half
/// of them it stays open, released past 60% of the row's width it performs the first action
/// (a full swipe), otherwise it closes. A tap on an action runs its handler; a touch elsewhere
/// closes the row and does nothing else.
extension UITableView {
    /// How far a finger moves sideways before the row follows it.
    static let swipeThreshold: CGFloat = 10

    /// Starts a swipe when the tracked touch has moved far enough sideways over a row whose
    /// delegate gives actions for that edge.
    func beginSwipeIfNeeded(at point: CGPoint, from start: CGPoint) -> Bool {
        let dx = point.x - start.x, dy = point.y - start.y
        guard abs(dx) > Self.swipeThreshold, abs(dx) > abs(dy), let indexPath = indexPathForRow(at: start),
              let cell = cellForRow(at: indexPath) else { return false }
        let trailing = dx < 0
        let configuration = trailing ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
                                     : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration, !configuration.actions.isEmpty else { return false }
        let swipe = RowSwipe(indexPath: indexPath, cell: cell, configuration: configuration, fromTrailing: trailing)
        swipe.buttons = configuration.actions.map { makeButton(for: $0, in: swipe) }
        swipe.naturalWidths = swipe.buttons.map(\.frame.width)
        for button in swipe.buttons { cell.addSubview(button) }
        rowSwipe = swipe
        return true
    }

    /// Opens the row's trailing actions without a swipe (a delete control's confirmation).
    func openSwipe(with configuration: UISwipeActionsConfiguration, at indexPath: IndexPath) {
        guard let cell = cellForRow(at: indexPath), !configuration.actions.isEmpty else { return }
        let swipe = RowSwipe(indexPath: indexPath, cell: cell, configuration: configuration, fromTrailing: true)
        swipe.buttons = configuration.actions.map { makeButton(for: $0, in: swipe) }
        swipe.naturalWidths = swipe.buttons.map(\.frame.width)
        for button in swipe.buttons { cell.addSubview(button) }
        rowSwipe = swipe
        swipe.isOpen = true
        swipe.offset = -swipe.actionsWidth
        swipe.baseOffset = swipe.offset
        placeSwipe(swipe)
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

    private func makeButton(for action: UIContextualAction, in swipe: RowSwipe) -> UIButton {
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

    private func perform(_ action: UIContextualAction, button: UIButton, in swipe: RowSwipe) {
        action.handler(action, button) { [weak self] _ in
            guard let self, self.rowSwipe === swipe else { return }
            self.closeSwipe()
        }
    }

    /// Slides the cell's content by the offset and lays the actions out in the space it
    /// leaves, each in proportion to its natural width.
    private func placeSwipe(_ swipe: RowSwipe) {
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
