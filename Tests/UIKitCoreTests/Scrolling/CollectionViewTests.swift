import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class CountingItemCell: UICollectionViewCell {
    static var made = 0
    var reuses = 0
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        CountingItemCell.made += 1
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

@MainActor
private final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
    UICollectionViewDataSourcePrefetching {
    var prefetched: [String] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append("prefetch \(indexPaths.map(\.item).min()!)...\(indexPaths.map(\.item).max()!)")
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        prefetched.append("cancel \(indexPaths.map(\.item).min()!)...\(indexPaths.map(\.item).max()!)")
    }

    var counts: [Int]
    var asked: [IndexPath] = []
    var events: [String] = []
    var refuse: IndexPath?
    var sizes: [IndexPath: CGSize] = [:]

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        (cell as? CountingItemCell)?.label.text = "Item \(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        events.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        events.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(indexPath.item)")
        return indexPath != refuse
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.item)")
    }
}

/// UICollectionView with flow and compositional layouts: frames for given sizes, items asked for
/// only near the visible area, reuse, selection in UIKit's order, updates, diffable data
/// sources with section snapshots, and sections that scroll across.
@MainActor
struct CollectionViewTests {
    private func makeScene() -> (UIWindowScene, UIViewController) {
        let controller = UIViewController()
        let (scene, _) = showOnManualClock(controller)
        return (scene, controller)
    }

    private func makeCollection(_ items: Items, layout: UICollectionViewLayout) -> (UIWindowScene, UICollectionView) {
        let (scene, controller) = makeScene()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(CountingItemCell.self, forCellWithReuseIdentifier: "item")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        collection.dataSource = items
        collection.delegate = items
        controller.view.addSubview(collection)
        _ = scene.finishTurn()
        return (scene, collection)
    }

