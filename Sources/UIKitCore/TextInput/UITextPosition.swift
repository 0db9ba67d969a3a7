import Foundation

/// A position in a text container: here, an offset in UTF-16 code units from the start of the
/// document, as `NSRange` counts.
open class UITextPosition: NSObject {
    let offset: Int

    init(offset: Int) {
        self.offset = offset
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextPosition)?.offset == offset
    }

    public override var hash: Int { offset }
}
