import Foundation

/// A representation of the state of the data in a view at a specific point in time: sections
/// and the items in them, each identified by a unique hashable value.
///
/// Misuse traps as UIKit's exceptions do (a duplicate identifier, an item or section that is
/// not in the snapshot, items appended with no section).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The sections marked with `reloadSections(_:)`.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The items marked with `reloadItems(_:)`.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked with `reconfigureItems(_:)`.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// Creates an empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in the snapshot.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections in the snapshot.
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// The item identifiers of all sections, in order.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    /// The number of items in the section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The item identifiers in the section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let sectionItems = items[identifier] else { preconditionFailure("Invalid section identifier specified: \(identifier)") }
        return sectionItems
    }

    /// The section that contains the item, or `nil` when the snapshot does not contain it.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The index of the item among all the snapshot's items, or `nil`.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier] else { return nil }
        var index = 0
        for current in sections {
            if current == section { return index + (items[current]?.firstIndex(of: identifier) ?? 0) }
            index += items[current]?.count ?? 0
        }
        return nil
    }

    /// The index of the section, or `nil`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    // MARK: Sections

    /// Adds the sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        checkNew(sections: identifiers)
        sections += identifiers
        for identifier in identifiers { items[identifier] = [] }
    }

    /// Inserts the sections before a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        checkNew(sections: identifiers)
        sections.insert(contentsOf: identifiers, at: sectionIndex(toIdentifier))
        for identifier in identifiers { items[identifier] = [] }
    }

    /// Inserts the sections after a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        checkNew(sections: identifiers)
        sections.insert(contentsOf: identifiers, at: sectionIndex(toIdentifier) + 1)
        for identifier in identifiers { items[identifier] = [] }
    }

    /// Deletes the sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            let index = sectionIndex(identifier)
            sections.remove(at: index)
            for item in items.removeValue(forKey: identifier) ?? [] { sectionOfItem[item] = nil }
        }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        sections.remove(at: sectionIndex(identifier))
        sections.insert(identifier, at: sectionIndex(toIdentifier))
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        sections.remove(at: sectionIndex(identifier))
        sections.insert(identifier, at: sectionIndex(toIdentifier) + 1)
    }

    /// Marks the sections to be reloaded.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = sectionIndex(identifier) }
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: Items

    /// Adds the items at the end of the section (the last section when `nil`).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            preconditionFailure("There are currently no sections in the data source. Please add a section first.")
        }
        _ = sectionIndex(section)
        checkNew(items: identifiers)
        items[section, default: []] += identifiers
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    /// Inserts the items before an item, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, relativeTo: beforeIdentifier, after: false)
    }

    /// Inserts the items after an item, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, relativeTo: afterIdentifier, after: true)
    }

    /// Deletes the items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            let (section, index) = place(of: identifier)
            items[section]?.remove(at: index)
            sectionOfItem[identifier] = nil
        }
    }

    /// Deletes every item, and every section.
    public mutating func deleteAllItems() {
        sections = []
        items = [:]
        sectionOfItem = [:]
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insert([identifier], relativeTo: toIdentifier, after: false)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insert([identifier], relativeTo: toIdentifier, after: true)
    }

    /// Marks the items to be reloaded: their cells are asked for again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = place(of: identifier) }
        reloadedItemIdentifiers += identifiers
    }

    /// Marks the items to be reconfigured: their cells are asked for again.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = place(of: identifier) }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Internals

    /// The section of the item and its index there.
    func place(of identifier: ItemIdentifierType) -> (SectionIdentifierType, Int) {
        guard let section = sectionOfItem[identifier], let index = items[section]?.firstIndex(of: identifier) else {
            preconditionFailure("Invalid item identifier specified: \(identifier)")
        }
        return (section, index)
    }

    private func sectionIndex(_ identifier: SectionIdentifierType) -> Int {
        guard let index = sections.firstIndex(of: identifier) else {
            preconditionFailure("Invalid section identifier specified: \(identifier)")
        }
        return index
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool) {
        let (section, index) = place(of: anchor)
        checkNew(items: identifiers)
        items[section]?.insert(contentsOf: identifiers, at: after ? index + 1 : index)
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    private func checkNew(sections identifiers: [SectionIdentifierType]) {
        var seen = Set<SectionIdentifierType>()
        for identifier in identifiers where items[identifier] != nil || !seen.insert(identifier).inserted {
            preconditionFailure("Section identifier is not unique: \(identifier)")
        }
    }

    private func checkNew(items identifiers: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        for identifier in identifiers where sectionOfItem[identifier] != nil || !seen.insert(identifier).inserted {
            preconditionFailure("Item identifier is not unique: \(identifier)")
        }
    }

    /// The snapshot without its reload and reconfigure marks, as a data source keeps it.
    /// The item at a section and row (or item) index path, or `nil`.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, let section = section(at: indexPath.section) else { return nil }
        let sectionItems = items[section] ?? []
        return sectionItems.indices.contains(indexPath[1]) ? sectionItems[indexPath[1]] : nil
    }

    /// The section and row (or item) index path of the item, or `nil`.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[item], let sectionIndex = sections.firstIndex(of: section),
              let row = items[section]?.firstIndex(of: item) else { return nil }
        return IndexPath(indexes: [sectionIndex, row])
    }

    /// The section at the index, or `nil`.
    func section(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    var withoutMarks: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }
}
