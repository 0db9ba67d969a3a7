import Foundation

/// The views a preserved view controller saves: those in its view's hierarchy (not in a child
/// controller's) with a restoration identifier, keyed by the identifiers from the controller's
/// view down to them. Each keeps what UIKit keeps of its kind, then what its own
/// `encodeRestorableState(with:)` adds: a scroll view its content offset, a table or collection
/// view its selection, a text view its selected range, and, on this server, text fields and
/// text views their text (docs/restoration.md says why).
@MainActor
enum ViewRestorationState {
    static func preserve(viewsOf controller: UIViewController, references: RestorationReferences) -> [String: RestorationValue] {
        guard let root = controller.viewIfLoaded else { return [:] }
        var saved: [String: RestorationValue] = [:]
        for (key, view) in restorableViews(of: controller, root: root) {
            let coder = RestorationCoder(references: references)
            view.encodeRestorableState(with: coder)
            saved[key] = .dictionary(["state": .dictionary(coder.fields), "UIKit": .dictionary(builtInState(of: view))])
        }
        return saved
    }

    /// The views of a controller that have restoration identifiers, by identifier path.
    static func restorableViews(of controller: UIViewController, root: UIView) -> [String: UIView] {
        let childViews = Set(controller.children.compactMap { $0.viewIfLoaded }.map(ObjectIdentifier.init))
        var found: [String: UIView] = [:]
        func visit(_ view: UIView, _ prefix: String) {
            var prefix = prefix
            if let identifier = view.restorationIdentifier {
                prefix = prefix.isEmpty ? identifier : prefix + "/" + identifier
                if found[prefix] == nil { found[prefix] = view }
            }
            for subview in view.subviews where !childViews.contains(ObjectIdentifier(subview)) { visit(subview, prefix) }
        }
        visit(root, "")
        return found
    }

    private static func builtInState(of view: UIView) -> [String: RestorationValue] {
        var state: [String: RestorationValue] = [:]
        if let scrollView = view as? UIScrollView {
            state["contentOffset"] = .array([.double(Double(scrollView.contentOffset.x)), .double(Double(scrollView.contentOffset.y))])
        }
        if let table = view as? UITableView, let selected = table.indexPathsForSelectedRows, !selected.isEmpty {
            state["selection"] = .array(selected.map(indexPathValue))
        }
        if let collection = view as? UICollectionView, let selected = collection.indexPathsForSelectedItems, !selected.isEmpty {
            state["selection"] = .array(selected.map(indexPathValue))
        }
        if let textView = view as? UITextView {
            state["text"] = .string(textView.text ?? "")
            state["selectedRange"] = .array([.integer(Int64(textView.selectedRange.location)), .integer(Int64(textView.selectedRange.length))])
        }
        // A password is never written to the archive.
        if let field = view as? UITextField, !field.isSecureTextEntry {
            state["text"] = .string(field.text ?? "")
        }
        return state
    }

    private static func indexPathValue(_ indexPath: IndexPath) -> RestorationValue {
        .array([.integer(Int64(indexPath.section)), .integer(Int64(indexPath.item))])
    }

    /// The text of each text field and text view, before the controller decodes its state.
    static func texts(of views: [String: UIView]) -> [String: String] {
        views.compactMapValues { ($0 as? UITextField)?.text ?? ($0 as? UITextView)?.text }
    }

    /// Restores saved views: text the controller did not set itself, selections, the view's
    /// own state, and, after the next layout pass (when content sizes are known), offsets.
    static func restore(_ saved: [String: RestorationValue], in views: [String: UIView], textsBefore: [String: String],
                        references: RestorationReferences, scene: UIWindowScene?) {
        for (key, value) in saved {
            guard let view = views[key] else { continue }
            let builtIn = value.fields["UIKit"]?.fields ?? [:]
            let unchanged = textsBefore[key] == texts(of: [key: view])[key]
            if case .string(let text)? = builtIn["text"], unchanged {
                if let field = view as? UITextField { field.text = text }
                if let textView = view as? UITextView { textView.text = text }
            }
            if let textView = view as? UITextView, let range = integers(builtIn["selectedRange"]), range.count == 2,
               range[0] >= 0, range[1] >= 0, range[0] + range[1] <= (textView.text ?? "").utf16.count {
                textView.selectedRange = NSRange(location: range[0], length: range[1])
            }
            if case .array(let selection)? = builtIn["selection"] {
                restoreSelection(selection.compactMap(indexPath), of: view)
            }
            view.decodeRestorableState(with: RestorationCoder(fields: value.fields["state"]?.fields ?? [:], references: references))
            if let scrollView = view as? UIScrollView, let offset = doubles(builtIn["contentOffset"]), offset.count == 2 {
                let point = CGPoint(x: offset[0], y: offset[1])
                if let scene { scene.afterLayout { [weak scrollView] in scrollView?.contentOffset = point } } else { scrollView.contentOffset = point }
            }
        }
    }

    private static func restoreSelection(_ indexPaths: [IndexPath], of view: UIView) {
        if let table = view as? UITableView {
            for indexPath in indexPaths where indexPath.section < table.numberOfSections
                && indexPath.row < table.numberOfRows(inSection: indexPath.section) {
                table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
            }
        }
        if let collection = view as? UICollectionView {
            for indexPath in indexPaths where indexPath.section < collection.numberOfSections
                && indexPath.item < collection.numberOfItems(inSection: indexPath.section) {
                collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
            }
        }
    }

    private static func indexPath(_ value: RestorationValue) -> IndexPath? {
        guard let pair = integers(value), pair.count == 2, pair[0] >= 0, pair[1] >= 0 else { return nil }
        return IndexPath(item: pair[1], section: pair[0])
    }

    private static func integers(_ value: RestorationValue?) -> [Int]? {
        guard case .array(let values)? = value else { return nil }
        let integers = values.compactMap { value -> Int? in
            if case .integer(let integer) = value, let small = Int(exactly: integer), abs(small) < 1 << 40 { return small }
            return nil
        }
        return integers.count == values.count ? integers : nil
    }

    private static func doubles(_ value: RestorationValue?) -> [Double]? {
        guard case .array(let values)? = value else { return nil }
        let doubles = values.compactMap { value -> Double? in
            if case .double(let double) = value, double.isFinite { return double }
            return nil
        }
        return doubles.count == values.count ? doubles : nil
    }
}
