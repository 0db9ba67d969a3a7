/// An unknown quantity that the solver assigns a value to.
///
/// A variable has identity: two variables with the same name are still
/// different unknowns. After ``Solver/updateVariables()`` its ``value`` holds
/// the value the last solution gave it; ``Solver/value(of:)`` reads the same
/// number on demand.
public final class Variable {
    /// A name for debugging; the solver does not use it.
    public let name: String?

    /// The value written by the last ``Solver/updateVariables()`` that
    /// touched this variable; 0 until then.
    public internal(set) var value: Double = 0

    /// Creates a variable with an optional debugging name.
    public init(_ name: String? = nil) {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or its object identity when it has none.
    public var description: String {
        name ?? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))"
    }
}
