import Foundation

extension NSString {
    /// Returns the bounding box size the receiver occupies when drawn with the given attributes:
    /// the widest line and the height of all lines (split at line feeds only), unrounded.
    @MainActor
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// Returns the bounding rectangle the receiver occupies in a rectangle of `size` when drawn
    /// with the given attributes, as `NSAttributedString.boundingRect(with:options:context:)`.
    @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension StringProtocol {
    /// Returns the bounding box size the string occupies when drawn with the given attributes:
    /// the widest line and the height of all lines (split at line feeds only), unrounded.
    @MainActor
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = attrs?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        return TextMeasurer.shared.size(of: String(self), font: font)
    }
}

extension StringProtocol {
    /// Returns the bounding rectangle the string occupies in a rectangle of `size` when drawn
    /// with the given attributes, as `NSAttributedString.boundingRect(with:options:context:)`.
    @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }
}
