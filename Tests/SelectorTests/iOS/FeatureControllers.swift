import UIKit

/// What the feature storyboard's objects did, in order: each object appends to it.
@MainActor var featureEvents: [String] = []

/// A custom object in the scene dock: made with `init()`, its outlets set before `awakeFromNib`.
@MainActor
final class FeatureGreeter: NSObject {
    @IBOutlet weak var controller: FeatureObjectsController?
    @IBOutlet weak var greetingLabel: UILabel?

    override init() {
        super.init()
        featureEvents.append("greeter init()")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        featureEvents.append("greeter awakeFromNib controller \(controller == nil ? "nil" : "set") label \(greetingLabel?.accessibilityIdentifier ?? "nil")")
    }

    @IBAction func greet(_ sender: UIButton) {
        greetingLabel?.text = "Hello"
    }
}

/// The scene whose dock holds the custom object; its labels and button have attributed text.
final class FeatureObjectsController: UIViewController {
    @IBOutlet var greeter: FeatureGreeter!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var orderButton: UIButton!
    @IBOutlet weak var noteField: UITextField!
    @IBOutlet weak var notesView: UITextView!

    override func awakeFromNib() {
        super.awakeFromNib()
        featureEvents.append("controller awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        featureEvents.append("viewDidLoad greeter \(greeter == nil ? "nil" : "set")")
    }
}

/// A section header from the storyboard's `<collectionReusableView>`.
final class FeatureHeaderView: UICollectionReusableView {
    @IBOutlet weak var titleLabel: UILabel!
}

/// A collection of shelves, one section each, with a storyboard header and footer.
final class FeatureShelfController: UICollectionViewController {
    let shelves = ["Fruit", "Bakery"]

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        shelves.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        2
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        if kind == UICollectionView.elementKindSectionHeader {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
            (header as? FeatureHeaderView)?.titleLabel.text = shelves[indexPath.section]
            return header
        }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Footer", for: indexPath)
    }
}

/// Pages for the storyboard's page view controller: each a plain controller with its number.
@MainActor
final class FeaturePages: NSObject, UIPageViewControllerDataSource {
    let pages: [UIViewController] = (0..<3).map { index in
        let page = UIViewController()
        page.title = "Page \(index)"
        return page
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}

/// A scene whose views vary with the size classes: a font and colour, a stack's axis, and
/// subviews installed for some size classes only.
final class FeatureTraitsController: UIViewController {
    @IBOutlet weak var headline: UILabel!
    @IBOutlet var tallOnly: UILabel!
    @IBOutlet weak var stack: UIStackView!
    @IBOutlet var wideOnly: UILabel!
}
