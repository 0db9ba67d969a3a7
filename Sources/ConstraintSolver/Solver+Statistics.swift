/// The size of a solver's structures, for benchmarks that look for where a layout's memory goes.
package struct SolverStatistics: CustomStringConvertible {
    package var constraints = 0
    package var foldedConstraints = 0
    package var deferredConstraints = 0
    package var variables = 0
    package var groups = 0
    package var sharedGroups = 0
    package var redundantGroups = 0
    package var symbols = 0
    package var symbolsByKind: [String: Int] = [:]
    package var rows = 0
    package var rowEntries = 0
    package var rowEntryCapacity = 0
    package var longestRow = 0
    /// Entries of the rows whose basic symbol is a user variable.
    package var externalRowEntries = 0
    package var levels = 0
    package var levelCoefficients = 0
    package var nonzeroLevelCoefficients = 0
    package var columnEntries = 0
    package var columnCapacity = 0
    package var groupTermEntries = 0
    package var packedEntries = 0
    package var distinctCoefficients = 0

    package var description: String {
        let kinds = symbolsByKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return """
            constraints \(constraints) (folded \(foldedConstraints), deferred \(deferredConstraints)), \
            variables \(variables), groups \(groups) (shared \(sharedGroups), redundant \(redundantGroups), \
            term entries \(groupTermEntries)); symbols \(symbols) (\(kinds)); rows \(rows), entries \(rowEntries) \
            (capacity \(rowEntryCapacity), longest \(longestRow), in external rows \(externalRowEntries)); \
            levels \(levels) × \(levelCoefficients / max(levels, 1)) (nonzero \(nonzeroLevelCoefficients)); \
            column ids \(columnEntries) (capacity \(columnCapacity)); packed entries \(packedEntries) \
            (distinct coefficients \(distinctCoefficients))
            """
    }
}

extension Solver {
    /// How large the solver's structures are now.
    package var statistics: SolverStatistics {
        var s = SolverStatistics()
        s.constraints = records.count
        for index in records.indices {
            switch records.role(at: index) {
            case .folded: s.foldedConstraints += 1
            case .deferred: s.deferredConstraints += 1
            default: break
            }
        }
        s.variables = table.variables.count
        for group in groups where group.members > 0 {
            s.groups += 1
            if group.members > 1 { s.sharedGroups += 1 }
            if group.isRedundant { s.redundantGroups += 1 }
            s.groupTermEntries += group.terms.count
        }
        s.symbols = tableau.kinds.count
        for kind in tableau.kinds { s.symbolsByKind["\(kind)", default: 0] += 1 }
        for row in tableau.rows where row.basic >= 0 {
            s.rows += 1
            s.rowEntries += row.entries.count
            s.rowEntryCapacity += row.entries.capacity
            s.longestRow = max(s.longestRow, row.entries.count)
            if tableau.kinds[Int(row.basic)] == .external { s.externalRowEntries += row.entries.count }
        }
        if let packed = tableau.packedRows {
            s.packedEntries = packed.symbols.count
            s.distinctCoefficients = packed.coefficients.count
        }
        for l in tableau.levelOrder {
            s.levels += 1
            s.levelCoefficients += tableau.levels[l].coefficients.count
            s.nonzeroLevelCoefficients += tableau.levels[l].coefficients.count { $0 != 0 } + tableau.levels[l].packed.count
        }
        for column in tableau.columns {
            s.columnEntries += column.count
            s.columnCapacity += column.capacity
        }
        return s
    }
}
