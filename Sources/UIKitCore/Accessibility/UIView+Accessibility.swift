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
        guard let renderer = storedWindow?.sceneRenderer else { return }
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
        if let role = accessibilityTraits.ariaRole { return role }
        return accessibilityLabel == automationText ? nil : "group"
    }

    private var containerAccessibilityRole: String? {
        if accessibilityTraits.contains(.tabBar) { return "tablist" }
        switch accessibilityContainerType {
        case .none: return shouldGroupAccessibilityChildren ? "group" : nil
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
        if let language = accessibilityLanguage, !language.isEmpty { properties.append(RenderProperty(.axLanguage, .string(language))) }
        let role = accessibilityRole
        if let role { properties.append(RenderProperty(.role, .string(role))) }
        // An element's or container's label, unless its own text says it; a label the app set
        // goes to the page in any case.
        let isNamed = isElement || role != nil || responderRareParts?.label != nil
        if isNamed, let label = accessibilityLabel, !label.isEmpty, label != automationText || role == "group" {
            properties.append(RenderProperty(.label, .string(label)))
        }
        guard isElement else {
            if accessibilityViewIsModal { properties.append(RenderProperty(.axState, .string("modal"))) }
            let parts = accessibilityElementParts()
            if !parts.isEmpty { properties.append(RenderProperty(.axElements, .accessibilityElements(parts))) }
            return properties
        }
        if let path = accessibilityPath { properties.append(RenderProperty(.axPath, .string(pathInNode(path)))) }
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
    /// The `UIAccessibilityElement`s among the view's `accessibilityElements`, as the page
    /// places them over the view's node.
    private func accessibilityElementParts() -> [RenderAccessibilityElement] {
        guard let elements = accessibilityElements, storedWindow != nil else { return [] }
        let origin = convert(bounds.origin, to: nil)
        return elements.compactMap { item -> RenderAccessibilityElement? in
            guard let element = item as? UIAccessibilityElement, element.isAccessibilityElement else { return nil }
            let frame = element.accessibilityFrame.offsetBy(dx: -origin.x, dy: -origin.y)
            let traits = element.accessibilityTraits
            var part = RenderAccessibilityElement(id: element.renderID, frame: frame)
            part.role = traits.ariaRole ?? "group"
            part.label = element.accessibilityLabel
            part.value = element.accessibilityValue
            part.hint = element.accessibilityHint
            part.identifier = element.accessibilityIdentifier
            part.language = element.accessibilityLanguage
            part.path = element.accessibilityPath.map(pathInNode)
            if traits.contains(.selected) { part.states.append("selected") }
            if traits.contains(.notEnabled) { part.states.append("disabled") }
            if element.isKeyboardFocusable { part.states.append("focusable") }
            return part
        }
    }

    /// An outline in screen coordinates as SVG path data in the coordinates of the view's node
    /// (its frame's top left at the origin).
    func pathInNode(_ path: UIBezierPath) -> String {
        let origin = storedWindow == nil ? .zero : convert(bounds.origin, to: nil)
        let moved = CGMutablePath()
        moved.addPath(path.cgPath, transform: CGAffineTransform(translationX: -origin.x, y: -origin.y))
        return moved.svgPathData
    }

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


    /// The views a container's elements come from, in reading order: a navigation bar first,
    /// then top to bottom, then in the layout direction. Subviews already in that order (the
    /// common case) are returned as they are, without sorting.
    var accessibilityChildViews: [UIView] {
        if let elements = accessibilityElements { return elements.compactMap { $0 as? UIView } }
        let subviews = storedSubviews
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func reads(_ a: UIView, before b: UIView) -> Bool? {
            if (a is UINavigationBar) != (b is UINavigationBar) { return a is UINavigationBar }
            let first = a.frame, second = b.frame
            if abs(first.minY - second.minY) >= 1 { return first.minY < second.minY }
            if abs(first.minX - second.minX) >= 1 { return rightToLeft ? first.maxX > second.maxX : first.minX < second.minX }
            return nil
        }
        if zip(subviews, subviews.dropFirst()).allSatisfy({ reads($0, before: $1) ?? true }) { return subviews }
        return subviews.enumerated().sorted { a, b in reads(a.element, before: b.element) ?? (a.offset < b.offset) }.map(\.element)
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

extension UIAccessibilityTraits {
    /// The ARIA role these traits give an element in the page, or `nil` when none of them names
    /// one (docs/protocol.md, "Accessibility").
    var ariaRole: String? {
        if contains(.toggleButton) { return "switch" }
        if contains(.adjustable) { return "slider" }
        if contains(.searchField) { return "searchbox" }
        if contains(.tabBar) { return "tablist" }
        if contains(.link) { return "link" }
        if contains(.button) || contains(.keyboardKey) { return "button" }
        if contains(.header) { return "heading" }
        if contains(.image) { return "img" }
        if contains(.updatesFrequently) { return "status" }
        return nil
    }
}
