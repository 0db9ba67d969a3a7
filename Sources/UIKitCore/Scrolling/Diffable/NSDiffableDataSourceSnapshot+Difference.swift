import Foundation

extension NSDiffableDataSourceSnapshot {
    /// The table update that takes a view showing `old` to showing this snapshot, by UIKit's
    /// rules (deletes and reloads at their old index paths, inserts at their new ones, the fewest
    /// moves: items whose order among the ones that stay is kept do not move); `nil` when
    /// sections changed order, which a reload shows.
    func tableUpdate(from old: Self) -> TableUpdate? {
        let oldSections = old.sectionIdentifiers, newSections = sectionIdentifiers
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        var update = TableUpdate()
        for (index, section) in oldSections.enumerated() where newSectionIndex[section] == nil {
            update.deletedSections.insert(index)
        }
        for (index, section) in newSections.enumerated() where oldSectionIndex[section] == nil {
            update.insertedSections.insert(index)
        }
        let surviving = newSections.compactMap { oldSectionIndex[$0] }
        guard surviving == surviving.sorted() else { return nil }
        for section in reloadedSectionIdentifiers {
            if let index = oldSectionIndex[section] { update.reloadedSections.insert(index) }
        }

        var oldPaths: [ItemIdentifierType: IndexPath] = [:]
        for (sectionIndex, section) in oldSections.enumerated() {
            for (row, item) in old.itemIdentifiers(inSection: section).enumerated() {
                oldPaths[item] = IndexPath(row: row, section: sectionIndex)
            }
        }
        var newPaths: [ItemIdentifierType: IndexPath] = [:]
        for (sectionIndex, section) in newSections.enumerated() {
            // The rows that stay in this section, in their new order, with their old rows.
            var staying: [(item: ItemIdentifierType, oldRow: Int)] = []
            for (row, item) in itemIdentifiers(inSection: section).enumerated() {
                let path = IndexPath(row: row, section: sectionIndex)
                newPaths[item] = path
                guard !update.insertedSections.contains(sectionIndex) else { continue }
                guard let oldPath = oldPaths[item], !update.deletedSections.contains(oldPath.section) else {
                    update.insertedRows.append(path)
                    continue
                }
                if oldSections[oldPath.section] == section {
                    staying.append((item, oldPath.row))
                } else {
                    update.movedRows.append((oldPath, path))
                }
            }
            // Those outside the longest run in old order move.
            let kept = Self.longestIncreasingSubsequence(staying.map(\.oldRow))
            for (index, entry) in staying.enumerated() where !kept.contains(index) {
                update.movedRows.append((IndexPath(row: entry.oldRow, section: oldPaths[entry.item]!.section), newPaths[entry.item]!))
            }
        }
        for (item, oldPath) in oldPaths where !update.deletedSections.contains(oldPath.section) {
            guard let newPath = newPaths[item] else {
                update.deletedRows.append(oldPath)
                continue
            }
            // An item whose new section is inserted leaves its old place.
            if update.insertedSections.contains(newPath.section) { update.deletedRows.append(oldPath) }
        }
        let movedFrom = Set(update.movedRows.map(\.from))
        for item in reloadedItemIdentifiers + reconfiguredItemIdentifiers {
            guard let oldPath = oldPaths[item], newPaths[item] != nil, !movedFrom.contains(oldPath),
                  !update.deletedSections.contains(oldPath.section) else { continue }
            update.reloadedRows.append(oldPath)
        }
        return update
    }

    /// The indices of a longest strictly increasing subsequence of `values`.
    static func longestIncreasingSubsequence(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []          // indices into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result = Set<Int>()
        var index = tails.last ?? -1
        while index >= 0 {
            result.insert(index)
            index = previous[index]
        }
        return result
    }
}
