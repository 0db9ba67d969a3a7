import Foundation

/// An object that manages a view hierarchy for your UIKit app.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private(set) var appearance: Appearance = .disappeared

    /// Where a controller's view is in its appearance cycle.
    enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    /// Creates a view controller; there are no nib files on the server, so both arguments are
    /// ignored and `loadView()` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The localized title of the view the controller manages.
    open var title: String?

    // MARK: The view

    /// The view that the controller manages, loaded the first time it is read.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
            newValue?.setNeedsUpdateConstraints()
        }
    }

    /// The controller's view if it is loaded, or `nil`.
    open var viewIfLoaded: UIView? { loadedView }

    /// A Boolean value indicating whether the view is loaded into memory.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view that the controller manages. The default makes a plain `UIView`.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Loads the view if it has not been loaded yet, then calls `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// Called after the controller's view is loaded into memory, before it is in a window.
    open func viewDidLoad() {}

    // MARK: Appearance

    /// Notifies the controller that its view is about to be added to a view hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Notifies the controller that its view was added to a view hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// Notifies the controller that its view is about to be removed from a view hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Notifies the controller that its view was removed from a view hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Layout

    /// Called when the controller's view needs to update its constraints, in the
    /// update-constraints pass before layout (and before `viewWillLayoutSubviews()`). The default
    /// calls the view's `updateConstraints()`; call `super` as the final step.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// Called just before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called just after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    // MARK: Responder chain

    /// The next responder: the superview of the controller's view.
    open override var next: UIResponder? {
        loadedView?.superview
    }

    // MARK: Appearance bookkeeping

    func beginAppearance(appearing: Bool) {
        if appearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            viewWillAppear(false)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(false)
        }
    }

    func endAppearance() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(false)
        case .appeared, .disappeared:
            break
        }
    }
}
