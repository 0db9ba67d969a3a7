/// What the page has of a view's accessibility properties, as one hash per property (0: none):
/// enough to send only the properties that changed, in a fixed 96 bytes per element rather than
/// the values themselves.
struct AccessibilityDigest: Equatable {
    /// The accessibility properties, in the order of `hashes`.
    static let keys: [RenderKey] = [.role, .label, .axValue, .axHint, .axState, .axRange, .axActions, .tab,
                                       .axLanguage, .axPath, .axElements]

    private(set) var hashes: InlineArray<11, Int> = .init(repeating: 0)
    /// Whether the states said `focusable`.
    private(set) var isFocusable = false

    init(_ properties: [RenderProperty]) {
        for property in properties {
            guard let index = Self.keys.firstIndex(of: property.key) else { continue }
            hashes[index] = Self.hash(property.value)
            if property.key == .axState, case .string(let states) = property.value {
                isFocusable = states.split(separator: " ").contains("focusable")
            }
        }
    }

    static func == (a: AccessibilityDigest, b: AccessibilityDigest) -> Bool {
        guard a.isFocusable == b.isFocusable else { return false }
        for index in a.hashes.indices where a.hashes[index] != b.hashes[index] { return false }
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
