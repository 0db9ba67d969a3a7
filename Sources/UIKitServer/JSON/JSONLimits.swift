/// Bounds that parsing enforces on untrusted input.
public struct JSONLimits: Sendable, Equatable {
    /// The largest input accepted, in bytes.
    public let maxBytes: Int
    /// The deepest nesting of arrays and objects accepted; a scalar has depth 0 and `[[1]]` depth 2.
    public let maxDepth: Int

    /// Creates limits. `maxDepth` is capped at 1,000 because converting the parsed tree
    /// recurses once per level, on whatever thread (and stack) the caller runs on.
    public init(maxBytes: Int = 1_048_576, maxDepth: Int = 32) {
        precondition((1..<Int(Int32.max)).contains(maxBytes), "maxBytes must be between 1 and 2^31 - 2")
        precondition((1...1_000).contains(maxDepth), "maxDepth must be between 1 and 1000")
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
    }

    /// 1 MiB and 32 levels.
    public static let `default` = JSONLimits()
}
