import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A form whose views have restoration identifiers; it restores the city field itself.
@MainActor
private final class FormViewController: NoteViewController, UITableViewDataSource {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let table = UITableView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
    let name = UITextField(frame: CGRect(x: 0, y: 300, width: 320, height: 30))
    let city = UITextField(frame: CGRect(x: 0, y: 330, width: 320, height: 30))
    let notes = UITextView(frame: CGRect(x: 0, y: 360, width: 320, height: 60))
    let unnamed = UITextField(frame: CGRect(x: 0, y: 420, width: 320, height: 30))

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.restorationIdentifier = "scroll"
        table.dataSource = self
        table.restorationIdentifier = "table"
        name.restorationIdentifier = "name"
        city.restorationIdentifier = "city"
        notes.restorationIdentifier = "notes"
        for subview in [scrollView, table, name, city, notes, unnamed] { view.addSubview(subview) }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(city.text, forKey: "city")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        city.text = (coder.decodeObject(forKey: "city") as? String).map { "\($0), as the controller restored it" }
    }
}

/// The views of an app without scenes that UIKit restores with their view controllers.
@MainActor
@Suite(.serialized)
struct ViewRestorationTests {
    @Test func testViewsWithIdentifiersKeepOffsetSelectionTextAndSelectedRange() throws {
        RestorationTestApp.reset()
        let previous = UIApplication.shared.delegate
        UIApplication.shared.launch(delegateClass: WithoutScenesAppDelegate.self)
        defer { UIApplication.shared.delegate = previous }
        RestorationTestApp.makeRoot = { FormViewController("form") }
        let scene = RestorationTestApp.connect()
        let form = try #require(scene.windows.first?.rootViewController as? FormViewController)
        form.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        form.table.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
        form.name.text = "Ada"
        form.city.text = "London"
        form.notes.text = "Lovelace notes"
        form.notes.selectedRange = NSRange(location: 3, length: 4)
        form.unnamed.text = "not kept"

        let (_, _, restored) = RestorationTestApp.relaunch(scene)
        defer { UIApplication.shared.disconnectScene(restored) }

        let restoredForm = try #require(restored.windows.first?.rootViewController as? FormViewController)
        #expect(restoredForm !== form)
        #expect(restoredForm.scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(restoredForm.table.indexPathsForSelectedRows == [IndexPath(row: 7, section: 0)])
        #expect(restoredForm.name.text == "Ada")
        #expect(restoredForm.city.text == "London, as the controller restored it")
        #expect(restoredForm.notes.text == "Lovelace notes")
        #expect(restoredForm.notes.selectedRange == NSRange(location: 3, length: 4))
        #expect(restoredForm.unnamed.text?.isEmpty != false)
    }
}
