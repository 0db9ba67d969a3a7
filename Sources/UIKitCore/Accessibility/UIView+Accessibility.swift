import Foundation

extension UIView {
    /// The frame of a view in its window, which is the screen here; zero outside a window.
    var viewAccessibilityFrame: CGRect {
        guard storedWindow != nil else { return .zero }
        return convert(bounds, to: nil)
    }

    /// Sends a changed accessibility value to the page with the next commit.
    func noteAccessibilityChange() {
        let bit = RenderKeySet(.role)
        guard !renderDirty.contains(bit) else { return }
        renderDirty.insert(bit)
        guard let renderer = storedWindow?.windowScene?.renderer else { return }
        renderer.noteAccessibilityChange(of: self)
    }

    /// Whether the view is exposed to assistive apps: an element in the page, or a container
    /// of elements. A hidden view, or one in a hidden subtree, is neither.
    var isAccessibilityVisible: Bool {
        !isHidden && alpha > 0.01
    }

    /// The ARIA role of the view in the page, from its traits (docs/accessibility.md).
    var accessibilityRole: String? {
        if accessibilityViewIsModal { return "dialog" }
        if let role = frameworkAccessibilityRole { return role }
        guard isAccessibilityElement else { return containerAccessibilityRole }
        let traits = accessibilityTraits
        if traits.contains(.toggleButton) { return "switch" }
        if traits.contains(.adjustable) { return "slider" }
        if traits.contains(.searchField) { return "searchbox" }
        if traits.contains(.tabBar) { return "tablist" }
        if traits.contains(.link) { return "link" }
        if traits.contains(.button) || traits.contains(.keyboardKey) { return "button" }
        if traits.contains(.header) { return "heading" }
        if traits.contains(.image) { return "img" }
        if traits.contains(.updatesFrequently) { return "status" }
        return accessibilityLabel == automationText ? nil : "group"
    }

    private var containerAccessibilityRole: String? {
        if accessibilityTraits.contains(.tabBar) { return "tablist" }
        switch accessibilityContainerType {
        case .none: return nil
        case .dataTable: return "grid"
        case .list: return "list"
        case .landmark: return "region"
        case .semanticGroup: return "group"
        }
    }

    /// The view's accessibility in the page: role, name, value, hint, states and range.
    func accessibilityRenderProperties() -> [RenderProperty] {
        var properties: [RenderProperty] = []
        let isElement = isAccessibilityElement
        if accessibilityElementsHidden || (!isElement && isAccessibilityElementByDefault && automationText != nil) {
            return [RenderProperty(.axState, .string("hidden"))]
        }
        let role = accessibilityRole
        if let role { properties.append(RenderProperty(.role, .string(role))) }
        if isElement || role != nil, let label = accessibilityLabel, !label.isEmpty, label != automationText || role == "group" {
            properties.append(RenderProperty(.label, .string(label)))
        }
        guard isElement else {
            if accessibilityViewIsModal { properties.append(RenderProperty(.axState, .string("modal"))) }
            return properties
        }
        if let value = accessibilityValue, !value.isEmpty { properties.append(RenderProperty(.axValue, .string(value))) }
        if let hint = accessibilityHint, !hint.isEmpty { properties.append(RenderProperty(.axHint, .string(hint))) }
        let states = accessibilityStates(role: role)
        if !states.isEmpty { properties.append(RenderProperty(.axState, .string(states.joined(separator: " ")))) }
        if let range = accessibilityRange { properties.append(RenderProperty(.axRange, .numbers(range))) }
        if let actions = accessibilityCustomActions, !actions.isEmpty {
            properties.append(RenderProperty(.axActions, .string(actions.map(\.name).joined(separator: "\n"))))
        }
        return properties
    }

    private func accessibilityStates(role: String?) -> [String] {
        var states: [String] = []
        let traits = accessibilityTraits
        if role == "switch" || role == "checkbox" { states.append(accessibilityValue == "1" ? "checked" : "unchecked") }
        if traits.contains(.selected) { states.append("selected") }
        if traits.contains(.notEnabled) { states.append("disabled") }
        if let expanded = accessibilityExpanded { states.append(expanded ? "expanded" : "collapsed") }
        if accessibilityViewIsModal { states.append("modal") }
        if canBecomeFocused { states.append("focusable") }
        return states
    }
}

extension UIView {
    /// The nearest ancestor that is an accessibility element, within a few levels.
    var enclosingAccessibilityElement: UIView? {
        var view = storedSuperview
        var depth = 0
        while let current = view, depth < 4 {
            if current.isAccessibilityElement { return current }
            view = current.storedSuperview
            depth += 1
        }
        return nil
    }

    /// The view's accessibility elements in the order assistive apps visit them: the view itself
    /// when it is an element, else those of `accessibilityElements` or of its subviews in
    /// reading order (top to bottom, then in the layout direction). Subviews of a modal view's
    /// siblings are left out.
    func collectAccessibilityElements(into elements: inout [UIView]) {
        guard isAccessibilityVisible, !accessibilityElementsHidden else { return }
        if isAccessibilityElement {
            elements.append(self)
            return
        }
        let children = accessibilityChildViews
        if let modal = children.last(where: { $0.accessibilityViewIsModal && $0.isAccessibilityVisible }) {
            modal.collectAccessibilityElements(into: &elements)
            return
        }
        for child in children { child.collectAccessibilityElements(into: &elements) }
    }

    /// The focusable elements, in reading order: what Tab visits.
    func collectFocusableElements(into focusable: inout [UIView]) {
        var elements: [UIView] = []
        collectAccessibilityElements(into: &elements)
        focusable += elements.filter(\.canBecomeFocused)
    }

    /// The views a container's elements come from, in reading order.
    var accessibilityChildViews: [UIView] {
        if let elements = accessibilityElements { return elements.compactMap { $0 as? UIView } }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let framed = storedSubviews.enumerated().map { (index: $0.offset, view: $0.element, frame: $0.element.frame) }
        return framed.sorted { a, b in
            if abs(a.frame.minY - b.frame.minY) >= 1 { return a.frame.minY < b.frame.minY }
            if abs(a.frame.minX - b.frame.minX) >= 1 { return rightToLeft ? a.frame.maxX > b.frame.maxX : a.frame.minX < b.frame.minX }
            return a.index < b.index
        }.map(\.view).sorted { a, _ in a is UINavigationBar }
    }
}

extension UIView {
    /// The labels of the elements inside the view, in reading order, joined as VoiceOver reads
    /// a cell: "Title, Subtitle".
    var combinedAccessibilityLabel: String? {
        var elements: [UIView] = []
        for child in accessibilityChildViews { child.collectAccessibilityElements(into: &elements) }
        let labels = elements.compactMap { $0.accessibilityLabel }.filter { !$0.isEmpty }
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }
}

extension UIImage {
    /// What a symbol image reads as when nothing else names it: its name in words
    /// ("square.and.arrow.up" reads "square and arrow up").
    var symbolAccessibilityLabel: String? {
        attributes.symbol.map { $0.name.replacingOccurrences(of: ".", with: " ") }
    }
}
