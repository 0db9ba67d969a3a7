/// The summands of an anchor, or of one side of a constraint: none (a constant size), one (almost
/// every anchor), or several (anchors made by `anchorWithOffset(to:)`).
///
/// A first term with a coefficient of 1, as every anchor's is, is kept inline as its item and
/// attribute, so a constraint between two anchors allocates nothing besides itself; only the
/// rare anchors with several terms keep the others in an array.
struct AnchorTerms: RandomAccessCollection {
    /// The item of the inline term, held weakly as UIKit's anchors hold their items.
    private weak var headItem: AnyObject?
    /// The attribute of the inline term; `nil` when there is none.
    private let headAttribute: NSLayoutConstraint.Attribute?
    private let tail: [AnchorTerm]

    private init(headItem: AnyObject?, headAttribute: NSLayoutConstraint.Attribute?, tail: [AnchorTerm]) {
        self.headItem = headItem
        self.headAttribute = headAttribute
        self.tail = tail
    }

    /// No term: the second side of a constraint with a constant size.
    static var none: AnchorTerms { AnchorTerms(headItem: nil, headAttribute: nil, tail: []) }

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.init(headItem: item, headAttribute: attribute, tail: [])
    }

    init(_ terms: [AnchorTerm]) {
        guard let head = terms.first, head.coefficient == 1 else {
            self.init(headItem: nil, headAttribute: nil, tail: terms)
            return
        }
        self.init(headItem: head.item, headAttribute: head.attribute, tail: Array(terms.dropFirst()))
    }

    var startIndex: Int { 0 }
    var endIndex: Int { (headAttribute == nil ? 0 : 1) + tail.count }

    subscript(position: Int) -> AnchorTerm {
        guard let headAttribute else { return tail[position] }
        return position == 0 ? AnchorTerm(item: headItem, attribute: headAttribute) : tail[position - 1]
    }
}
