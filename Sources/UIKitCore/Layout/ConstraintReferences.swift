/// The active constraints that name a view (`ViewLayoutState.referencing`), in the order they
/// were listed. Many views are named by one constraint (a stack view's row by its height, say),
/// which is kept without an array: an array with room for five took an 80-byte chunk of its own.
/// A concrete enum of a reference and an array takes one word, where a generic one took a word
/// and a tag byte.
struct ConstraintReferences: Sequence {
    private enum Storage {
        case none
        case one(NSLayoutConstraint)
        case many([NSLayoutConstraint])
    }

    private var storage = Storage.none

    init() {}

    var isEmpty: Bool {
        switch storage {
        case .none: true
        case .one: false
        case .many(let all): all.isEmpty
        }
    }

    /// The constraint listed last.
    var last: NSLayoutConstraint? {
        switch storage {
        case .none: nil
        case .one(let constraint): constraint
        case .many(let all): all.last
        }
    }

    /// Lists a constraint after the others. A second one makes an array with room for five:
    /// a view laid out by constraints is named by four to six of them (its edges or sizes, its
    /// neighbours'), where growing from two would take two more allocations.
    mutating func append(_ constraint: NSLayoutConstraint) {
        switch storage {
        case .none:
            storage = .one(constraint)
        case .one(let first):
            var all: [NSLayoutConstraint] = []
            all.reserveCapacity(5)
            all.append(first)
            all.append(constraint)
            storage = .many(all)
        case .many(var all):
            storage = .none  // The array is uniquely held while it grows.
            all.append(constraint)
            storage = .many(all)
        }
    }

    /// Takes out the last listing of `constraint`, if it is listed.
    mutating func removeLast(_ constraint: NSLayoutConstraint) {
        switch storage {
        case .none:
            return
        case .one(let only):
            if only === constraint { storage = .none }
        case .many(var all):
            guard let index = all.lastIndex(where: { $0 === constraint }) else { return }
            storage = .none
            all.remove(at: index)
            storage = all.isEmpty ? .none : .many(all)
        }
    }

    func makeIterator() -> OneThenArrayIterator<NSLayoutConstraint> {
        switch storage {
        case .none: OneThenArrayIterator(single: nil, rest: nil)
        case .one(let constraint): OneThenArrayIterator(single: constraint, rest: nil)
        case .many(let all): OneThenArrayIterator(single: nil, rest: all)
        }
    }
}
