import Foundation

extension NSAttributedString {
    /// The styled text of a text field or text view as it draws it while not editing: the
    /// string's own attributes (attachments included) over the view's font and text colour.
    func drawn(over font: UIFont, color: UIColor) -> NSAttributedString {
        let drawn = NSMutableAttributedString(string: string, attributes: [.font: font, .foregroundColor: color])
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
            drawn.addAttributes(attributes, range: range)
        }
        return drawn
    }
}
