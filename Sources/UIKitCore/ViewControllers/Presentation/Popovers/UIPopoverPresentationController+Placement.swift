import Foundation

/// Where a popover sits in its container: the frame of its box (the presented view's frame),
/// the direction its arrow points, and where the arrow's tip is along the box's edge.
struct PopoverPlacement: Equatable {
    var frame: CGRect
    var arrowDirection: UIPopoverArrowDirection
    var arrowOffset: CGFloat
}

extension UIPopoverPresentationController {
    /// The size of a popover whose presented controller prefers none (a zero width or height
    /// takes this width or height), as UIKit's default width.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// The color of the box and the arrow.
    var resolvedBackgroundColor: UIColor { backgroundColor ?? .systemBackground }

    /// Whether the popover has an anchor: a source item, or a source view.
    var hasAnchor: Bool { sourceItem != nil || sourceView != nil }

    /// Where the popover goes in the container: next to its anchor, in the window's safe area
    /// less `popoverLayoutMargins`. When the container changed size since the popover was last
    /// placed, the delegate may first move the anchor.
    func placement(in container: UIView) -> PopoverPlacement {
        repositionIfResized(container)
        let area = container.bounds.inset(by: container.window?.safeAreaInsets ?? .zero).inset(by: popoverLayoutMargins)
        let anchor = anchorRect(in: container) ?? CGRect(x: area.midX, y: area.midY, width: 0, height: 0)
        let preferred = preferredContentSize(of: shownController)
        let content = CGSize(width: preferred.width > 0 ? preferred.width : Self.defaultContentSize.width,
                             height: preferred.height > 0 ? preferred.height : Self.defaultContentSize.height)
        let placement = Self.place(content: content, anchor: anchor, area: area,
                                   permitted: permittedArrowDirections, canOverlap: canOverlapSourceViewRect)
        arrowDirection = placement.arrowDirection
        return placement
    }

    /// The size the controller asks for: its `preferredContentSize`; a navigation controller that
    /// asks none asks its top controller's, with its bars' heights added, as UIKit's does.
    private func preferredContentSize(of controller: UIViewController) -> CGSize {
        guard controller.preferredContentSize == .zero, let navigation = controller as? UINavigationController,
              let top = navigation.topViewController, top.preferredContentSize != .zero else {
            return controller.preferredContentSize
        }
        var size = top.preferredContentSize
        if size.height > 0 {
            if !navigation.isNavigationBarHidden { size.height += BarMetrics.navigationBarHeight }
            if !navigation.isToolbarHidden { size.height += BarMetrics.toolbarHeight }
        }
        return size
    }

    /// The anchor in the container's coordinates: the source item's frame, else the source rect
    /// (the source view's bounds when it is null) in the source view; `nil` when the anchor is
    /// not in the container's window.
    func anchorRect(in container: UIView) -> CGRect? {
        if let sourceItem { return sourceItem.frame(in: container) }
        guard let sourceView, let window = sourceView.window, window === container.window else { return nil }
        return sourceView.convert(sourceRect.isNull ? sourceView.bounds : sourceRect, to: container)
    }

    /// Tells the delegate the popover must move when the container's size changed since it was
    /// last placed, and takes the rectangle and view it gives as the new anchor. A popover on a
    /// source item follows the item.
    private func repositionIfResized(_ container: UIView) {
        let size = container.bounds.size
        defer { placedContainerSize = size }
        guard let placed = placedContainerSize, placed != size, sourceItem == nil,
              let delegate = popoverDelegate, let view = sourceView else { return }
        var rect = sourceRect.isNull ? view.bounds : sourceRect
        var newView = view
        withUnsafeMutablePointer(to: &rect) { rectPointer in
            withUnsafeMutablePointer(to: &newView) { viewPointer in
                delegate.popoverPresentationController(self, willRepositionPopoverTo: rectPointer, in: viewPointer)
            }
        }
        if newView !== view { sourceView = newView }
        if rect != (sourceRect.isNull ? view.bounds : sourceRect) { sourceRect = rect }
    }

    /// The placement of a box of the content size next to the anchor inside the area: on the
    /// first permitted side, in the order below, above, right, left, where it fits whole; else
    /// on the permitted side with the most room, shrunk to it (or, when it may overlap the
    /// anchor, kept whole and moved over it). Across, it is centred on the anchor and kept in
    /// the area; the arrow points at the anchor's middle, clear of the rounded corners.
    static func place(content: CGSize, anchor: CGRect, area: CGRect, permitted: UIPopoverArrowDirection,
                      canOverlap: Bool) -> PopoverPlacement {
        let arrow = UIPopoverView.arrowHeight
        let all: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        let allowed = all.filter { permitted.contains($0) }
        let directions = allowed.isEmpty ? all : allowed
        func room(_ direction: UIPopoverArrowDirection) -> CGSize {
            switch direction {
            case .up: CGSize(width: area.width, height: area.maxY - anchor.maxY - arrow)
            case .down: CGSize(width: area.width, height: anchor.minY - arrow - area.minY)
            case .left: CGSize(width: area.maxX - anchor.maxX - arrow, height: area.height)
            default: CGSize(width: anchor.minX - arrow - area.minX, height: area.height)
            }
        }
        func shownArea(_ direction: UIPopoverArrowDirection) -> CGFloat {
            let space = room(direction)
            return max(0, min(content.width, space.width)) * max(0, min(content.height, space.height))
        }
        let direction = directions.first { room($0).width >= content.width && room($0).height >= content.height }
            ?? directions.max { shownArea($0) < shownArea($1) }!
        let space = room(direction)
        let vertical = direction == .up || direction == .down
        var size = CGSize(width: min(content.width, max(0, space.width)), height: min(content.height, max(0, space.height)))
        if canOverlap {
            if vertical { size.height = min(content.height, area.height) } else { size.width = min(content.width, area.width) }
        }
        var origin = CGPoint.zero
        switch direction {
        case .up:
            origin.y = min(anchor.maxY + arrow, area.maxY - size.height)
        case .down:
            origin.y = max(anchor.minY - arrow - size.height, area.minY)
        case .left:
            origin.x = min(anchor.maxX + arrow, area.maxX - size.width)
        default:
            origin.x = max(anchor.minX - arrow - size.width, area.minX)
        }
        if vertical {
            origin.x = clamped(anchor.midX - size.width / 2, area.minX, area.maxX - size.width)
        } else {
            origin.y = clamped(anchor.midY - size.height / 2, area.minY, area.maxY - size.height)
        }
        let frame = CGRect(x: origin.x.rounded(), y: origin.y.rounded(), width: size.width.rounded(), height: size.height.rounded())
        let inset = UIPopoverView.cornerRadius + UIPopoverView.arrowBase / 2
        let offset = vertical
            ? clamped(anchor.midX - frame.minX, inset, frame.width - inset, or: frame.width / 2)
            : clamped(anchor.midY - frame.minY, inset, frame.height - inset, or: frame.height / 2)
        return PopoverPlacement(frame: frame, arrowDirection: direction, arrowOffset: offset.rounded())
    }

    /// The value kept between the bounds; `fallback` (the lower bound by default) when the
    /// bounds cross.
    private static func clamped(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat, or fallback: CGFloat? = nil) -> CGFloat {
        guard lower <= upper else { return fallback ?? lower }
        return min(max(value, lower), upper)
    }
}
