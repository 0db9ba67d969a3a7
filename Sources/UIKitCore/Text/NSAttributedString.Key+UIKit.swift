import Foundation

extension NSAttributedString.Key {
    /// The font of the text: a `UIFont`; Helvetica 12 on Apple platforms, the system font
    /// in 12 points here, when absent.
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
}
