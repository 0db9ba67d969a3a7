import Foundation

/// A view controller that manages a collection view: its view is the collection view, and it
/// is the collection view's data source and delegate, with methods subclasses override.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    /// Creates a controller whose collection view uses the layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        NibDecoder.finish(coder, self, as: UICollectionViewController.self)
    }

    /// The collection view the controller manages: its view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view.
    open var collectionViewLayout: UICollectionViewLayout {
        collectionView?.collectionViewLayout ?? initialLayout
    }

    /// Whether the selection is cleared when the view appears. The default is `true`.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press on an item lets the finger move it (when the data source says it
    /// can move), through the collection view's interactive movement. The default is `true`.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { movementGesture?.isEnabled = installsStandardGestureForInteractiveMovement }
    }

    private var movementGesture: UILongPressGestureRecognizer?

    open override func loadView() {
        if let loaded = loadInterfaceFileView() {
            view = loaded
            // A collection view whose outlets the file leaves unset takes the controller, as on iOS.
            if let collection = loaded as? UICollectionView {
                if collection.dataSource == nil { collection.dataSource = self }
                if collection.delegate == nil { collection.delegate = self }
                installMovementGesture(on: collection)
            }
            return
        }
        let made = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
        made.dataSource = self
        made.delegate = self
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = made
        installMovementGesture(on: made)
    }

    private func installMovementGesture(on collectionView: UICollectionView) {
        let gesture = UILongPressGestureRecognizer()
        gesture.addTarget(self, action: UICollectionViewController.movementGestureChanged)
        gesture.isEnabled = installsStandardGestureForInteractiveMovement
        collectionView.addGestureRecognizer(gesture)
        movementGesture = gesture
    }

    /// The standard gesture: a long press lifts the item, the finger moves it, lifting puts it
    /// down; a cancelled press puts it back.
    private func movementGestureChanged(_ gesture: UILongPressGestureRecognizer) {
        guard let collectionView else { return }
        let point = gesture.location(in: collectionView)
        switch gesture.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: point) else { return }
            collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed: collectionView.updateInteractiveMovementTargetPosition(point)
        case .ended: collectionView.endInteractiveMovement()
        default: collectionView.cancelInteractiveMovement()
        }
    }

    /// Puts the controller and its collection view in or out of editing mode: list cells show
    /// their editing accessories (delete, reorder).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView?.isEditing = editing
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let collectionView {
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: indexPath, animated: animated) }
        }
    }

    // MARK: Data source and delegate, for subclasses to override

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("-[UICollectionViewController collectionView:cellForItemAtIndexPath:]: subclasses must override it")
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        preconditionFailure("subclasses of UICollectionViewController must override collectionView(_:viewForSupplementaryElementOfKind:at:) for the layout's \(kind)")
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath
    }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
