import Foundation

/// Text broken into lines as the browser breaks it, with each line's width and height in
/// points (unrounded: the caller rounds to pixels where UIKit does).
struct TextLayout: Hashable, Sendable {
    /// One line: the characters on it (an index range of the text's Unicode scalars, with any
    /// spaces that hang past its end), its width without those spaces, and its height.
    struct Line: Hashable, Sendable {
        var range: Range<Int>
        var width: Double
        var height: Double
    }

    var lines: [Line]
    /// Whether text was left out because of the line limit.
    var isTruncated: Bool

    /// The width of the widest line and the height of all lines.
    var size: CGSize {
        CGSize(width: lines.map(\.width).max() ?? 0, height: lines.reduce(0) { $0 + $1.height })
    }
}
