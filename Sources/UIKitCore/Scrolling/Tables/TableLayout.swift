import Foundation

/// Where a table's sections, headers, rows and footers are, without a value per row: every row
/// has the estimated height until it is measured, and only measured rows that differ from the
/// estimate are stored (sorted, with running sums), so a table of 100,000 rows costs what its
/// visible rows cost.
struct TableLayout {
    /// The data source's section index titles, asked for with the counts (on a reload or an
    /// update), not on every scroll.
    var indexTitles: [String] = []
    struct Section {
        var rowCount: Int
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        var estimate: CGFloat
        /// The y of the section's header top, in content coordinates.
        var top: CGFloat = 0
        /// The rows measured at a height other than the estimate, ascending.
        var measuredRows: [Int] = []
        /// Height minus estimate of each measured row.
        var deltas: [CGFloat] = []
        /// `prefix[i]` is the sum of `deltas[0..<i]`.
        var prefix: [CGFloat] = [0]

        /// The sum of the rows' heights.
        var rowsHeight: CGFloat { CGFloat(rowCount) * estimate + prefix[prefix.count - 1] }

        var height: CGFloat { headerHeight + rowsHeight + footerHeight }

        /// The offset of a row's top from the top of the first row.
        func rowOffset(_ row: Int) -> CGFloat {
            CGFloat(row) * estimate + prefix[lowerBound(row)]
        }

        func rowHeight(_ row: Int) -> CGFloat {
            let index = lowerBound(row)
            return index < measuredRows.count && measuredRows[index] == row ? estimate + deltas[index] : estimate
        }

        /// The index of the first measured row at or after `row`.
        func lowerBound(_ row: Int) -> Int {
            var low = 0, high = measuredRows.count
            while low < high {
                let middle = (low + high) / 2
                if measuredRows[middle] < row { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// Records a row's height; returns by how much the rows below it moved.
        mutating func setHeight(_ height: CGFloat, ofRow row: Int) -> CGFloat {
            let index = lowerBound(row)
            let delta = height - estimate
            let isMeasured = index < measuredRows.count && measuredRows[index] == row
            let old = isMeasured ? deltas[index] : 0
            guard delta != old else { return 0 }
            if isMeasured {
                if delta == 0 {
                    measuredRows.remove(at: index)
                    deltas.remove(at: index)
                } else {
                    deltas[index] = delta
                }
            } else {
                measuredRows.insert(row, at: index)
                deltas.insert(delta, at: index)
            }
            rebuildPrefix(from: index)
            return delta - old
        }

        /// The first row whose bottom is below `offset` (from the top of the first row).
        func row(at offset: CGFloat) -> Int {
            var low = 0, high = rowCount - 1
            while low < high {
                let middle = (low + high) / 2
                if rowOffset(middle) + rowHeight(middle) <= offset { low = middle + 1 } else { high = middle }
            }
            return max(0, low)
        }

        private mutating func rebuildPrefix(from index: Int) {
            prefix.removeSubrange((index + 1)...)
            var sum = prefix[index]
            for delta in deltas[index...] {
                sum += delta
                prefix.append(sum)
            }
        }
    }

    var sections: [Section] = []
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    private(set) var contentHeight: CGFloat = 0

    /// Places the sections one after another, below the table header.
    mutating func recomputeTops() {
        var y = tableHeaderHeight
        for index in sections.indices {
            sections[index].top = y
            y += sections[index].height
        }
        contentHeight = y + tableFooterHeight
    }

    func rowTop(_ indexPath: IndexPath) -> CGFloat {
        let section = sections[indexPath.section]
        return section.top + section.headerHeight + section.rowOffset(indexPath.row)
    }

    func rowHeight(_ indexPath: IndexPath) -> CGFloat {
        sections[indexPath.section].rowHeight(indexPath.row)
    }

    func rowRect(_ indexPath: IndexPath, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: rowTop(indexPath), width: width, height: rowHeight(indexPath))
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The index path after `indexPath`, across sections, or `nil` at the end.
    func indexPath(after indexPath: IndexPath) -> IndexPath? {
        var section = indexPath.section, row = indexPath.row + 1
        while section < sections.count {
            if row < sections[section].rowCount { return IndexPath(row: row, section: section) }
            section += 1
            row = 0
        }
        return nil
    }

    /// The first row whose bottom is below `y`, or the first row after it.
    func firstIndexPath(atOrBelow y: CGFloat) -> IndexPath? {
        guard let section = sectionIndex(at: y) else { return nil }
        for index in section..<sections.count where sections[index].rowCount > 0 {
            let rowsTop = sections[index].top + sections[index].headerHeight
            let row = index == section ? sections[index].row(at: y - rowsTop) : 0
            return IndexPath(row: row, section: index)
        }
        return nil
    }

    /// The section whose area holds `y` (the last one below it when past the end).
    func sectionIndex(at y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].top <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    mutating func setHeight(_ height: CGFloat, of indexPath: IndexPath) {
        let moved = sections[indexPath.section].setHeight(height, ofRow: indexPath.row)
        guard moved != 0 else { return }
        for index in (indexPath.section + 1)..<sections.count { sections[index].top += moved }
        contentHeight += moved
    }
}
