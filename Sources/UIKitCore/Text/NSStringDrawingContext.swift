import Foundation

/// Information about how a string was drawn or measured.
open class NSStringDrawingContext: NSObject {
    /// The bounds of the text the last measurement gave, in points.
    open internal(set) var totalBounds: CGRect = .zero
}
