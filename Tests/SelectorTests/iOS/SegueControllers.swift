import UIKit

/// Hosts an embedded child, a custom segue and a segue whose destination an `@IBSegueAction` makes.
final class SegueHostController: UIViewController {
    @IBOutlet var fadeButton: UIButton!
    @IBOutlet var noteButton: UIButton!
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad children=\(children.count)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "-") \(type(of: segue)) to \(type(of: segue.destination))")
    }

    @IBSegueAction func makeNote(_ coder: NSCoder, sender: Any?) -> NoteController? {
        events.append("makeNote sender=\((sender as? UIButton)?.title(for: .normal) ?? "-")")
        return NoteController(coder: coder, note: "made by the segue action")
    }
}

/// The child the container view embeds.
final class EmbeddedChildController: UIViewController {}

/// A custom segue: it records that it ran, then shows the destination.
final class FadeSegue: UIStoryboardSegue {
    nonisolated(unsafe) static var performed: [String] = []

    override func perform() {
        Self.performed.append("\(identifier ?? "-") from \(type(of: source))")
        source.present(destination, animated: false)
    }
}

/// A controller made with an extra argument through `@IBSegueAction`.
final class NoteController: UIViewController {
    let note: String

    init?(coder: NSCoder, note: String) {
        self.note = note
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        note = "made by the storyboard"
        super.init(coder: coder)
    }
}

/// A grid from a storyboard's collection view controller with a prototype cell.
final class GridController: UICollectionViewController {
    let titles = ["One", "Two", "Three", "Four"]
    var events: [String] = []

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "GridCell", for: indexPath) as! GridCell
        cell.titleLabel.text = titles[indexPath.item]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let item = (sender as? UICollectionViewCell).flatMap { collectionView.indexPath(for: $0)?.item }
        events.append("prepare \(segue.identifier ?? "-") item \(item.map(String.init) ?? "-")")
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelectItemAt \(indexPath.item)")
    }
}

/// The grid's prototype cell.
final class GridCell: UICollectionViewCell {
    @IBOutlet var titleLabel: UILabel!
}

/// A popover segue's source, and the receiver of an action sent to the first responder.
final class PopoverHostController: UIViewController {
    @IBOutlet var popButton: UIButton!
    @IBOutlet var shareButton: UIButton!
    var shared: [String] = []

    @IBAction func shareItem(_ sender: UIButton) {
        shared.append(sender.title(for: .normal) ?? "")
    }
}
