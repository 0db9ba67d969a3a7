import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Controls, bars, text fields, list cells and collection view layouts laid out right to left
/// as UIKit lays them out: the mirror image of left to right, with the values and the order they
/// stand for unchanged.
@MainActor
struct RightToLeftControlTests {
    /// `view` in the root view of a window in a Hebrew session, laid out.
    private func showInHebrew(_ view: UIView) -> UIWindowScene {
        let hebrew = connectLocalizedScene(["he-IL"], timeZone: "Asia/Jerusalem")
        let window = UIWindow(windowScene: hebrew)
        let controller = UIViewController()
        controller.view.addSubview(view)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = hebrew.finishTurn()
        return hebrew
    }

    // MARK: Segmented control

    @Test func testASegmentedControlPutsSegmentZeroAtTheRightAndTouchesFindIt() {
        let control = UISegmentedControl(items: ["אחת", "שתיים", "שלוש"])
        control.frame = CGRect(x: 50, y: 100, width: 299, height: 32)
        control.semanticContentAttribute = .forceRightToLeft
        control.selectedSegmentIndex = 0
        let stage = ControlStage(control)
        control.layoutIfNeeded()
        let labels = control.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.frame.minX) == [199, 101, 3])
        #expect(Array(control.subviews[1...2]).map(\.frame.minX) == [198, 100])
        #expect(control.subviews[3].frame == CGRect(x: 198, y: 2, width: 99, height: 28))
        // The leftmost segment is the last one.
        stage.tap(CGPoint(x: 50 + 3 + 48.5, y: 116), at: 1)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.subviews[3].frame.minX == 2)
        stage.tap(CGPoint(x: 50 + 199 + 48.5, y: 116), at: 2)
        #expect(control.selectedSegmentIndex == 0)
    }

    // MARK: Slider and progress view

    @Test func testASliderHasItsMinimumAtTheRight() {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        slider.semanticContentAttribute = .forceRightToLeft
        slider.value = 0.25
        slider.layoutIfNeeded()
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).minX == 172)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).minX == 0)
        let content = slider.subviews[0]
        let (minimumTrack, maximumTrack, thumb) = (content.subviews[0], content.subviews[1], content.subviews[2])
        #expect(thumb.frame == CGRect(x: 129, y: 1.5, width: 28, height: 28))
        #expect(minimumTrack.frame == CGRect(x: 143, y: 13.5, width: 57, height: 4))
        #expect(maximumTrack.frame == CGRect(x: 0, y: 13.5, width: 143, height: 4))
    }

    @Test func testDraggingASliderLeftRaisesItsValueRightToLeft() {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        slider.semanticContentAttribute = .forceRightToLeft
        slider.value = 0.5
        let stage = ControlStage(slider)
        // At 0.5 the thumb's center is at x 120 in the window; grab it 4 points left of center.
        stage.drag([CGPoint(x: 116, y: 115), CGPoint(x: 73, y: 115)], startingAt: 1)
        #expect(abs(slider.value - 0.75) < 0.001)
        stage.drag([CGPoint(x: 73, y: 115), CGPoint(x: 210, y: 115)], startingAt: 2)
        #expect(slider.value == 0)
    }

    @Test func testAProgressViewFillsFromTheRight() {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        progress.semanticContentAttribute = .forceRightToLeft
        progress.progress = 0.25
        progress.layoutIfNeeded()
        let fill = progress.subviews[0].subviews[0]
        #expect(fill.frame == CGRect(x: 150, y: 0, width: 50, height: 4))
    }

    // MARK: Toolbar

    @Test func testAToolbarLaysItsItemsOutFromTheRight() {
        func layOut(_ attribute: UISemanticContentAttribute) -> [CGRect] {
            let first = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
            let second = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            toolbar.semanticContentAttribute = attribute
            toolbar.items = [UIBarButtonItem(customView: first), UIBarButtonItem(customView: second),
                             UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)]
            toolbar.layoutIfNeeded()
            return [first.frame, second.frame]
        }
        let leftToRight = layOut(.forceLeftToRight), rightToLeft = layOut(.forceRightToLeft)
        #expect(rightToLeft.map(\.minX) == leftToRight.map { 390 - $0.maxX })
        #expect(rightToLeft[0].minX > rightToLeft[1].minX)
        #expect(rightToLeft.map(\.minY) == leftToRight.map(\.minY))
    }

    // MARK: Text field and search bar

    @Test func testATextFieldsOverlayViewsAndClearButtonSwapSides() {
        func field(_ attribute: UISemanticContentAttribute) -> UITextField {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
            field.semanticContentAttribute = attribute
            field.text = "שלום"
            field.clearButtonMode = .always
            field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            field.leftViewMode = .always
            field.layoutIfNeeded()
            return field
        }
        let leftToRight = field(.forceLeftToRight), rightToLeft = field(.forceRightToLeft)
        let bounds = rightToLeft.bounds
        #expect(rightToLeft.leftViewRect(forBounds: bounds).minX == 170)
        #expect(rightToLeft.leftView?.frame.minX == 170)
        #expect(rightToLeft.clearButtonRect(forBounds: bounds).minX == 200 - leftToRight.clearButtonRect(forBounds: bounds).maxX)
        #expect(rightToLeft.clearButtonRect(forBounds: bounds).minX < 20)
        let text = rightToLeft.textRect(forBounds: bounds), mirrored = leftToRight.textRect(forBounds: bounds)
        #expect(text.minX == 200 - mirrored.maxX && text.width == mirrored.width)
        #expect(text.maxX <= 170)
    }

    @Test func testASearchBarsCancelButtonIsAtTheLeft() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        bar.semanticContentAttribute = .forceRightToLeft
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        let cancel = bar.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden }
        #expect(cancel.map { $0.frame.maxX <= bar.searchTextField.frame.minX } == true)
        #expect(abs(bar.searchTextField.frame.maxX - (390 - 20)) < 0.001)
    }

    // MARK: Lists

    @Test func testAListCellPutsItsTextAtTheRightAndItsChevronAtTheLeft() throws {
        let (collection, source) = makeTextList(items: ["שורה"], accessories: [.disclosureIndicator()])
        _ = showInHebrew(collection)
        collection.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let chevron = try #require(cell.subviews.compactMap { $0 as? UILabel }.first { $0.text == "‹" || $0.text == "›" })
        #expect(chevron.text == "‹")
        // 20 points from the edge, as from the right edge left to right in a cell this wide.
        #expect(chevron.frame.minX == 20)
        #expect(cell.contentView.frame.maxX == cell.bounds.width)
        #expect(cell.contentView.frame.minX >= chevron.frame.maxX)
        let content = try #require(cell.contentView.subviews.first { $0 is UIContentView })
        let text = try #require(content.subviews.compactMap { $0 as? UILabel }.first { $0.text == "שורה" })
        #expect(text.frame.maxX == content.bounds.width - 16 || text.frame.maxX == content.bounds.width - 20)
        withExtendedLifetime(source) {}
    }

    @Test func testAListContentViewPutsItsImageAtTheRightOfItsText() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "תמונה"
        configuration.image = UIImage(systemName: "star")
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 100, width: 300, height: 44)
        _ = showInHebrew(view)
        view.layoutIfNeeded()
        let image = try #require(view.subviews.compactMap { $0 as? UIImageView }.first)
        let text = try #require(view.subviews.compactMap { $0 as? UILabel }.first { $0.text == "תמונה" })
        #expect(image.frame.maxX > 250 && image.frame.maxX <= 300 - configuration.directionalLayoutMargins.leading)
        #expect(text.frame.maxX < image.frame.minX)
        #expect(text.frame.minX >= configuration.directionalLayoutMargins.trailing)
    }

    // MARK: Collection view layouts

    @Test func testFlowAndCompositionalLayoutsFlipAndAPlainLayoutDoesNot() {
        #expect(UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection == false)
        #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection == true)
        let list = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        #expect(list.flipsHorizontallyInOppositeLayoutDirection == true)
        #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
    }

    private func makeFlowCollection(_ layout: UICollectionViewFlowLayout, count: Int, size: CGSize) -> (UICollectionView, SquaresSource) {
        let collection = UICollectionView(frame: CGRect(origin: CGPoint(x: 0, y: 100), size: size), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.semanticContentAttribute = .forceRightToLeft
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "square")
        let source = SquaresSource(count: count)
        collection.dataSource = source
        return (collection, source)
    }

    @Test func testAVerticalFlowLayoutStartsItsLinesAtTheRight() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let (collection, source) = makeFlowCollection(layout, count: 7, size: CGSize(width: 390, height: 400))
        _ = showOnManualClock(collection)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let seventh = try #require(collection.cellForItem(at: IndexPath(item: 6, section: 0)))
        #expect(first.frame == CGRect(x: 340, y: 0, width: 50, height: 50))
        // Six 50-point items to a line, the 90 points left over spread as 18 between them.
        #expect(abs(second.frame.maxX - (340 - 18)) < 0.001)
        // The last line starts at the leading edge too: the right.
        #expect(seventh.frame == CGRect(x: 340, y: 60, width: 50, height: 50))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == first.frame)
        #expect(collection.indexPathForItem(at: CGPoint(x: 360, y: 20)) == IndexPath(item: 0, section: 0))
        #expect(collection.contentOffset == .zero)
        withExtendedLifetime(source) {}
    }

    @Test func testAHorizontalFlowLayoutStartsScrolledToItsRightEnd() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 50)
        let (collection, source) = makeFlowCollection(layout, count: 20, size: CGSize(width: 390, height: 60))
        _ = showOnManualClock(collection)
        #expect(collection.contentSize.width == 1190)
        #expect(collection.contentOffset.x == 800)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.minX == 1140)
        #expect(collection.indexPathForItem(at: CGPoint(x: 1165, y: 25)) == IndexPath(item: 0, section: 0))
        withExtendedLifetime(source) {}
    }

    @Test func testACompositionalSectionThatScrollsAcrossStartsAtItsRightEnd() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
        let row = NSCollectionLayoutSection(group: group)
        row.orthogonalScrollingBehavior = .continuous
        row.interGroupSpacing = 10
        let collection = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 300),
                                          collectionViewLayout: UICollectionViewCompositionalLayout(section: row))
        collection.contentInsetAdjustmentBehavior = .never
        collection.semanticContentAttribute = .forceRightToLeft
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "square")
        let source = SquaresSource(count: 10)
        collection.dataSource = source
        let scene = showOnManualClock(collection)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let scroller = try #require(first.superview as? UIScrollView)
        // Ten groups of 150 points, 10 apart: 1,590 points, the first group at the right end.
        #expect(scroller.contentSize.width == 1590)
        #expect(scroller.contentOffset.x == 1200)
        #expect(first.frame == CGRect(x: 1440, y: 0, width: 150, height: 100))
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 1280)
        // Scrolling to an item finds it where it is shown.
        collection.scrollToItem(at: IndexPath(item: 5, section: 0), at: .left, animated: false)
        _ = scene.finishTurn()
        #expect(scroller.contentOffset.x == 640)
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.minX == 640)
        withExtendedLifetime(source) {}
    }

    @Test func testAPlainScrollViewDoesNotFlipItsContentOffset() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        scroll.semanticContentAttribute = .forceRightToLeft
        scroll.contentSize = CGSize(width: 1000, height: 100)
        _ = showOnManualClock(scroll)
        #expect(scroll.contentOffset == .zero)
    }
}

/// A data source of `count` plain cells in one section.
@MainActor
private final class SquaresSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
    }
}
