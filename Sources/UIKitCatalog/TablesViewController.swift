import UIKit

/// Ten thousand rows in a hundred sections, each titled: the table asks only for the rows near
/// the screen, and the page holds only those. Selecting a row shows its number in the title;
/// swiping a row from the trailing edge offers Delete and Flag; Edit shows delete controls and
/// reorder controls that move rows; pulling the table down refreshes it (a second's pretend
/// network call, finished from a dispatch block).
final class LargeTableViewController: UITableViewController, UISearchResultsUpdating {
    private static let sections = 100
    private static let rowsPerSection = 100
    /// The rows of the sections edited so far (deleted or moved rows), by section; the others
    /// hold their hundred rows in order: the model keeps only what changed.
    private var edited: [Int: [Int]] = [:]
    private var flagged: Set<Int> = []
    private var refreshes = 0
    /// Where the table was scrolled when the scene was saved, until it appears again.
    private var restoredContentOffset: CGPoint?
    private static let contentOffsetKey = "largeTable.contentOffsetY"

    /// The numbers that match the search, while there is one.
    private var matches: [Int]?

    /// The number (1 to 10,000) of the row at the index path.
    private func number(at indexPath: IndexPath) -> Int {
        if let matches { return matches[indexPath.row] }
        return edited[indexPath.section]?[indexPath.row] ?? indexPath.section * Self.rowsPerSection + indexPath.row + 1
    }

    /// The section's rows, made explicit to be edited.
    private func rows(of section: Int) -> [Int] {
        edited[section] ?? Array(section * Self.rowsPerSection + 1...(section + 1) * Self.rowsPerSection)
    }

    private func deleteRow(at indexPath: IndexPath) {
        var rows = rows(of: indexPath.section)
        rows.remove(at: indexPath.row)
        edited[indexPath.section] = rows
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "10,000 rows"
        tableView.accessibilityIdentifier = "largeTable"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.rowHeight = 44
        let refresh = UIRefreshControl()
        refresh.accessibilityIdentifier = "largeTableRefresh"
        refresh.addTarget(self, action: LargeTableViewController.refresh, for: .valueChanged)
        refreshControl = refresh
        editButtonItem.accessibilityIdentifier = "editLargeTable"
        navigationItem.rightBarButtonItem = editButtonItem
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.searchBar.placeholder = "Row number"
        search.searchBar.searchTextField.accessibilityIdentifier = "largeTableSearch"
        navigationItem.searchController = search
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        guard let offset = restoredContentOffset else { return }
        restoredContentOffset = nil
        tableView.contentOffset = offset
    }

    /// Keeps where the table is scrolled in the scene's restoration activity.
    override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        activity.addUserInfoEntries(from: [Self.contentOffsetKey: Double(tableView.contentOffset.y)])
    }

    /// Scrolls the table back where it was when it appears.
    override func restoreUserActivityState(_ activity: NSUserActivity) {
        super.restoreUserActivityState(activity)
        guard let y = activity.userInfo?[Self.contentOffsetKey] as? Double else { return }
        restoredContentOffset = CGPoint(x: 0, y: y)
    }

    /// The rows whose number contains the text typed, in order; all rows when it is empty.
    func updateSearchResults(for searchController: UISearchController) {
        let text = (searchController.searchBar.text ?? "").trimmingCharacters(in: .whitespaces)
        let found: [Int]? = text.isEmpty ? nil : (0..<Self.sections).flatMap(rows(of:)).filter { String($0).contains(text) }
        guard found != matches else { return }
        matches = found
        tableView.reloadData()
    }

    private func refresh() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.refreshes += 1
                self.title = "Refreshed \(self.refreshes)×"
                self.refreshControl?.endRefreshing()
            }
        }
    }

    override func numberOfSections(in tableView: UITableView) -> Int { matches == nil ? Self.sections : 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        matches?.count ?? edited[section]?.count ?? Self.rowsPerSection
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { matches == nil }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { matches == nil }

    /// An index of thousands: "1" for the first section, then "1k" to "9k", each ten sections on.
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        matches == nil ? ["1"] + (1...9).map { "\($0)k" } : nil
    }

    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index * 10
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        var source = rows(of: sourceIndexPath.section)
        let moved = source.remove(at: sourceIndexPath.row)
        edited[sourceIndexPath.section] = source
        var destination = rows(of: destinationIndexPath.section)
        destination.insert(moved, at: destinationIndexPath.row)
        edited[destinationIndexPath.section] = destination
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete { deleteRow(at: indexPath) }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        if let matches { return matches.count == 1 ? "1 match" : "\(matches.count) matches" }
        return "Rows \(section * Self.rowsPerSection + 1)–\((section + 1) * Self.rowsPerSection)"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let number = number(at: indexPath)
        var content = UIListContentConfiguration.valueCell()
        content.text = "Row \(number)"
        content.secondaryText = flagged.contains(number) ? "Flagged" : "Section \(indexPath.section + 1)"
        cell.contentConfiguration = content
        cell.accessibilityIdentifier = "largeRow\(number)"
        cell.accessoryType = number.isMultiple(of: 10) ? .disclosureIndicator : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        title = "Selected \(number(at: indexPath))"
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? {
        guard matches == nil else { return nil }
        let number = number(at: indexPath)
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self else { return done(false) }
            self.deleteRow(at: indexPath)
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: flagged.contains(number) ? "Unflag" : "Flag") { [weak self] _, _, done in
            guard let self else { return done(false) }
            if self.flagged.remove(number) == nil { self.flagged.insert(number) }
            tableView.reloadRows(at: [indexPath], with: .none)
            done(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }
}

