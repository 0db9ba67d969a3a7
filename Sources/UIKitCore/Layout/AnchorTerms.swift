/// The summands of an anchor, or of one side of a constraint: none (a constant size), one (almost
/// every anchor), or several (anchors made by `anchorWithOffset(to:)`).
///
/// A first term with a coefficient of 1, as every anchor's is, is kept inline as its item and
/// attribute, so a constraint between two anchors allocates nothing besides itself; only the
/// rare anchors with several terms keep the others in an array.
struct AnchorTerms: RandomAccessCollection {
    /// The item of the inline term, held without keeping it as UIKit's anchors hold their items.
    let headHandle: LifetimeHandle?
    /// The terms after the inline one.
    let tail: [AnchorTerm]
    /// The attribute of the inline term; `nil` when there is none.
    let headAttribute: NSLayoutConstraint.Attribute?

    init(headHandle: LifetimeHandle?, headAttribute: NSLayoutConstraint.Attribute?, tail: [AnchorTerm]) {
        self.headHandle = headHandle
        self.headAttribute = headAttribute
        self.tail = tail
    }

    /// No term: the second side of a constraint with a constant size.
    static var none: AnchorTerms { AnchorTerms(headHandle: nil, headAttribute: nil, tail: []) }

    @MainActor
    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.init(headHandle: LifetimeHandle.of(item), headAttribute: attribute, tail: [])
    }

    /// The term of a view's or guide's own anchor, whose handle the caller has.
    init(handle: LifetimeHandle, attribute: NSLayoutConstraint.Attribute) {
        self.init(headHandle: handle, headAttribute: attribute, tail: [])
    }

    init(_ terms: [AnchorTerm]) {
        guard let head = terms.first, head.coefficient == 1 else {
            self.init(headHandle: nil, headAttribute: nil, tail: terms)
            return
        }
        self.init(headHandle: head.handle, headAttribute: head.attribute, tail: Array(terms.dropFirst()))
    }

    /// Whether a term names a leading or trailing attribute, read without making the terms
    /// (which loads each one's item).
    var hasDirectionalAttribute: Bool {
        if headAttribute?.isDirectional == true { return true }
        return !tail.isEmpty && tail.contains { $0.attribute.isDirectional }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { (headAttribute == nil ? 0 : 1) + tail.count }

    subscript(position: Int) -> AnchorTerm {
        guard let headAttribute else { return tail[position] }
        return position == 0 ? AnchorTerm(handle: headHandle, attribute: headAttribute) : tail[position - 1]
    }
}
