import Foundation

/// A range of characters in a text container, with a starting and an ending position.
open class UITextRange: NSObject {
    /// The start of the range.
    open var start: UITextPosition { storedStart }
    /// The end of the range.
    open var end: UITextPosition { storedEnd }
    /// Whether the range is empty: its start and end are the same.
    open var isEmpty: Bool { storedStart.offset == storedEnd.offset }

    private let storedStart: UITextPosition
    private let storedEnd: UITextPosition

    init(start: UITextPosition, end: UITextPosition) {
        storedStart = start
        storedEnd = end
    }

    convenience init(_ range: NSRange) {
        self.init(start: UITextPosition(offset: range.location), end: UITextPosition(offset: range.location + range.length))
    }

    var nsRange: NSRange {
        NSRange(location: storedStart.offset, length: storedEnd.offset - storedStart.offset)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextRange else { return false }
        return other.start.offset == start.offset && other.end.offset == end.offset
    }

    public override var hash: Int { start.offset &* 31 &+ end.offset }
}
