import Foundation
@_spi(Host) import UIKitCore

/// One element of the tree XCUITest sees, taken at one moment: what finders, predicates, the
/// page source and element attributes read. It keeps its view weakly, so a command on an
/// element whose view has gone can say the reference is stale.
final class ElementSnapshot {
    /// The XCUIElementType name, such as `XCUIElementTypeButton`.
    let type: String
    /// The accessibility identifier, or the label when there is none (WebDriverAgent's rule).
    let name: String?
    let label: String?
    let value: String?
    let placeholderValue: String?
    /// The frame in window points.
    let rect: CGRect
    let isEnabled: Bool
    let isVisible: Bool
    let isAccessible: Bool
    let isSelected: Bool
    let isFocused: Bool
    private(set) var children: [ElementSnapshot] = []
    private(set) weak var parent: ElementSnapshot?
    /// The position among its parent's children, from 0.
    private(set) var index = 0
    weak var view: UIView?
    /// The accessibility element (not a view) the snapshot is of, with `view` its container.
    weak var accessibilityElement: UIAccessibilityElement?

    init(type: String, name: String? = nil, label: String? = nil, value: String? = nil, placeholderValue: String? = nil,
         rect: CGRect = .zero, isEnabled: Bool = true, isVisible: Bool = true, isAccessible: Bool = false,
         isSelected: Bool = false, isFocused: Bool = false, view: UIView? = nil, children: [ElementSnapshot] = []) {
        self.type = type
        self.name = name
        self.label = label
        self.value = value
        self.placeholderValue = placeholderValue
        self.rect = rect
        self.isEnabled = isEnabled
        self.isVisible = isVisible
        self.isAccessible = isAccessible
        self.isSelected = isSelected
        self.isFocused = isFocused
        self.view = view
        for child in children { append(child) }
    }

    func append(_ child: ElementSnapshot) {
        child.parent = self
        child.index = children.count
        children.append(child)
    }

    /// The element and its descendants, depth first, in document order.
    var subtree: [ElementSnapshot] {
        var result: [ElementSnapshot] = []
        func visit(_ element: ElementSnapshot) {
            result.append(element)
            for child in element.children { visit(child) }
        }
        visit(self)
        return result
    }

    /// The descendants, depth first, without the element itself.
    var descendants: [ElementSnapshot] { Array(subtree.dropFirst()) }

    /// The type without its `XCUIElementType` prefix (`Button`).
    var shortType: String { type.hasPrefix(Self.typePrefix) ? String(type.dropFirst(Self.typePrefix.count)) : type }

    static let typePrefix = "XCUIElementType"

    /// The text WebDriver's "get element text" returns: the value, else the label (WebDriverAgent's `wdText`).
    var text: String { nonEmpty(value) ?? nonEmpty(label) ?? "" }

    private func nonEmpty(_ string: String?) -> String? {
        guard let string, !string.isEmpty else { return nil }
        return string
    }
}
