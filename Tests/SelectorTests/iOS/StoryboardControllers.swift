import UIKit

/// The storyboard test app's list: a table controller whose cells come from a prototype.
final class StoryboardListController: UITableViewController {
    var items = ["Apples", "Bread"]
    var events: [String] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        events.append("init(coder:) \(navigationItem.title ?? "no title")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelectRowAt \(indexPath.row)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("shouldPerformSegue \(identifier)")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "-") to \(type(of: segue.destination))")
        if let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell),
           let detail = segue.destination as? StoryboardDetailController {
            detail.itemName = items[indexPath.row]
        }
    }

    @IBAction func unwindToList(segue: UIStoryboardSegue) {
        events.append("unwind from \(type(of: segue.source))")
        if let form = segue.source as? StoryboardFormController, let name = form.nameField.text, !name.isEmpty {
            items.append(name)
            tableView.reloadData()
        }
    }
}

/// The detail scene, reached by the cells' show segue.
final class StoryboardDetailController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet var boughtSwitch: UISwitch!
    var itemName: String?
    var actions: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = itemName
    }

    @IBAction func markBought(_ sender: UIButton) {
        actions.append("markBought \(sender.title(for: .normal) ?? "")")
    }

    @IBAction func toggled(_ sender: UISwitch) {
        actions.append("toggled \(sender.isOn)")
    }
}

/// The modal form, which unwinds to the list with its Save item.
final class StoryboardFormController: UIViewController {
    @IBOutlet var nameField: UITextField!
}

/// A view designed in its own xib, with an inspectable property.
final class BadgeView: UIView {
    @IBOutlet var titleLabel: UILabel!
    @IBInspectable var pulses: Int = 0
    var awoke: [String] = []

    var taps = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke.append("awakeFromNib \(titleLabel?.text ?? "no outlet") \(pulses)")
    }

    @IBAction func badgeTapped(_ sender: UITapGestureRecognizer) {
        taps += 1
    }
}

/// A cell designed in its own xib, registered with a table by nib.
final class NoteCell: UITableViewCell {
    @IBOutlet var noteLabel: UILabel!
}

/// A table whose cells come from NoteCell.xib.
final class NotesController: UITableViewController {
    let notes = ["Call Ada", "Buy stamps"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: "NoteCell")
        tableView.rowHeight = 64
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath) as! NoteCell
        cell.noteLabel.text = notes[indexPath.row]
        return cell
    }
}

/// A controller whose view comes from the xib named after it.
final class ProfileViewController: UIViewController {
    @IBOutlet var greetingLabel: UILabel!
    var waves = 0

    @IBAction func wave(_ sender: Any) {
        waves += 1
    }
}

/// A navigation controller that records the unwinds that pass through it.
final class RecordingNavigationController: UINavigationController {
    var unwinds: [String] = []

    override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        unwinds.append("unwind towards \(type(of: subsequentVC))")
        super.unwind(for: unwindSegue, towards: subsequentVC)
    }
}
