/// Constants that specify an edge or a set of edges, taking the user interface layout direction
/// into account.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates an edge with the specified raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
