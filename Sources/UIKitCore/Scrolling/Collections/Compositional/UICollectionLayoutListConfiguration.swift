import Foundation

/// A configuration for a list section in a compositional layout: rows that size themselves,
/// with the appearance of a plain, grouped or inset grouped table.
public struct UICollectionLayoutListConfiguration {
    /// The overall appearance of a list.
    public enum Appearance: Int, Sendable {
        case plain = 0, grouped = 1, insetGrouped = 2, sidebar = 3, sidebarPlain = 4
    }

    /// Whether a section has a header, and how it is given.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary = 1
        /// The section's first item shows as its header.
        case firstItemInSection = 2
    }

    /// Whether a section has a footer.
    public enum FooterMode: Int, Sendable {
        case none = 0, supplementary = 1
    }

    /// The appearance of the list.
    public let appearance: Appearance
    /// Whether rows have separators between them. The default is `true`, `false` for sidebars.
    public var showsSeparators: Bool
    /// The background of the list; `nil` gives the appearance's.
    public var backgroundColor: UIColor?
    /// How sections give their headers.
    public var headerMode: HeaderMode = .none
    /// How sections give their footers.
    public var footerMode: FooterMode = .none
    /// The space above a section's header.
    public var headerTopPadding: CGFloat?
    /// The actions shown when a row is swiped towards the trailing edge.
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?
    /// The actions shown when a row is swiped towards the leading edge.
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?

    /// A list configuration of the appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// The background colour the appearance gives the collection view.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }
}

extension NSCollectionLayoutSection {
    /// A list section of the configuration: full-width rows of at least 44 points that size
    /// themselves, inset and rounded for inset grouped lists, with the header and footer the
    /// configuration asks for.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let width = layoutEnvironment.container.contentSize.width
        let side: CGFloat = configuration.appearance == .insetGrouped ? (width > 375 ? 20 : 16) : 0
        let grouped = configuration.isGrouped
        // Grouped sections are 35 points apart, as a grouped table's are.
        let top: CGFloat = grouped && configuration.headerMode != .supplementary ? 35 : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: side, bottom: 0, trailing: side)
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(grouped ? 48 : 28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(grouped ? 38 : 28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            section.boundarySupplementaryItems.append(footer)
        }
        section.listConfiguration = configuration
        return section
    }
}

/// Where a list row sits in its section, which the cell shows as rounded corners and a separator.
struct ListPlacement: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var isFirst: Bool
    var isLast: Bool
    var showsSeparator: Bool
}
