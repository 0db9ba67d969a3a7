import Foundation

/// An abstract class for deciding where a collection view places its cells, supplementary views
/// and decoration views. Subclass it (or use `UICollectionViewFlowLayout` or
/// `UICollectionViewCompositionalLayout`) and override `prepare()`, `collectionViewContentSize`
/// and the `layoutAttributes…` methods.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view that uses the layout.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() {
        super.init()
    }

    /// Tells the layout to update the current layout: called before the collection view asks
    /// for attributes after an invalidation. The default does nothing.
    open func prepare() {}

    /// The width and height of the collection view's contents.
    open var collectionViewContentSize: CGSize { .zero }

    /// The layout attributes of all the cells and views in the rectangle.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The layout attributes of the item at the index path.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The layout attributes of the supplementary view of the kind at the index path.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds needs a new layout. The default is
    /// `true` when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// Whether a self-sizing cell's preferred attributes need a new layout. The default is
    /// `false`.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// Invalidates the current layout: the collection view asks again at its next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Where the content comes to rest after a scroll: the proposed offset by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The class of the layout attributes objects the layout makes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Whether the collection view flips the layout's horizontal coordinates when its layout
    /// direction is the opposite of `developmentLayoutDirection`. The default is `false`; flow
    /// and compositional layouts return `true`.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction of the language the layout was designed in: by default that of the main
    /// bundle's development region.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.developmentRegionDirection
    }

    /// The direction of the main bundle's development region, read once: every tiling pass
    /// of every collection view asks for it.
    private static let developmentRegionDirection: UIUserInterfaceLayoutDirection = {
        let region = AppResources.mainBundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String ?? "en"
        return SessionLocale.rightToLeftLanguages.contains(SessionLocale.languageCode(of: region)) ? .rightToLeft : .leftToRight
    }()

    // MARK: Internals

    var needsPrepare = true
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Prepares the layout when it was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// Whether cells size themselves: the collection view measures the cells it shows.
    var selfSizes: Bool { false }

    /// A cell measured itself: a self-sizing layout keeps the size and lays out again.
    /// Returns whether the layout changed.
    func cellMeasured(_ size: CGSize, at indexPath: IndexPath) -> Bool { false }

    /// The sizes cells gave themselves no longer count: the data changed.
    func forgetMeasuredSizes() {}

    /// The sections that scroll across the collection view's direction in scroll views of their
    /// own, with their frames in the collection view.
    func orthogonalSections(in rect: CGRect) -> [OrthogonalSectionFrame] { [] }

    /// The attributes of the elements in the orthogonal section inside `rect`, in the section's
    /// own scrolling coordinates.
    func orthogonalAttributes(inSection section: Int, in rect: CGRect) -> [UICollectionViewLayoutAttributes] { [] }
}

/// An orthogonally scrolling section: its band in the collection view, its content width.
struct OrthogonalSectionFrame {
    var section: Int
    var frame: CGRect
    var contentSize: CGSize
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The distance between pages for the paging behaviours: a group and its spacing, or the
    /// view's width.
    var pageWidth: CGFloat
    /// Where the first group starts, and a group's width.
    var leadingInset: CGFloat = 0
    var groupWidth: CGFloat = 0
}

/// The layout-related attributes of one element in a collection view: its frame, its place in
/// the stacking order, its alpha and transform.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The kind of element the attributes describe.
    public enum Category: UInt, Sendable {
        case cell = 0, supplementaryView = 1, decorationView = 2
    }

    /// The frame of the element, in the collection view's coordinates.
    open var frame: CGRect = .zero
    /// The center of the element.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of the element.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }
    /// The bounds of the element.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The transform of the element.
    open var transform: CGAffineTransform = .identity
    /// The transparency of the element.
    open var alpha: CGFloat = 1
    /// The position of the element in the stacking order.
    open var zIndex = 0
    /// Whether the element is hidden.
    open var isHidden = false
    /// The index path of the element.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// The kind of element.
    public private(set) var representedElementCategory: Category = .cell
    /// The kind of supplementary or decoration view, `nil` for a cell.
    public private(set) var representedElementKind: String?

    public override required init() {
        super.init()
    }

    /// Attributes for the cell at the index path.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of the kind at the index path.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of the kind at the index path.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the attributes, of the same class.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }

    func makeCopy() -> UICollectionViewLayoutAttributes {
        let copy = Swift.type(of: self).init()
        copy.frame = frame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.listPlacement = listPlacement
        copy.estimatedAxes = estimatedAxes
        return copy
    }

    /// Where a list row sits in its section.
    var listPlacement: ListPlacement?
    /// Which dimensions the element sizes itself in.
    var estimatedAxes = (width: false, height: false)

    /// The key the collection view keeps the element's view under.
    var elementKey: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}

/// Which element a view shows: a cell, or a supplementary or decoration view of a kind.
struct ElementKey: Hashable {
    var category: UICollectionViewLayoutAttributes.Category
    var kind: String?
    var indexPath: IndexPath
}

extension UICollectionView {
    /// The kind of a section header in a flow layout.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer in a flow layout.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The direction a layout scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0, horizontal = 1
    }

    /// Where an item scrolled to with `scrollToItem(at:at:animated:)` ends up.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
