import Foundation

/// A representation of the state of the data in one section at a specific point in time: items
/// in a hierarchy, each either expanded (its children show) or collapsed.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The items in depth-first order, with their levels.
    private var entries: [(item: ItemIdentifierType, level: Int)] = []
    private var expanded: Set<ItemIdentifierType> = []

    /// Creates an empty section snapshot.
    public init() {}

    /// All the items, in order, whether they show or not.
    public var items: [ItemIdentifierType] { entries.map(\.item) }

    /// The items at the top level.
    public var rootItems: [ItemIdentifierType] { entries.filter { $0.level == 0 }.map(\.item) }

    /// The items that show: those whose ancestors are all expanded.
    public var visibleItems: [ItemIdentifierType] {
        var shown: [ItemIdentifierType] = []
        var hiddenBelow: Int?
        for entry in entries {
            if let level = hiddenBelow {
                if entry.level > level { continue }
                hiddenBelow = nil
            }
            shown.append(entry.item)
            if !expanded.contains(entry.item) { hiddenBelow = entry.level }
        }
        return shown
    }

    /// Whether the snapshot contains the item.
    public func contains(_ item: ItemIdentifierType) -> Bool { position(of: item) != nil }

    /// The index of the item among all items, or `nil`.
    public func index(of item: ItemIdentifierType) -> Int? { position(of: item) }

    /// The depth of the item: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
        entries[required(item)].level
    }

    /// The item's parent, or `nil` for a root item.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        let index = required(child)
        let level = entries[index].level
        guard level > 0 else { return nil }
        return entries[..<index].last { $0.level == level - 1 }?.item
    }

    /// Whether the item's children show.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether the item shows: all its ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool { visibleItems.contains(item) }

    /// Adds items as the last children of `parent`, or at the end of the top level.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        checkNew(items)
        guard let parent else {
            entries.append(contentsOf: items.map { ($0, 0) })
            return
        }
        let index = required(parent)
        let level = entries[index].level + 1
        let end = subtreeEnd(index)
        entries.insert(contentsOf: items.map { ($0, level) }, at: end)
    }

    /// Inserts items before an item, at its level.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        checkNew(items)
        let index = required(item)
        entries.insert(contentsOf: items.map { ($0, entries[index].level) }, at: index)
    }

    /// Inserts items after an item (and its children), at its level.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        checkNew(items)
        let index = required(item)
        entries.insert(contentsOf: items.map { ($0, entries[index].level) }, at: subtreeEnd(index))
    }

    /// Deletes items with their children.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let index = position(of: item) else { continue }
            let end = subtreeEnd(index)
            for removed in entries[index..<end] { expanded.remove(removed.item) }
            entries.removeSubrange(index..<end)
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        entries.removeAll()
        expanded.removeAll()
    }

    /// Expands items: their children show.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items { _ = required(item); expanded.insert(item) }
    }

    /// Collapses items: their children no longer show.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { _ = required(item); expanded.remove(item) }
    }

    /// A section snapshot of the item's children, with the item as their root when asked.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        let index = required(parent)
        let end = subtreeEnd(index)
        let base = entries[index].level + (includingParent ? 0 : 1)
        var made = Self()
        for entry in entries[(includingParent ? index : index + 1)..<end] {
            made.entries.append((entry.item, entry.level - base))
            if expanded.contains(entry.item) { made.expanded.insert(entry.item) }
        }
        return made
    }

    /// A text drawing of the hierarchy, for debugging.
    public func visualDescription() -> String {
        entries.map { String(repeating: "  ", count: $0.level) + "\($0.item)" + (expanded.contains($0.item) ? " (expanded)" : "") }
            .joined(separator: "\n")
    }

    // MARK: Internals

    private func position(of item: ItemIdentifierType) -> Int? {
        entries.firstIndex { $0.item == item }
    }

    private func required(_ item: ItemIdentifierType) -> Int {
        guard let index = position(of: item) else { preconditionFailure("Invalid item identifier specified: \(item)") }
        return index
    }

    /// The index just past the item's last descendant.
    private func subtreeEnd(_ index: Int) -> Int {
        let level = entries[index].level
        var end = index + 1
        while end < entries.count, entries[end].level > level { end += 1 }
        return end
    }

    private func checkNew(_ items: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        for item in items {
            guard seen.insert(item).inserted, position(of: item) == nil else {
                preconditionFailure("Supplied identifiers are not unique: \(item)")
            }
        }
    }
}
