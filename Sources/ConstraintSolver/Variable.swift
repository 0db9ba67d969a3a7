/// An unknown quantity that the solver assigns a value to.
///
/// A variable has identity: two variables with the same name are still
/// different unknowns. After ``Solver/updateVariables()`` its ``value`` holds
/// the value the last solution gave it; ``Solver/value(of:)`` reads the same
/// number on demand.
public final class Variable {
    /// A name for debugging; the solver does not use it.
    public var name: String? { nameBox?.name }

    /// The value written by the last ``Solver/updateVariables()`` that
    /// touched this variable; 0 until then.
    public internal(set) var value: Double = 0

    /// The name in a box of its own: a layout holds hundreds of variables and names none, and
    /// without the name inline a variable takes the smallest allocation there is.
    private let nameBox: NameBox?

    /// The variable's id in the solver's variable table that claimed it, or -1 (see
    /// `VariableTable.id(for:)`): looking a variable up reads it here rather than hashing.
    var claimedID: Int32 = -1

    /// Whether ``value`` changed since the flag was last cleared: ``Solver/updateVariables()``
    /// sets it when it writes a different value, and a new variable has it. Whoever reads the
    /// solution clears it (UIKit's engine, for the views whose rectangles moved). It takes the
    /// spare bytes of the variable's allocation.
    package var valueChanged = true

    /// Creates a variable with an optional debugging name.
    public init(_ name: String? = nil) {
        nameBox = name.map(NameBox.init)
    }

    private final class NameBox {
        let name: String
        init(_ name: String) { self.name = name }
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or its object identity when it has none.
    public var description: String {
        name ?? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))"
    }
}
