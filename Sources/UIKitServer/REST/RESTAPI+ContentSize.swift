@_spi(Host) import UIKitCore

extension RESTAPI {
    /// The `contentSizeCategory` of a session's traits: a Dynamic Type category by its Swift
    /// name (`large`, `extraExtraLarge`, `accessibilityMedium`, …); `nil` when not given.
    static func optionalContentSizeCategory(_ fields: MessageFields) throws(WireError) -> UIContentSizeCategory? {
        guard let value = fields.object["contentSizeCategory"], value != .null else { return nil }
        guard let name = value.stringValue, let category = UIContentSizeCategory(name: name) else {
            throw .malformed("\"contentSizeCategory\" must be one of \(UIContentSizeCategory.allNames.joined(separator: ", "))")
        }
        return category
    }
}
