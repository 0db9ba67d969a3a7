import Foundation

/// One dimension of a layout element: a fraction of its container's width or height, an
/// absolute value, or an estimate the element's content replaces.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind

    /// The value: the fraction, the points or the estimate.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    /// A fixed size in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }
    /// An estimate the element's content replaces when it is shown.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The value in points inside a container of `container` size.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}

/// The width and height of a layout element.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of the two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between items in a group: fixed, or flexible (at least the value, and the rest of
/// the group's room shared out).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFixedSpacing: Bool
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
    }

    /// Exactly this much space.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
    }
    /// At least this much space, and a share of the room left.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
    }
}

/// The most basic component of a collection view's layout: an item of a size, inset by its
/// content insets.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, in its group.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary items attached to the item.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// The space between the item's frame and its cell's.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// An item of the size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of the size with supplementary items.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// A container for a set of items that lays them out along one axis, and repeats them as room
/// and the section's items allow.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The items (or groups) the group lays out, repeated in order.
    public let subitems: [NSCollectionLayoutItem]
    /// When set, the group holds exactly this many of its one subitem, sized to share its room.
    let count: Int?
    /// The space between the items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        precondition(!subitems.isEmpty, "NSCollectionLayoutGroup needs at least one subitem")
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group that lays out its subitems in a row, repeating them while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group of `count` of the subitem in a row, each as wide as their share of the group.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// A group of `count` of the subitem in a row, each at its own size.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(1, count)), count: nil)
    }

    /// A group that lays out its subitems in a column, repeating them while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group of `count` of the subitem in a column, each as tall as their share of the group.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// A group of `count` of the subitem in a column, each at its own size.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(1, count)), count: nil)
    }
}

/// How a boundary supplementary item lines up with its section.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// An object used to add an extra visual decoration to an item or group.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of the supplementary view.
    public let elementKind: String
    /// The position in the stacking order. The default is 1.
    open var zIndex = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A supplementary item at the top or bottom of a section or the whole layout: a header or a
/// footer.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where the item lines up with its section.
    public let alignment: NSRectAlignment
    /// Where the item is from its aligned position.
    public let offset: CGPoint
    /// Whether the item sticks to the visible area while its section is in view.
    open var pinToVisibleBounds = false
    /// Whether the item takes room of its own, moving the section's content. The default is `true`.
    open var extendsBoundary = true

    /// A header or footer of the size and kind, aligned to its section.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        offset = .zero
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// A header or footer at an offset from its aligned position.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// A view behind a section: its background.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of the decoration view, registered with the layout.
    public let elementKind: String
    /// The position in the stacking order. The default is 0, behind the cells.
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A decoration covering its section, inside the section's content insets.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

/// How a section scrolls across the layout's direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll across: its groups stack along the layout's direction.
    case none = 0
    /// The section scrolls across continuously.
    case continuous = 1
    /// The section scrolls across and comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// The section scrolls across by the width of the collection view.
    case paging = 3
    /// The section scrolls across a group at a time.
    case groupPaging = 4
    /// The section scrolls across a group at a time, with the group centered.
    case groupPagingCentered = 5
}

/// A container that combines a set of groups into distinct visual groupings.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group the section repeats to hold its items.
    public let group: NSCollectionLayoutGroup
    /// The space between the section's content and its edges.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout's direction.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The headers and footers of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The backgrounds of the section.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether headers and footers are inset as the content is. The default is `true`.
    open var supplementariesFollowContentInsets = true

    /// A section repeating the group.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// The list a `UICollectionLayoutListConfiguration` describes, when made by `list(using:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?
}

/// The container a layout element is placed in: its size and insets.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The size of the container.
    var contentSize: CGSize { get }
    /// The size of the container less its content insets.
    var effectiveContentSize: CGSize { get }
    /// The insets of the container's content.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The content insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment a section is made for: its container and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

struct LayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
}
