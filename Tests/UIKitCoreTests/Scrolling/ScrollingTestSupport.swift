import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Shows the controller as the root of a key window in a new scene whose clock the test moves,
/// and ends the turn. Keep the window while the test uses the controller's containers.
@MainActor
func showOnManualClock(_ controller: UIViewController, width: Double = 390, height: Double = 844) -> (UIWindowScene, UIWindow) {
    let scene = UIApplication.shared.connectScene(persistentIdentifier: "scrolling-\(UUID())",
                                                  display: SceneDisplay(width: width, height: height, scale: 2, style: .light))
    scene.clock = .manual()
    let window = UIWindow(windowScene: scene)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    _ = scene.finishTurn()
    return (scene, window)
}

/// A 390×600 list collection view of text rows whose diffable data source holds `items` in
/// section 0, each row with `accessories`; not yet in a window.
@MainActor
func makeTextList(_ configuration: UICollectionLayoutListConfiguration = .init(appearance: .plain), items: [String],
                  accessories: [UICellAccessory] = []) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    collection.contentInsetAdjustmentBehavior = .never
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
        cell.accessories = accessories
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, text in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    source.apply(snapshot, animatingDifferences: false)
    return (collection, source)
}

/// `view` in a controller's view, shown in a window of a scene on a manual clock.
@MainActor
func showOnManualClock(_ view: UIView) -> UIWindowScene {
    let controller = UIViewController()
    controller.loadViewIfNeeded()
    controller.view.addSubview(view)
    return showOnManualClock(controller).0
}
