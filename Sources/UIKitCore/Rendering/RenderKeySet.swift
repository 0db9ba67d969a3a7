/// A set of render properties, kept as a bit mask so marking a property changed is one `or`.
struct RenderKeySet: OptionSet, Sendable {
    let rawValue: UInt64

    init(rawValue: UInt64) { self.rawValue = rawValue }

    @inline(__always)
    init(_ key: RenderKey) { rawValue = 1 << UInt64(key.rawValue) }

    /// The accessibility properties, which the renderer compares with what the page has.
    static let accessibility: RenderKeySet = [RenderKeySet(.role), RenderKeySet(.label), RenderKeySet(.axValue), RenderKeySet(.axHint),
                                              RenderKeySet(.axState), RenderKeySet(.axRange), RenderKeySet(.axActions), RenderKeySet(.tab),
                                              RenderKeySet(.axLanguage), RenderKeySet(.axPath), RenderKeySet(.axElements)]

    var keys: [RenderKey] {
        RenderKey.allCases.filter { contains(RenderKeySet($0)) }
    }

    /// The keys a view answers in `renderValue(for:)`: all but the accessibility properties,
    /// which the renderer reads from the view's accessibility on their own.
    static let viewKeys: [RenderKey] = RenderKey.allCases.filter { !accessibility.contains(RenderKeySet($0)) }
}
