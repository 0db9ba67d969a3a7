import Foundation

/// What Interface Builder writes for tables: their settings, prototype cells registered by
/// reuse identifier, and static sections whose cells are made with the table.
extension NibDecoder {
    /// The table's style, which `UITableView.init?(coder:)` reads before anything else.
    static func tableStyle(_ coder: NSCoder) -> UITableView.Style {
        guard let decoder = coder as? NibDecoder else { return .plain }
        return switch decoder.element["style"] {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
    }

    /// The cell's style and reuse identifier, which `UITableViewCell.init?(coder:)` reads first.
    static func cellStyle(_ coder: NSCoder) -> (style: UITableViewCell.CellStyle, reuseIdentifier: String?)? {
        guard let decoder = coder as? NibDecoder, decoder.element.name == "tableViewCell" else { return nil }
        let style: UITableViewCell.CellStyle = switch decoder.element["style"] {
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .default
        }
        return (style, decoder.element["reuseIdentifier"])
    }

    @MainActor func decodeTableView(_ table: UITableView) {
        if let height = element.number("rowHeight") { table.rowHeight = height < 0 ? UITableView.automaticDimension : height }
        if let height = element.number("estimatedRowHeight"), height >= 0 { table.estimatedRowHeight = height }
        if let height = element.number("sectionHeaderHeight"), height >= 0 { table.sectionHeaderHeight = height }
        if let height = element.number("sectionFooterHeight"), height >= 0 { table.sectionFooterHeight = height }
        if element["separatorStyle"] == "none" { table.separatorStyle = .none }
        if let allows = element.flag("allowsSelection") { table.allowsSelection = allows }
        if let allows = element.flag("allowsMultipleSelection") { table.allowsMultipleSelection = allows }
        if let color = NibValues.color(element.child("color", key: "separatorColor")) { table.separatorColor = color }
        for prototype in element.list("prototypes") {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            table.registeredPrototypes[identifier] = NibCellPrototype(element: prototype, path: loading.path,
                                                                     storyboard: loading.storyboard, owner: loading.owner)
        }
        if element["dataMode"] == "static" {
            table.staticSections = element.list("sections").map { section in
                StaticTableSection(headerTitle: loading.text(section, "headerTitle"), footerTitle: loading.text(section, "footerTitle"),
                                   cells: section.list("cells").compactMap { loading.instantiate($0) as? UITableViewCell })
            }
        }
    }

    @MainActor func decodeTableViewCell(_ cell: UITableViewCell) {
        switch element["accessoryType"] {
        case "disclosureIndicator": cell.accessoryType = .disclosureIndicator
        case "checkmark": cell.accessoryType = .checkmark
        case "detailButton": cell.accessoryType = .detailButton
        case "detailDisclosureButton": cell.accessoryType = .detailDisclosureButton
        default: break
        }
        switch element["selectionStyle"] {
        case "none": cell.selectionStyle = .none
        case "blue": cell.selectionStyle = .blue
        case "gray": cell.selectionStyle = .gray
        default: break
        }
        if let height = element.number("rowHeight") { cell.nibRowHeight = height }
        guard let content = element.child("tableViewCellContentView", key: "contentView") else { return }
        // A cell of a standard style has its labels and image view already: Interface Builder's
        // elements for them describe those, not views to add.
        var standard: [String: UIView] = [:]
        if let id = element["textLabel"], let label = cell.textLabel { standard[id] = label }
        if let id = element["detailTextLabel"], let label = cell.detailTextLabel { standard[id] = label }
        if let id = element["imageView"], let imageView = cell.imageView { standard[id] = imageView }
        for child in content.list("subviews") {
            if let id = child.id, let existing = standard[id] {
                // A view the cell made already gets Interface Builder's frame as the others start with it.
                if let frame = NibPlan.of(child).frame { existing.frame = frame }
                _ = loading.decode(child, as: type(of: existing)) { $0.decodeView(existing) }
                loading.alias(existing, id: id)
            } else if let subview = loading.instantiate(child) as? UIView {
                cell.contentView.addSubview(subview)
            }
        }
        loading.alias(cell.contentView, id: content.id)
        decodeConstraints(of: cell.contentView, content)
    }
}

/// A prototype cell of a storyboard table: each dequeue makes a new cell from it, whose actions
/// and segues go to the controller that owns the table.
@MainActor
final class NibCellPrototype {
    let element: NibElement
    let path: String
    let storyboard: UIStoryboard?
    weak var owner: AnyObject?

    init(element: NibElement, path: String, storyboard: UIStoryboard?, owner: AnyObject?) {
        self.element = element
        self.path = path
        self.storyboard = storyboard
        self.owner = owner
    }

    func makeCell() -> UIView? {
        let loading = NibLoading(path: path, storyboard: storyboard, owner: owner)
        if let controller = owner as? UIViewController, let id = controller.storyboardScene?.element.id {
            loading.alias(controller, id: id)
        }
        let cell = loading.instantiate(element) as? UIView
        loading.finish()
        return cell
    }
}

/// A section of a static table, as the storyboard lays it out.
struct StaticTableSection {
    let headerTitle: String?
    let footerTitle: String?
    let cells: [UITableViewCell]
}