/// A settings screen: an inset grouped table with titled sections, value cells, a switch as an
/// accessory view, checkmarks and a footer.
final class SettingsTableViewController: UITableViewController {
    private var selectedTheme = 0
    private let themes = ["Automatic", "Light", "Dark"]

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings table"
        tableView.accessibilityIdentifier = "settingsTable"
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 3 : themes.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "General" : "Appearance"
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Automatic follows the browser's light or dark setting." : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            switch indexPath.row {
            case 0:
                cell.textLabel?.text = "Name"
                cell.detailTextLabel?.text = "UIKit Server"
            case 1:
                cell.textLabel?.text = "Version"
                cell.detailTextLabel?.text = "1.0"
            default:
                cell.textLabel?.text = "Notifications"
                let toggle = UISwitch()
                toggle.isOn = true
                toggle.accessibilityIdentifier = "notificationsSwitch"
                cell.accessoryView = toggle
                cell.selectionStyle = .none
            }
            cell.accessibilityIdentifier = "setting\(indexPath.row)"
            return cell
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = themes[indexPath.row]
        cell.accessoryType = indexPath.row == selectedTheme ? .checkmark : .none
        cell.accessibilityIdentifier = "theme\(themes[indexPath.row])"
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.section == 1 ? indexPath : nil
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let previous = IndexPath(row: selectedTheme, section: 1)
        selectedTheme = indexPath.row
        tableView.reloadRows(at: [previous, indexPath], with: .none)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// A list driven by a diffable data source: Shuffle and Add apply new snapshots, and the table
/// changes only what differs (the cells of the fruits that stay are kept).
final class DiffableListViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var dataSource: UITableViewDiffableDataSource<String, String>!
    private var fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape"]
    private var shuffles = 0
    private var added = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Diffable list"
        tableView.accessibilityIdentifier = "diffableTable"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, fruit in
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
            cell.accessibilityIdentifier = "fruit.\(fruit)"
            return cell
        }
        let shuffle = UIBarButtonItem(title: "Shuffle", primaryAction: UIAction { [weak self] _ in self?.shuffle() })
        shuffle.accessibilityIdentifier = "shuffleFruits"
        let add = UIBarButtonItem(title: "Add", primaryAction: UIAction { [weak self] _ in self?.add() })
        add.accessibilityIdentifier = "addFruit"
        navigationItem.rightBarButtonItems = [add, shuffle]
        applyFruits()
    }

    /// A fixed rotation of the order, so automation knows what to expect: the last fruit first.
    private func shuffle() {
        shuffles += 1
        fruits.insert(fruits.removeLast(), at: 0)
        applyFruits()
    }

    private func add() {
        added += 1
        fruits.insert("Fruit \(added)", at: 1)
        applyFruits()
    }

    private func applyFruits() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruits"])
        snapshot.appendItems(fruits, toSection: "fruits")
        dataSource.apply(snapshot)
    }
}
