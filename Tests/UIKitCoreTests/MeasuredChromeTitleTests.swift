import Testing
import UIKit

@MainActor
struct MeasuredChromeTitleTests {
    @Test func testSegmentedControlIsAsWideAsItsWidestMeasuredTitle() {
        let titles = ["Red", "Green", "Wide blue segment"]
        let control = UISegmentedControl(items: titles)
        // Equal segments, each the widest title (in the selected weight) plus 10 points a side,
        // one-point separators between them, and 3 points of padding at each end.
        let font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        let widest = titles.map { $0.size(withAttributes: [.font: font]).width.rounded(.up) }.max()!
        let expected = 3 * (widest + 2 * 10) + 2 * 1 + 2 * 3
        #expect(control.intrinsicContentSize.width == expected)
        // Titles of the same length but different glyphs measure differently, as they draw.
        let narrow = UISegmentedControl(items: ["iiii"]), wide = UISegmentedControl(items: ["WWWW"])
        #expect(narrow.intrinsicContentSize.width < wide.intrinsicContentSize.width)
    }
}
