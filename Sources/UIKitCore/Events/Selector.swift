/// The name of an action that travels up the responder chain.
///
/// Without Objective-C there are no method selectors, so an action is named by this value and a
/// responder answers it with a method it registers (`UIResponder.registerAction(_:_:)`).
/// Write it as UIKit spells the selector: `Selector("save:")`, or with a string literal.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, such as `copy:`.
    public let name: String

    /// Creates a selector with the given name.
    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }

    public var description: String { name }
}

extension Selector {
    /// The standard edit actions (`UIResponderStandardEditActions`).
    public static let cut = Selector("cut:")
    public static let copy = Selector("copy:")
    public static let paste = Selector("paste:")
    public static let delete = Selector("delete:")
    public static let select = Selector("select:")
    public static let selectAll = Selector("selectAll:")
}
