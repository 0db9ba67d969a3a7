/// How folding a required equality into the variable table ended.
enum AbsorbOutcome {
    /// The equality is not of the form `x = c` or `x = y + c` over variables
    /// that are still free to move; it goes to the tableau.
    case notTrivial
    /// The equality now defines a variable by a constant or another variable.
    case absorbed
    /// The equality already held.
    case redundant
    /// The equality contradicts the ones folded before.
    case unsatisfiable
}

/// The solver's variables, and the required equalities `x = c` and
/// `x = y + c` folded into them before they reach the tableau.
///
/// Variables form classes (union-find with offsets): every variable equals
/// its class root plus an offset, and a root is either pinned to a constant,
/// or a tableau symbol, or not yet constrained. Only roots that are not in
/// the tableau yet may be folded, so tableau rows never name a folded
/// variable.
struct VariableTable {
    var index = IdentityTable()
    var variables: [Variable] = []
    var parent: [Int32] = []
    /// The value of a variable minus the value of its parent.
    var offset: [Double] = []
    /// A root's constant value, or NaN.
    var pinned: [Double] = []
    /// A root's tableau symbol, or -1.
    var symbol: [Int32] = []
    /// The variables of each root's class other than the root itself: empty,
    /// with no buffer, for the many variables that no equality folded.
    var members: [[Int32]] = []
    /// The root that owns each tableau symbol, or -1.
    var variableOfSymbol: [Int32] = []
    /// A buffer `absorb` reuses, so that trying a fold allocates nothing.
    var scratch: [Entry] = []

    /// The id of `variable`, given to it here the first time.
    ///
    /// A variable keeps the id that the first table to see it gave it (`claimedID`), so a
    /// lookup reads one field; a variable that another table claimed (the temporary solver that
    /// measures a fitting size reads an engine's variables) goes in `index` instead. Whether the
    /// variable at an id is the one looked up is what decides, so a claim that another table
    /// made never misleads.
    mutating func id(for variable: Variable) -> Int32 {
        if let v = existingID(of: variable) { return v }
        let v = claimNewID(for: variable)
        parent.append(v)
        offset.append(0)
        pinned.append(.nan)
        symbol.append(-1)
        members.append([])
        return v
    }

    /// The id of `variable`, appended to `variables` alone when it is new: a batch that a memo's
    /// outcome may stand for names its variables so (`Solver.add(_:recallingFrom:)`), as the
    /// outcome brings their classes. Until `completeClasses()` the new variables have none.
    mutating func claimID(for variable: Variable) -> Int32 {
        existingID(of: variable) ?? claimNewID(for: variable)
    }

    private mutating func claimNewID(for variable: Variable) -> Int32 {
        let v = Int32(variables.count)
        if variable.claimedID < 0 {
            variable.claimedID = v
        } else {
            index[ObjectIdentifier(variable)] = v
        }
        variables.append(variable)
        return v
    }

    /// Gives each variable that `claimID(for:)` appended a class of its own, as `id(for:)`
    /// does: its own root, no offset, not pinned, no symbol, no members.
    mutating func completeClasses() {
        let start = parent.count, count = variables.count - start
        guard count > 0 else { return }
        parent.append(contentsOf: Int32(start)..<Int32(variables.count))
        offset.append(contentsOf: repeatElement(0, count: count))
        pinned.append(contentsOf: repeatElement(.nan, count: count))
        symbol.append(contentsOf: repeatElement(-1, count: count))
        members.append(contentsOf: repeatElement([], count: count))
    }

    /// The id of `variable` if the table has it.
    func existingID(of variable: Variable) -> Int32? {
        let claimed = variable.claimedID
        if claimed >= 0 && Int(claimed) < variables.count && variables[Int(claimed)] === variable { return claimed }
        return index.isEmpty ? nil : index[ObjectIdentifier(variable)]
    }

    /// Gives up the ids the table gave its variables, before the table goes: another table
    /// may then claim them. An id the table found claimed by another stays that table's.
    func releaseClaims() {
        for (v, variable) in variables.enumerated() where variable.claimedID == Int32(v) {
            if index.isEmpty || index[ObjectIdentifier(variable)] == nil { variable.claimedID = -1 }
        }
    }

    /// The class root of `v` and `value(v) - value(root)`, compressing the path.
    mutating func find(_ v: Int32) -> (root: Int32, offset: Double) {
        var root = v
        var total = 0.0
        while parent[Int(root)] != root {
            total += offset[Int(root)]
            root = parent[Int(root)]
        }
        // Most variables are roots or point at their root: nothing to compress, and no write
        // (whose uniqueness check the compiler would otherwise make on every call).
        guard root != v, parent[Int(v)] != root else { return (root, total) }
        var node = v
        var remaining = total
        while parent[Int(node)] != root && node != root {
            let next = parent[Int(node)]
            let step = offset[Int(node)]
            parent[Int(node)] = root
            offset[Int(node)] = remaining
            remaining -= step
            node = next
        }
        return (root, total)
    }

