import Foundation

// A button's menu opens on a tap (`showsMenuAsPrimaryAction`) or after a long press, as a
// pop-up panel in a window-level overlay (`MenuOverlayView`). A button that changes its selection
// as its primary action and has a menu is a pop-up button: one of the menu's actions is always
// on, and the button's title is that action's title.
extension UIButton {
    /// How long a press must last to open the menu of a button that does not show it as its
    /// primary action (UIKit's context-menu long press).
    static let menuLongPressDuration: TimeInterval = 0.5

    /// The menu presented from the button, while it is on screen.
    var presentedMenuOverlay: MenuOverlayView? {
        window?.subviews.lazy.compactMap { $0 as? MenuOverlayView }.first { $0.sourceButton === self }
    }

    func menuDidChange() {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = menu.allActions
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        for action in actions { action.state = action === selected ? .on : .off }
        showTitleOfSelectedAction(selected)
    }

    private func showTitleOfSelectedAction(_ action: UIAction) {
        if var configuration {
            configuration.title = action.title
            self.configuration = configuration
        } else {
            setTitle(action.title, for: .normal)
        }
    }

    func scheduleMenuLongPress() {
        guard menu != nil, !showsMenuAsPrimaryAction, let scene = window?.windowScene else { return }
        menuPressTimer = ControlTimer(in: scene, after: UIButton.menuLongPressDuration) { [weak self] in
            guard let self else { return }
            self.menuPressTimer = nil
            self.cancelCurrentTracking()
            self.presentMenu()
        }
    }

    func cancelMenuLongPress() {
        menuPressTimer?.cancel()
        menuPressTimer = nil
    }

    /// Decides what a tap does besides `.touchUpInside`: open the menu, or toggle the selection;
    /// returns whether the primary action is sent.
    func handleTapForMenuAndSelection() -> Bool {
        if menu != nil, showsMenuAsPrimaryAction {
            presentMenu()
            return false
        }
        if changesSelectionAsPrimaryAction, menu == nil { isSelected.toggle() }
        return true
    }

    /// Sends `.menuActionTriggered`, then shows the menu anchored to the button.
    func presentMenu() {
        guard let menu, let window, presentedMenuOverlay == nil else { return }
        sendActionsImplementation(for: .menuActionTriggered, with: nil)
        let overlay = MenuOverlayView(menu: menu, source: self, anchor: convert(bounds, to: window))
        window.addSubview(overlay)
    }

    /// Runs a chosen menu action: updates the selection state (a pop-up button or a
    /// single-selection menu), calls the handler with the button as sender, then dismisses.
    func chooseMenuAction(_ action: UIAction, in parent: UIMenu) {
        if changesSelectionAsPrimaryAction, let menu {
            for other in menu.allActions { other.state = other === action ? .on : .off }
            showTitleOfSelectedAction(action)
        } else if parent.options.contains(.singleSelection) {
            for case let other as UIAction in parent.children { other.state = other === action ? .on : .off }
        }
        action.perform(sender: self)
        presentedMenuOverlay?.removeFromSuperview()
    }
}

extension UIMenu {
    /// The menu's actions, those of submenus included, in order.
    var allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let menu = element as? UIMenu { return menu.allActions }
            if let action = element as? UIAction { return [action] }
            return []
        }
    }
}
