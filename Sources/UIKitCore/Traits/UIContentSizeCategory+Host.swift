import Foundation

extension UIContentSizeCategory {
    /// The categories by the names the wire and REST use: their Swift names.
    private static let names: [(String, UIContentSizeCategory)] = [
        ("extraSmall", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
        ("extraLarge", .extraLarge), ("extraExtraLarge", .extraExtraLarge), ("extraExtraExtraLarge", .extraExtraExtraLarge),
        ("accessibilityMedium", .accessibilityMedium), ("accessibilityLarge", .accessibilityLarge),
        ("accessibilityExtraLarge", .accessibilityExtraLarge), ("accessibilityExtraExtraLarge", .accessibilityExtraExtraLarge),
        ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
    ]

    /// Every category name, smallest first.
    @_spi(Host) public static var allNames: [String] { names.map(\.0) }

    /// The category of a name such as `large` or `accessibilityMedium`; `nil` for another name.
    @_spi(Host) public init?(name: String) {
        guard let found = Self.names.first(where: { $0.0 == name }) else { return nil }
        self = found.1
    }

    /// The category's name, such as `large`.
    @_spi(Host) public var name: String {
        Self.names.first { $0.1 == self }?.0 ?? "large"
    }

    /// The category of a browser's text size, its root font size in CSS pixels: 16 px (every
    /// browser's default) is `large`; another size is the category whose body text size is
    /// nearest to 17 points scaled as the browser scales 16 px (ties go to the larger), so
    /// Chrome's "Small" (12 px) is `extraSmall`, "Large" (20 px) `extraExtraLarge` and
    /// "Very large" (24 px) `accessibilityMedium`.
    @_spi(Host) public init(browserFontSize pixels: Double) {
        let body = pixels * 17 / 16
        var best = UIContentSizeCategory.large
        var bestDistance = Double.infinity
        for category in DynamicTypeScaling.categories {
            let distance = abs(Double(DynamicTypeScaling.size(of: .body, at: category)) - body)
            if distance <= bestDistance {
                best = category
                bestDistance = distance
            }
        }
        self = best
    }
}
