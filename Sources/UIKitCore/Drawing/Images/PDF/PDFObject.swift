/// A value of PDF's object syntax (ISO 32000-1, 7.3), as the file's objects and a page's
/// content stream are written.
indirect enum PDFObject: Sendable {
    case null
    case boolean(Bool)
    case number(Double)
    case name(String)
    case string([UInt8])
    case array([PDFObject])
    case dictionary([String: PDFObject])
    /// `12 0 R`: the object numbered 12.
    case reference(Int)
    /// A bare word: an operator in a content stream, or `obj`, `stream` and the like in a file.
    case keyword(String)

    var number: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    /// The number when it is a whole number that fits an object number.
    var integer: Int? {
        guard let number, number == number.rounded(), abs(number) < 1e9 else { return nil }
        return Int(number)
    }

    var name: String? {
        if case .name(let value) = self { value } else { nil }
    }

    var array: [PDFObject]? {
        if case .array(let value) = self { value } else { nil }
    }

    var dictionary: [String: PDFObject]? {
        if case .dictionary(let value) = self { value } else { nil }
    }

    var keyword: String? {
        if case .keyword(let value) = self { value } else { nil }
    }
}
