/// The first stored word of an `NSObject` subclass that attributed strings hold as attribute
/// values (colours, fonts, paragraph styles, attachments).
///
/// Foundation on Linux keeps an attributed string's runs in Core Foundation, which compares the
/// attribute dictionaries of neighbouring runs and so their values. Core Foundation reads the
/// word after an object's reference count as its type information; a Swift `NSObject` subclass
/// has its first stored property there. Read as type 0 ("not a type"), Core Foundation stops
/// the process; read as any other type that is not the object's own class, it hands the
/// comparison to Swift's `isEqual(_:)`. This word says type 1 (`CFType`), so two runs in
/// different colours can sit side by side.
struct CoreFoundationInfo: Sendable {
    let bits: UInt64 = 1 << 8
}
