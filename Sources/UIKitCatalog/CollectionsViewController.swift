import UIKit

/// A photo grid in a compositional layout: a featured row that scrolls sideways a card at a
/// time, then a grid of tiles (a large one beside a pair, then rows of three). Tapping a tile
/// selects it; Outline opens an outline list, Ranking a list whose rows move.
final class CollectionsViewController: UIViewController, UICollectionViewDelegate {
    private enum Section: Int, CaseIterable, Sendable { case featured, library }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "photoGrid"
        collectionView.delegate = self
        view.addSubview(collectionView)

        let tile = UICollectionView.CellRegistration<PhotoCell, Int> { cell, _, photo in cell.show(photo) }
        let header = UICollectionView.SupplementaryRegistration<SectionTitleView>(elementKind: UICollectionView.elementKindSectionHeader) {
            view, _, indexPath in
            view.label.text = indexPath.section == Section.featured.rawValue ? "Featured" : "All photos"
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: photo)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(Array(1...12), toSection: .featured)
        snapshot.appendItems(Array(100..<400), toSection: .library)
        dataSource.apply(snapshot, animatingDifferences: false)

        statusLabel.accessibilityIdentifier = "photoStatus"
        statusLabel.text = "No photo selected"
        statusLabel.font = .preferredFont(forTextStyle: .footnote)
        statusLabel.textColor = .secondaryLabel
        statusLabel.backgroundColor = .systemBackground
        let outline = UIBarButtonItem(title: "Outline", primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(CatalogScreen.outline.makeController(), animated: true)
        })
        outline.accessibilityIdentifier = "openOutline"
        let ranking = UIBarButtonItem(title: "Ranking", primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(CatalogScreen.ranking.makeController(), animated: true)
        })
        ranking.accessibilityIdentifier = "openRanking"
        navigationItem.rightBarButtonItems = [outline, ranking]
        navigationItem.titleView = nil
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(statusLabel)
        NSLayoutConstraint.activate([
            statusLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            statusLabel.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            if section == Section.featured.rawValue {
                // Cards 85% of the width, a card at a time.
                let card = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                    heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(180)),
                    subitems: [card])
                let row = NSCollectionLayoutSection(group: group)
                row.orthogonalScrollingBehavior = .groupPaging
                row.interGroupSpacing = 10
                row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
                row.boundarySupplementaryItems = [header]
                row.supplementariesFollowContentInsets = false
                return row
            }
            // A large tile beside a pair, then a row of three.
            let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3),
                                                                                 heightDimension: .fractionalHeight(1)))
            large.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))
            small.contentInsets = large.contentInsets
            let pair = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                subitem: small, count: 2)
            let top = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2.0 / 3)),
                subitems: [large, pair])
            let third = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                                 heightDimension: .fractionalHeight(1)))
            third.contentInsets = large.contentInsets
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                subitem: third, count: 3)
            let block = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)),
                subitems: [top, row])
            let grid = NSCollectionLayoutSection(group: block)
            grid.boundarySupplementaryItems = [header]
            return grid
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return }
        statusLabel.text = "Selected photo \(photo)"
    }
}

/// A tile: a colour of its own and its number.
private final class PhotoCell: UICollectionViewCell {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 6
        contentView.clipsToBounds = true
        label.font = .boldSystemFont(ofSize: 15)
        label.textColor = .white
        label.textAlignment = .center
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
        let selection = UIView()
        selection.layer.borderWidth = 3
        selection.layer.borderColor = UIColor.systemBlue.cgColor
        selection.layer.cornerRadius = 6
        selectedBackgroundView = selection
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(_ photo: Int) {
        let hue = CGFloat((photo * 37) % 360) / 360
        contentView.backgroundColor = UIColor(hue: hue, saturation: 0.55, brightness: 0.8, alpha: 1)
        label.text = "\(photo)"
        accessibilityIdentifier = "photo.\(photo)"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The selection ring is drawn over the tile.
        if let selectedBackgroundView { bringSubviewToFront(selectedBackgroundView) }
    }
}

/// A section's title above its items.
private final class SectionTitleView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .boldSystemFont(ofSize: 22)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// An outline list in an inset grouped list layout: groups expand and collapse with their
/// disclosure, leaves are selected, and a leaf swiped from the trailing edge offers Delete.
final class OutlineViewController: UIViewController, UICollectionViewDelegate {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private let groups: [(String, [String])] = [
        ("Fruit", ["Apple", "Banana", "Cherry"]),
        ("Vegetables", ["Carrot", "Leek", "Pea"]),
        ("Grains", ["Barley", "Oats", "Rice", "Wheat"]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Outline"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = true
        // A leaf swiped from the trailing edge offers Delete.
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let name = self.dataSource.itemIdentifier(for: indexPath),
                  !self.groups.contains(where: { $0.0 == name }) else { return nil }
            return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                guard let self else { return done(false) }
                var outline = self.dataSource.snapshot(for: 0)
                outline.delete([name])
                self.dataSource.apply(outline, to: 0)
                done(true)
            }])
        }
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "outlineList"
        collectionView.delegate = self
        view.addSubview(collectionView)
        let groupNames = Set(groups.map(\.0))
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessibilityIdentifier = "outline.\(name)"
            cell.accessories = groupNames.contains(name) ? [.outlineDisclosure(options: .init(style: .header))] : []
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: name)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        for (group, items) in groups {
            outline.append([group])
            outline.append(items, to: group)
        }
        outline.expand(["Fruit"])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let name = dataSource.itemIdentifier(for: indexPath) else { return }
        title = "Outline: \(name)"
    }
}

/// A ranking to put in order: in edit mode each row has a reorder control that a finger drags
/// (the rows between make room), and a long press on a row lifts it to move it too (the
/// controller's standard gesture). The diffable data source's reordering handlers keep the
/// order, whose top three the toolbar shows.
final class RankingViewController: UICollectionViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private var order = ["Espresso", "Flat white", "Cortado", "Latte", "Mocha", "Americano", "Macchiato"]
    private let orderLabel = UILabel()

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Ranking"
        navigationItem.rightBarButtonItem = editButtonItem
        editButtonItem.accessibilityIdentifier = "rankingEdit"
        collectionView.accessibilityIdentifier = "rankingList"
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessibilityIdentifier = "rank.\(name)"
            cell.accessories = [.reorder()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: name)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self, let applied = self.order.applying(transaction.difference) else { return }
            self.order = applied
            self.showOrder()
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(order)
        dataSource.apply(snapshot, animatingDifferences: false)

        orderLabel.accessibilityIdentifier = "rankingOrder"
        orderLabel.font = .preferredFont(forTextStyle: .footnote)
        orderLabel.textColor = .secondaryLabel
        toolbarItems = [UIBarButtonItem(customView: orderLabel)]
        showOrder()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    private func showOrder() {
        orderLabel.text = "Top three: " + order.prefix(3).joined(separator: ", ")
        orderLabel.sizeToFit()
    }
}