    private func grid() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return layout
    }

    @Test func testAFlowLayoutSpreadsFullLinesToBothEdgesAndStartsTheLastAtTheLeadingEdge() {
        let layout = grid()
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        let (_, collection) = makeCollection(Items([7]), layout: layout)
        let frames = (0..<7).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        // 370 points of room hold three 100-point items at the minimum 10-point spacing; the
        // 70 left over spread as 35 between them.
        #expect(frames[0] == CGRect(x: 10, y: 60, width: 100, height: 100))
        #expect(frames[1] == CGRect(x: 145, y: 60, width: 100, height: 100))
        #expect(frames[2] == CGRect(x: 280, y: 60, width: 100, height: 100))
        #expect(frames[3] == CGRect(x: 10, y: 170, width: 100, height: 100))
        #expect(frames[6] == CGRect(x: 10, y: 280, width: 100, height: 100))
        #expect(collection.contentSize == CGSize(width: 390, height: CGFloat(50 + 10 + 320 + 10)))
        let header = collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                       at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
        #expect(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                             at: IndexPath(item: 0, section: 0))?.frame == header?.frame)
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == frames[4])
    }

    @Test func testItemsOfDifferentSizesAreCenteredInTheirLineAndAHorizontalGridFillsColumns() {
        let items = Items([3])
        items.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 60)
        let (_, collection) = makeCollection(items, layout: grid())
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 30)

        let horizontal = grid()
        horizontal.scrollDirection = .horizontal
        let (_, sideways) = makeCollection(Items([9]), layout: horizontal)
        // 420 points of height hold three 100-point items at the 10-point spacing (four need 430).
        #expect(sideways.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 10, y: 330, width: 100, height: 100))
        #expect(sideways.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 120, y: 10, width: 100, height: 100))
        #expect(sideways.contentSize == CGSize(width: CGFloat(10 + 100 * 3 + 20 + 10), height: 440))
    }

    @Test func testTenThousandItemsAskForTheVisibleOnesAndScrollingReusesCells() {
        CountingItemCell.made = 0
        let items = Items([10_000])
        let (scene, collection) = makeCollection(items, layout: grid())
        // Lines of three, 110 points apart; 880 points of view and overscan below make 8 lines,
        // the 440 points of view show 4 of them.
        #expect(items.asked.count == 24)
        #expect(collection.indexPathsForVisibleItems == (0..<12).map { IndexPath(item: $0, section: 0) })
        for step in 1...30 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 440)
            _ = scene.finishTurn()
        }
        #expect(CountingItemCell.made <= 40)
        let cells = collection.visibleCells.compactMap { $0 as? CountingItemCell }
        #expect(cells.count == collection.visibleCells.count)
        #expect(cells.contains { $0.reuses > 0 })
        let first = collection.indexPathsForVisibleItems.first!
        #expect((collection.cellForItem(at: first) as? CountingItemCell)?.label.text == "Item \(first.item)")
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 13_200 + 20)) != nil)
    }

    @Test func testItemsAScreenAheadArePrefetched() {
        let items = Items([10_000])
        let layout = grid()
        let (scene, collection) = makeCollection(items, layout: layout)
        collection.prefetchDataSource = items
        collection.contentOffset = CGPoint(x: 0, y: 1)
        _ = scene.finishTurn()
        // Lines of three 110 points apart; lines 0–7 are made, lines 8–11 (items 24–35) come next.
        #expect(items.prefetched == ["prefetch 24...35"])
    }

    @Test func testATapSelectsInUIKitsOrder() {
        let items = Items([6])
        let (scene, collection) = makeCollection(items, layout: grid())
        scene.tap(at: collection.convert(CGPoint(x: 190, y: 60), to: nil))
        #expect(items.events == ["shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "didSelect 1"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        items.events = []
        scene.tap(at: collection.convert(CGPoint(x: 50, y: 170), to: nil))
        #expect(items.events == ["shouldHighlight 3", "didHighlight 3", "shouldSelect 3", "didUnhighlight 3", "didDeselect 1",
                                 "didSelect 3"])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        items.events = []
        items.refuse = IndexPath(item: 0, section: 0)
        scene.tap(at: collection.convert(CGPoint(x: 50, y: 60), to: nil))
        #expect(items.events == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test func testDeletingAndMovingItemsKeepsTheCellsOfTheItemsThatStay() {
        let items = Items([6])
        let (scene, collection) = makeCollection(items, layout: grid())
        let third = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        collection.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        items.counts = [5]
        collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        _ = scene.finishTurn()
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === third)
        #expect(third?.frame.minX == 145)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        collection.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0))
        _ = scene.finishTurn()
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) === third)
        // The last line starts at the leading edge.
        #expect(third?.frame.origin == CGPoint(x: 120, y: 120))
    }

    // MARK: Compositional layout

    @Test func testACompositionalGridPlacesFractionalItemsInGroupsOfTheSection() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                            heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
        section.interGroupSpacing = 8
        let (_, collection) = makeCollection(Items([7]), layout: UICollectionViewCompositionalLayout(section: section))
        // 360 points of room: items of 120, the cells inset 2 points inside them.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 17, y: 12, width: 116, height: 116))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 257, y: 12, width: 116, height: 116))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 17, y: 140, width: 116, height: 116))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame.minY == 268)
        let expectedHeight: CGFloat = 10 + 120 * 3 + 8 * 2 + 10
        #expect(collection.contentSize.height == expectedHeight)
    }

    @Test func testAGroupWithACountSharesItsWidthAndNestedGroupsTakeTheirItemsInOrder() {
        let leaf = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitem: leaf, count: 2)
        pair.interItemSpacing = .fixed(10)
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(210)), subitems: [big, pair])
        let (_, collection) = makeCollection(Items([6]), layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        let frame = { (item: Int) in collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        #expect(frame(0) == CGRect(x: 0, y: 0, width: 195, height: 210))
        #expect(frame(1) == CGRect(x: 195, y: 0, width: 195, height: 100))
        #expect(frame(2) == CGRect(x: 195, y: 110, width: 195, height: 100))
        #expect(frame(3) == CGRect(x: 0, y: 210, width: 195, height: 210))
    }

    @Test func testAnOrthogonalSectionScrollsAcrossInAScrollViewOfItsOwn() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
        let row = NSCollectionLayoutSection(group: group)
        row.orthogonalScrollingBehavior = .continuous
        row.interGroupSpacing = 10
        let items = Items([50, 4])
        let (scene, collection) = makeCollection(items, layout: UICollectionViewCompositionalLayout { section, _ in
            if section == 0 { return row }
            return NSCollectionLayoutSection(group: .horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]))
        })
        // The row takes one group's height; the second section follows it.
        #expect(collection.contentSize.height == CGFloat(100 + 50 * 4))
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let scroller = try #require(first.superview as? UIScrollView)
        #expect(scroller !== collection)
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(scroller.contentSize == CGSize(width: CGFloat(50 * 150 + 49 * 10), height: 100))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 150, height: 100))
        // The view and an overscan of its width across: 780 points, 5 groups of 160.
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0)) == nil)
        scroller.contentOffset = CGPoint(x: 1600, y: 0)
        _ = scene.finishTurn()
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collection.cellForItem(at: IndexPath(item: 12, section: 0))?.superview === scroller)
        #expect(collection.cellForItem(at: IndexPath(item: 12, section: 0))?.frame.minX == 1920)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 1))?.superview === collection)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 0, y: 150, width: 390, height: 50))
        // A tap on a cell in the row selects it.
        scene.tap(at: scroller.convert(CGPoint(x: 1930, y: 50), to: nil))
        #expect(items.events.suffix(2) == ["didUnhighlight 12", "didSelect 12"])
    }

    @Test func testASectionPagingByGroupSnapsInThePageAtEveryGroup() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)), subitems: [item])
        let row = NSCollectionLayoutSection(group: group)
        row.orthogonalScrollingBehavior = .groupPagingCentered
        row.interGroupSpacing = 10
        row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let (scene, collection) = makeCollection(Items([10]), layout: UICollectionViewCompositionalLayout(section: row))
        let scroller = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        func find(_ node: RenderNode) -> RenderNode? {
            node.id == scroller.renderNodeID ? node : node.children.lazy.compactMap(find).first
        }
        let node = try #require(find(scene.snapshot().root))
        let scroll = node.properties.compactMap { property -> RenderScroll? in
            guard case .scroll(let scroll) = property.value else { return nil }
            return scroll
        }.first
        // Groups of 80% of the 350 points inside the insets, 10 apart, from 20 points in.
        #expect(scroll?.snap == RenderSnap(interval: 290, start: 20, size: 280, centered: true))
        #expect(scroll?.isPaging == false)
    }

    @Test func testAListSizesRowsToTheirTextAndInsetGroupedRowsRoundTheirSectionsEnds() throws {
        let (scene, controller) = makeScene()
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collection.contentInsetAdjustmentBehavior = .never
        let texts = ["Short", String(repeating: "A long line of text that wraps. ", count: 6), "Last"]
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(texts)
        source.apply(snapshot, animatingDifferences: false)
        controller.view.addSubview(collection)
        _ = scene.finishTurn()
        #expect(collection.backgroundColor == .systemGroupedBackground)
        let rows = (0..<3).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(rows[0] == CGRect(x: 20, y: 35, width: 350, height: 44))
        #expect(rows[1].minY == 79)
        #expect(rows[1].height > 88)
        #expect(rows[2].minY == rows[1].maxY)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let middle = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.layer.cornerRadius == 10)
        #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.maskedCorners.isEmpty || middle.layer.cornerRadius == 0)
        #expect(middle.frame == rows[1])
        #expect(source.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Last")
    }

    @Test func testAListRowSwipedFromTheTrailingEdgeOffersItsActions() throws {
        let (scene, controller) = makeScene()
        var performed: [String] = []
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                performed.append("Delete \(indexPath.item)")
                done(true)
            }])
        }
        let (collection, source) = makeTextList(configuration, items: ["One", "Two", "Three"])
        let delegate = Items([3])
        collection.delegate = delegate
        controller.view.addSubview(collection)
        _ = scene.finishTurn()
        let row = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        // A finger slides row 1 to the left by 120 points: its content follows and Delete shows.
        let start = row.convert(CGPoint(x: 300, y: 22), to: nil)
        try scene.handleTouches(.began, [TouchInput(pointerID: 3, location: start)], timestamp: 1)
        for step in 1...6 {
            try scene.handleTouches(.moved, [TouchInput(pointerID: 3, location: CGPoint(x: start.x - CGFloat(step) * 20, y: start.y))],
                                    timestamp: 1 + Double(step) * 0.03)
        }
        try scene.handleTouches(.ended, [TouchInput(pointerID: 3, location: CGPoint(x: start.x - 120, y: start.y))], timestamp: 1.3)
        _ = scene.finishTurn()
        let delete = try #require(row.subviews.first { $0.accessibilityIdentifier == "swipeAction.Delete" })
        #expect(delete.frame.maxX == 390)
        #expect(row.contentView.frame.minX == -delete.frame.width)
        // Nothing was selected by the swipe; a tap on Delete runs its handler and closes the row.
        #expect(delegate.events.contains("didSelect 1") == false)
        scene.tap(at: delete.convert(CGPoint(x: 10, y: 10), to: nil))
        _ = scene.finishTurn()
        #expect(performed == ["Delete 1"])
        #expect(row.contentView.frame.minX == 0)
        #expect(delete.superview == nil)
    }

    @Test func testApplyingASnapshotKeepsTheCellsOfItemsThatStay() {
        let (scene, controller) = makeScene()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: grid())
        let registration = UICollectionView.CellRegistration<CountingItemCell, Int> { cell, _, number in cell.label.text = "\(number)" }
        let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) { view, indexPath, number in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["numbers"])
        snapshot.appendItems([1, 2, 3, 4])
        source.apply(snapshot)
        controller.view.addSubview(collection)
        _ = scene.finishTurn()
        let three = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        snapshot.deleteItems([1])
        snapshot.appendItems([5])
        source.apply(snapshot)
        _ = scene.finishTurn()
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === three)
        #expect((collection.cellForItem(at: IndexPath(item: 3, section: 0)) as? CountingItemCell)?.label.text == "5")
        #expect(collection.numberOfItems(inSection: 0) == 4)
    }

    @Test func testAnOutlineItemExpandsAndCollapsesFromItsDisclosure() throws {
        let (scene, controller) = makeScene()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            cell.accessories = text.hasPrefix("Fruit") || text.hasPrefix("Vegetables") ? [.outlineDisclosure()] : []
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var expanded: [String] = []
        source.sectionSnapshotHandlers.willExpandItem = { expanded.append($0) }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Leek"], to: "Vegetables")
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        #expect(outline.level(of: "Pear") == 1)
        #expect(outline.parent(of: "Pear") == "Fruit")
        source.apply(outline, to: 0, animatingDifferences: false)
        controller.view.addSubview(collection)
        _ = scene.finishTurn()
        #expect(collection.numberOfItems(inSection: 0) == 2)
        let fruit = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let disclosure = try #require(fruit.subviews.first { $0 is UIButton } as? UIButton)
        scene.tap(at: disclosure.convert(CGPoint(x: disclosure.bounds.midX, y: disclosure.bounds.midY), to: nil))
        _ = scene.finishTurn()
        #expect(expanded == ["Fruit"])
        #expect(source.snapshot(for: 0).visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(collection.numberOfItems(inSection: 0) == 4)
        let apple = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(apple.indentationLevel == 1)
        #expect(apple.contentView.frame.minX == 10)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === fruit)
        scene.tap(at: disclosure.convert(CGPoint(x: disclosure.bounds.midX, y: disclosure.bounds.midY), to: nil))
        _ = scene.finishTurn()
        #expect(source.snapshot(for: 0).visibleItems == ["Fruit", "Vegetables"])
    }

    @Test func testAControllerSubclassOverridesTheDataSourceMethods() {
        final class Grid: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            var selected: [IndexPath] = []
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let grid = Grid(collectionViewLayout: grid())
        grid.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let (scene, _) = showOnManualClock(grid)
        #expect(grid.collectionView.visibleCells.count == 12)
        let cell = grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!
        scene.tap(at: cell.convert(CGPoint(x: 50, y: 50), to: nil))
        #expect(grid.selected == [IndexPath(item: 4, section: 0)])
    }
}
