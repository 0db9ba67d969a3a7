/// What the page has of a view's accessibility properties, as one hash per property: enough to
/// send only the properties that changed. The hashes of the properties the view has are kept
/// in key order, the first four inline (most elements have a role, a name, states and a place
/// in the tab order), so a digest takes 48 bytes rather than one hash for every key.
struct AccessibilityDigest: Equatable {
    /// The accessibility properties, in the order of the bits of `present`.
    static let keys: [RenderKey] = [.role, .label, .axValue, .axHint, .axState, .axRange, .axActions, .tab,
                                       .axLanguage, .axPath, .axElements]

    /// Which keys the view has, bit `k` for `keys[k]`.
    private var present: UInt16 = 0
    /// Whether the states said `focusable`.
    private(set) var isFocusable = false
    private var inline: InlineArray<4, Int> = .init(repeating: 0)
    /// The hashes after the fourth, for the rare element with more properties.
    private var more: [Int] = []

    init(_ properties: [RenderProperty]) {
        var hashes = InlineArray<11, Int>(repeating: 0)
        for property in properties {
            guard let index = Self.keys.firstIndex(of: property.key) else { continue }
            hashes[index] = Self.hash(property.value)
            present |= 1 << UInt16(index)
            if property.key == .axState, case .string(let states) = property.value {
                isFocusable = states.split(separator: " ").contains("focusable")
            }
        }
        var rank = 0
        for index in hashes.indices where hashes[index] != 0 {
            if rank < 4 { inline[rank] = hashes[index] } else { more.append(hashes[index]) }
            rank += 1
        }
    }

    /// The hash of `keys[index]`; 0 when the view does not have it.
    func hash(at index: Int) -> Int {
        let bit = UInt16(1) << UInt16(index)
        guard present & bit != 0 else { return 0 }
        let rank = (present & (bit &- 1)).nonzeroBitCount
        return rank < 4 ? inline[rank] : more[rank - 4]
    }

    static func == (a: AccessibilityDigest, b: AccessibilityDigest) -> Bool {
        guard a.present == b.present, a.isFocusable == b.isFocusable, a.more == b.more else { return false }
        for index in a.inline.indices where a.inline[index] != b.inline[index] { return false }
        return true
    }

    private static func hash(_ value: RenderValue) -> Int {
        var hasher = Hasher()
        switch value {
        case .string(let string): hasher.combine(string)
        case .number(let number): hasher.combine(number)
        case .numbers(let numbers): hasher.combine(numbers)
        default: hasher.combine(String(describing: value))
        }
        // Zero stands for "no property".
        return hasher.finalize() | 1
    }
}
