import Testing
import UIKit

/// Date pickers at (20, 100) showing November 2026 in UTC, en_US: the month starts on a Sunday,
/// so day d sits in column (d − 1) % 7 and row (d − 1) / 7 of 45.7 × 44-point cells below the
/// 44-point header and the 24-point weekday row.
@MainActor
struct UIDatePickerTests {
    private let utc = TimeZone(identifier: "UTC")!

    private func date(_ day: Int, _ hour: Int, _ minute: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: 2026, month: 11, day: day, hour: hour, minute: minute))!
    }

    private func dayCenter(_ day: Int, pickerOrigin: CGPoint = CGPoint(x: 20, y: 100)) -> CGPoint {
        let cell = 320.0 / 7
        return CGPoint(x: pickerOrigin.x + (CGFloat((day - 1) % 7) + 0.5) * cell,
                       y: pickerOrigin.y + 68 + CGFloat((day - 1) / 7) * 44 + 22)
    }

    private func makePicker(style: UIDatePickerStyle, mode: UIDatePicker.Mode = .date) -> UIDatePicker {
        let picker = UIDatePicker(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        picker.calendar = calendar
        picker.timeZone = utc
        picker.locale = Locale(identifier: "en_US")
        picker.preferredDatePickerStyle = style
        picker.datePickerMode = mode
        picker.date = date(22, 10, 30)
        picker.frame.size = picker.intrinsicContentSize
        return picker
    }

    private func texts(of picker: UIDatePicker) -> [String] {
        func collect(_ view: UIView) -> [String] {
            ((view as? UILabel)?.text.map { [$0] } ?? []) + view.subviews.flatMap(collect)
        }
        // Formatters put a narrow no-break space before AM and PM, as iOS 17 shows it.
        return collect(picker).map { $0.replacingOccurrences(of: "\u{202F}", with: " ") }
    }

    @Test func testAutomaticStyleIsCompact() {
        let picker = UIDatePicker()
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.minuteInterval == 1)
    }

    @Test func testInlineCalendarIs320PointsWideWithSixRowsOfDays() {
        #expect(makePicker(style: .inline).intrinsicContentSize == CGSize(width: 320, height: 332))
        #expect(makePicker(style: .inline, mode: .dateAndTime).intrinsicContentSize == CGSize(width: 320, height: 376))
        let labels = texts(of: makePicker(style: .inline))
        #expect(labels.prefix(10) == ["November 2026", "‹", "›", "S", "M", "T", "W", "T", "F", "S"])
        #expect(labels.count == 10 + 30)
    }

    @Test func testTappingADaySetsTheDateKeepingItsTime() {
        let picker = makePicker(style: .inline)
        let stage = ControlStage(picker)
        let log = recordEvents(of: picker, [(.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered")])
        stage.tap(dayCenter(25), at: 1)
        #expect(picker.date == date(25, 10, 30))
        stage.tap(dayCenter(25), at: 3)
        #expect(log() == ["valueChanged", "primaryActionTriggered"])
    }

    @Test func testDaysOutsideTheRangeCannotBePickedAndPicksAreClamped() {
        let picker = makePicker(style: .inline)
        picker.minimumDate = date(20, 15, 0)
        picker.maximumDate = date(24, 12, 0)
        let stage = ControlStage(picker)
        let log = recordEvents(of: picker, [(.valueChanged, "valueChanged")])
        stage.tap(dayCenter(25), at: 1)
        #expect(picker.date == date(22, 10, 30))
        stage.tap(dayCenter(20), at: 3)
        #expect(picker.date == date(20, 15, 0))
        stage.tap(dayCenter(24), at: 5)
        // The picked day keeps the time of the date (now 15:00), then is clamped to the maximum.
        #expect(picker.date == date(24, 12, 0))
        #expect(log() == ["valueChanged", "valueChanged"])
        picker.maximumDate = date(23, 0, 0)
        #expect(picker.date == date(23, 0, 0))
    }

    @Test func testArrowsChangeTheMonthWithoutChangingTheDate() {
        let picker = makePicker(style: .inline)
        let stage = ControlStage(picker)
        let log = recordEvents(of: picker, [(.valueChanged, "valueChanged")])
        stage.tap(CGPoint(x: 318, y: 122), at: 1)
        #expect(texts(of: picker).first == "December 2026")
        // December 2026 starts on a Tuesday: the fifth cell of its first row is the 3rd.
        stage.tap(dayCenter(5), at: 3)
        #expect(picker.date == date(22, 10, 30).addingTimeInterval(11 * 86_400))
        #expect(log() == ["valueChanged"])
    }

    @Test func testCompactPickerShowsPillsAndPresentsTheCalendar() {
        let picker = makePicker(style: .compact, mode: .dateAndTime)
        #expect(texts(of: picker) == ["Nov 22, 2026", "10:30 AM"])
        #expect(picker.intrinsicContentSize.height == 34)
        let stage = ControlStage(picker)
        let log = recordEvents(of: picker, [(.valueChanged, "valueChanged")])
        stage.tap(CGPoint(x: 40, y: 117), at: 1)
        let window = picker.window
        #expect(window?.subviews.last?.subviews.first?.frame == CGRect(x: 20, y: 142, width: 320, height: 332))
        stage.tap(dayCenter(25, pickerOrigin: CGPoint(x: 20, y: 142)), at: 3)
        #expect(picker.date == date(25, 10, 30))
        #expect(texts(of: picker) == ["Nov 25, 2026", "10:30 AM"])
        stage.tap(CGPoint(x: 380, y: 780), at: 5)
        #expect(window?.subviews.last === window?.rootViewController?.view)
        #expect(log() == ["valueChanged"])
    }
}