    /// Appends the ids of the variables of `constraint`'s expression to `ids`, in term order, so
    /// that a batch looks each variable up once however often it reads it.
    mutating func appendIds(of constraint: Constraint, to ids: inout [Int32]) {
        for k in 0..<constraint.termCount {
            ids.append(id(for: constraint.term(k).variable))
        }
    }

    /// `appendIds(of:to:)` through `claimID(for:)`.
    mutating func appendClaimedIds(of constraint: Constraint, to ids: inout [Int32]) {
        for k in 0..<constraint.termCount {
            ids.append(claimID(for: constraint.term(k).variable))
        }
    }

    /// `constraint`'s expression over class roots (as entries whose symbol is the root's
    /// variable id), with pinned classes folded into the constant and repeated
    /// roots added up. `ids`, when given, holds the ids of its variables.
    mutating func canonical(_ constraint: Constraint, ids: ArraySlice<Int32>? = nil) -> (terms: [Entry], constant: Double) {
        var terms: [Entry] = []
        terms.reserveCapacity(constraint.termCount)
        let constant = canonical(constraint, ids: ids, into: &terms)
        return (terms, constant)
    }

    /// Writes `canonical(constraint, ids:)`'s terms over `terms` (keeping its
    /// buffer, so that a caller can reuse one) and returns its constant.
    mutating func canonical(_ constraint: Constraint, ids: ArraySlice<Int32>?, into terms: inout [Entry]) -> Double {
        // Emptying an empty array, or removing nothing, still costs a call; most times there is nothing.
        if !terms.isEmpty { terms.removeAll(keepingCapacity: true) }
        var constant = constraint.constant
        for k in 0..<constraint.termCount {
            let term = constraint.term(k)
            let v = ids.map { $0[$0.startIndex + k] } ?? id(for: term.variable)
            let (root, shift) = find(v)
            constant += term.coefficient * shift
            let pin = pinned[Int(root)]
            if !pin.isNaN {
                constant += term.coefficient * pin
            } else if let i = terms.firstIndex(where: { $0.symbol == root }) {
                terms[i].coefficient += term.coefficient
            } else {
                terms.append(Entry(symbol: root, coefficient: term.coefficient))
            }
        }
        if terms.contains(where: { abs($0.coefficient) < epsilon }) {
            terms.removeAll { abs($0.coefficient) < epsilon }
        }
        return constant
    }

    /// Folds the required equality `constraint` (its expression `== 0`) if it reads `x = c` or
    /// `x = y + c` for a root that is not in the tableau.
    mutating func absorb(_ constraint: Constraint, ids: ArraySlice<Int32>? = nil) -> AbsorbOutcome {
        var terms: [Entry] = []
        swap(&terms, &scratch)
        defer { swap(&terms, &scratch) }
        let constant = canonical(constraint, ids: ids, into: &terms)
        switch terms.count {
        case 0:
            return abs(constant) < epsilon ? .redundant : .unsatisfiable
        case 1:
            let r = terms[0].symbol
            guard symbol[Int(r)] < 0 else { return .notTrivial }
            pinned[Int(r)] = -constant / terms[0].coefficient
            return .absorbed
        case 2:
            let a = terms[0].coefficient
            let roots = (terms[0].symbol, terms[1].symbol)
            guard abs(a + terms[1].coefficient) < epsilon else { return .notTrivial }
            // a·r0 − a·r1 + constant = 0, so r0 = r1 − constant / a.
            let shift = -constant / a
            let firstIsFree = symbol[Int(roots.0)] < 0, secondIsFree = symbol[Int(roots.1)] < 0
            // Attach the smaller class when both are free, so that classes
            // stay shallow and a chain of unions stays linear.
            if firstIsFree && (!secondIsFree || members[Int(roots.0)].count <= members[Int(roots.1)].count) {
                attach(roots.0, to: roots.1, offset: shift)
            } else if secondIsFree {
                attach(roots.1, to: roots.0, offset: -shift)
            } else {
                return .notTrivial
            }
            return .absorbed
        default:
            return .notTrivial
        }
    }

    /// Makes root `child` equal `root + offset`.
    mutating func attach(_ child: Int32, to root: Int32, offset shift: Double) {
        parent[Int(child)] = root
        offset[Int(child)] = shift
        var moved: [Int32] = []
        swap(&moved, &members[Int(child)])
        members[Int(root)].append(child)
        members[Int(root)].append(contentsOf: moved)
    }

    /// The tableau symbol of an unpinned root, created on first use.
    mutating func symbol(forRoot r: Int32, in tableau: inout Tableau) -> Int32 {
        let existing = symbol[Int(r)]
        if existing >= 0 { return existing }
        let s = tableau.newSymbol(.external)
        symbol[Int(r)] = s
        while variableOfSymbol.count <= Int(s) { variableOfSymbol.append(-1) }
        variableOfSymbol[Int(s)] = r
        return s
    }

    /// Where variable `v`'s value comes from: a constant, or a tableau
    /// symbol's value (the symbol is -1 for a variable in no row), plus `shift`.
    mutating func source(of v: Int32) -> (symbol: Int32, constant: Double) {
        let (root, shift) = find(v)
        let pin = pinned[Int(root)]
        if !pin.isNaN { return (-1, pin + shift) }
        return (symbol[Int(root)], shift)
    }
}
