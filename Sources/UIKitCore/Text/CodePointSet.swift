/// A set of Unicode code points kept as sorted, disjoint, non-adjacent closed ranges: a font's
/// coverage, or the `unicode-range` of an `@font-face` rule.
struct CodePointSet: Hashable, Sendable {
    private(set) var ranges: [ClosedRange<UInt32>]

    /// A set of the given ranges, in any order, overlapping or not.
    init(_ ranges: [ClosedRange<UInt32>]) {
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
    }

    func contains(_ codePoint: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < codePoint {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count && ranges[low].contains(codePoint)
    }

    /// The code points of this set that are not in `other`.
    func subtracting(_ other: CodePointSet) -> CodePointSet {
        var result: [ClosedRange<UInt32>] = []
        var removed = other.ranges[...]
        for range in ranges {
            var start = range.lowerBound
            var exhausted = false
            while let cut = removed.first, cut.lowerBound <= range.upperBound {
                if cut.upperBound < start {
                    removed = removed.dropFirst()
                    continue
                }
                if cut.lowerBound > start { result.append(start...(cut.lowerBound - 1)) }
                if cut.upperBound >= range.upperBound {
                    exhausted = true
                    break
                }
                start = cut.upperBound + 1
                removed = removed.dropFirst()
            }
            if !exhausted { result.append(start...range.upperBound) }
        }
        return CodePointSet(result)
    }

    /// The code points in both sets.
    func intersection(_ other: CodePointSet) -> CodePointSet {
        subtracting(subtracting(other))
    }

    var isEmpty: Bool { ranges.isEmpty }

    /// The set cut into consecutive sets of `size` code points each (the last may hold fewer).
    func chunked(by size: Int) -> [CodePointSet] {
        var chunks: [CodePointSet] = []
        var current: [ClosedRange<UInt32>] = []
        var count = 0
        for range in ranges {
            var start = range.lowerBound
            while true {
                let take = min(UInt64(size - count), UInt64(range.upperBound) - UInt64(start) + 1)
                let end = start + UInt32(take) - 1
                current.append(start...end)
                count += Int(take)
                if count == size {
                    chunks.append(CodePointSet(current))
                    current = []
                    count = 0
                }
                guard end < range.upperBound else { break }
                start = end + 1
            }
        }
        if !current.isEmpty { chunks.append(CodePointSet(current)) }
        return chunks
    }

    /// The CSS `unicode-range` descriptor value, such as `U+20-7E, U+A0-17F`.
    var cssUnicodeRange: String {
        ranges.map { range in
            let low = String(range.lowerBound, radix: 16, uppercase: true)
            guard range.upperBound != range.lowerBound else { return "U+\(low)" }
            return "U+\(low)-\(String(range.upperBound, radix: 16, uppercase: true))"
        }.joined(separator: ", ")
    }
}
