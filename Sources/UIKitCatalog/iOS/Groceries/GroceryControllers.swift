import UIKit

/// One line of the shopping list.
struct Grocery {
    var name: String
    var quantity: Int
    var bought: Bool
}

/// The list, from `Groceries.storyboard`: prototype cells, a show segue to each grocery, a
/// modal form and the settings, and the unwind segues that come back here.
final class GroceryListViewController: UITableViewController {
    var groceries = [
        Grocery(name: "Apples", quantity: 6, bought: false),
        Grocery(name: "Bread", quantity: 1, bought: true),
        Grocery(name: "Coffee", quantity: 2, bought: false),
    ]
    private var selectedIndex: Int?
    private var badge: TotalBadgeView?

    override func viewDidLoad() {
        super.viewDidLoad()
        // A header designed in its own xib.
        badge = Bundle.main.loadNibNamed("TotalBadgeView", owner: nil)?.first as? TotalBadgeView
        tableView.tableHeaderView = badge
        updateTotal()
    }

    private func updateTotal() {
        badge?.count = groceries.filter { !$0.bought }.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        groceries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "GroceryCell", for: indexPath)
        let grocery = groceries[indexPath.row]
        cell.textLabel?.text = grocery.name
        cell.detailTextLabel?.text = grocery.bought ? "\(grocery.quantity) × bought" : "\(grocery.quantity) × to buy"
        cell.textLabel?.textColor = grocery.bought ? .secondaryLabel : .label
        cell.accessibilityIdentifier = "grocery-\(indexPath.row)"
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showGrocery", let cell = sender as? UITableViewCell,
              let indexPath = tableView.indexPath(for: cell),
              let detail = segue.destination as? GroceryDetailViewController else { return }
        selectedIndex = indexPath.row
        detail.grocery = groceries[indexPath.row]
        detail.onChange = { [weak self] grocery in
            self?.groceries[indexPath.row] = grocery
            self?.tableView.reloadRows(at: [indexPath], with: .none)
            self?.updateTotal()
        }
    }

    /// Save in the form, or Remove in a grocery, come back here.
    @IBAction func unwindToGroceries(_ segue: UIStoryboardSegue) {
        if let form = segue.source as? GroceryFormViewController {
            let name = form.nameField.text?.trimmingCharacters(in: .whitespaces) ?? ""
            guard !name.isEmpty else { return }
            groceries.append(Grocery(name: name, quantity: 1, bought: false))
        } else if segue.source is GroceryDetailViewController, let index = selectedIndex {
            groceries.remove(at: index)
            selectedIndex = nil
        }
        tableView.reloadData()
        updateTotal()
    }

    @IBAction func cancelToGroceries(_ segue: UIStoryboardSegue) {}
}

/// One grocery: outlets and actions connected in the storyboard.
final class GroceryDetailViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var quantityLabel: UILabel!
    @IBOutlet weak var quantityStepper: UIStepper!
    @IBOutlet weak var boughtSwitch: UISwitch!
    var grocery = Grocery(name: "", quantity: 1, bought: false)
    var onChange: ((Grocery) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = grocery.name
        nameLabel.text = grocery.name
        quantityStepper.value = Double(grocery.quantity)
        boughtSwitch.isOn = grocery.bought
        showQuantity()
    }

    private func showQuantity() {
        quantityLabel.text = "Quantity: \(grocery.quantity)"
    }

    @IBAction func quantityChanged(_ sender: UIStepper) {
        grocery.quantity = Int(sender.value)
        showQuantity()
        onChange?(grocery)
    }

    @IBAction func boughtChanged(_ sender: UISwitch) {
        grocery.bought = sender.isOn
        onChange?(grocery)
    }
}

/// The form presented by the list's add button; its bar items unwind.
final class GroceryFormViewController: UIViewController {
    @IBOutlet var nameField: UITextField!
}

/// A static table from the storyboard; the controller overrides one delegate method.
final class GrocerySettingsViewController: UITableViewController {
    @IBOutlet var showBoughtSwitch: UISwitch!

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if indexPath.section == 1 {
            // Its view comes from AboutGroceriesViewController.xib, found by the class's name.
            navigationController?.pushViewController(AboutGroceriesViewController(), animated: true)
        }
    }
}

/// A header view designed in TotalBadgeView.xib, with an inspectable unit.
final class TotalBadgeView: UIView {
    @IBOutlet var totalLabel: UILabel!
    @IBInspectable var unit: String = "items"
    var count = 0 {
        didSet { totalLabel.text = "\(count) \(unit)" }
    }
}

/// A controller whose view, outlets and action come from its xib.
final class AboutGroceriesViewController: UIViewController {
    @IBOutlet var versionLabel: UILabel!
    private var thanks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
    }

    @IBAction func sayThanks(_ sender: UIButton) {
        thanks += 1
        versionLabel.text = "Thanks × \(thanks)"
    }
}
