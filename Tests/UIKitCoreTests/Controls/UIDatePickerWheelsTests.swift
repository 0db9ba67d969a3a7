import Testing
import UIKit

/// Wheels date pickers at (20, 100), 320 × 216 points, in UTC and en_US unless a test says
/// otherwise. The wheels are centered; their band is at y = 208 and rows are 32 points apart, so
/// a finger dragged 32 points up turns a wheel one row forward.
@MainActor
struct UIDatePickerWheelsTests {
    private let utc = TimeZone(identifier: "UTC")!
    private let bandY: CGFloat = 208

    private func date(_ day: Int, _ hour: Int, _ minute: Int, second: Int = 0, month: Int = 11, year: Int = 2026) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    private func makePicker(mode: UIDatePicker.Mode, locale: String = "en_US", date: Date? = nil,
                            minuteInterval: Int = 1) -> UIDatePicker {
        let picker = UIDatePicker(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        picker.calendar = calendar
        picker.timeZone = utc
        picker.locale = Locale(identifier: locale)
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = mode
        picker.minuteInterval = minuteInterval
        picker.date = date ?? self.date(22, 10, 30)
        picker.frame.size = picker.intrinsicContentSize
        return picker
    }

    private func wheels(of picker: UIDatePicker) -> UIPickerView? {
        picker.subviews.lazy.compactMap { $0 as? UIPickerView }.first
    }

    /// The selected row of each wheel.
    private func rows(of picker: UIDatePicker) -> [Int] {
        guard let wheels = wheels(of: picker) else { return [] }
        return (0..<wheels.numberOfComponents).map { wheels.selectedRow(inComponent: $0) }
    }

    /// The title of the selected row of each wheel, as drawn.
    private func titles(of picker: UIDatePicker) -> [String] {
        guard let wheels = wheels(of: picker) else { return [] }
        return (0..<wheels.numberOfComponents).map { component in
            (wheels.view(forRow: wheels.selectedRow(inComponent: component), forComponent: component) as? UILabel)?.text ?? "?"
        }
    }

    private func dragUp(_ stage: ControlStage, x: CGFloat, by distance: CGFloat, at time: TimeInterval) {
        stage.drag([CGPoint(x: x, y: bandY), CGPoint(x: x, y: bandY - distance / 2), CGPoint(x: x, y: bandY - distance)],
                   startingAt: time)
    }

    @Test func testWheelsAre320By216WithMonthDayYearForEnglish() {
        let picker = makePicker(mode: .date)
        #expect(picker.datePickerStyle == .wheels)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        _ = ControlStage(picker)
        #expect(rows(of: picker) == [10, 21, 2025])
        #expect(titles(of: picker) == ["November", "22", "2026"])
        #expect(wheels(of: picker)?.numberOfRows(inComponent: 1) == 31)
    }

    @Test func testBritishDateWheelsPutTheDayFirst() {
        let picker = makePicker(mode: .date, locale: "en_GB")
        _ = ControlStage(picker)
        #expect(titles(of: picker) == ["22", "November", "2026"])
    }

    @Test func testTimeWheelsHaveHourMinuteAndMeridiemSteppedByTheMinuteInterval() {
        let picker = makePicker(mode: .time, date: date(22, 15, 37), minuteInterval: 15)
        _ = ControlStage(picker)
        #expect(rows(of: picker) == [2, 2, 1])
        #expect(titles(of: picker) == ["3", "30", "PM"])
        #expect(wheels(of: picker)?.numberOfRows(inComponent: 1) == 4)
        let german = makePicker(mode: .time, locale: "de_DE", date: date(22, 15, 5))
        _ = ControlStage(german)
        #expect(titles(of: german) == ["15", "05"])
    }

    @Test func testDateAndTimeWheelsStartWithAWeekdayMonthDayWheel() {
        let picker = makePicker(mode: .dateAndTime, date: date(22, 9, 5, year: 2027))
        _ = ControlStage(picker)
        #expect(titles(of: picker) == ["Mon Nov 22", "9", "05", "AM"])
    }

    @Test func testSettlingTheDayWheelSetsTheDateAndSendsValueChangedOnce() {
        let picker = makePicker(mode: .date)
        let stage = ControlStage(picker)
        let log = recordEvents(of: picker)
        // Month 45–175, day 180–230, year 235–315.
        dragUp(stage, x: 205, by: 64, at: 1)
        #expect(picker.date == date(24, 10, 30))
        #expect(titles(of: picker) == ["November", "24", "2026"])
        #expect(log() == ["valueChanged", "primaryActionTriggered"])
    }

    @Test func testADayPastTheMonthsEndBecomesItsLastDay() {
        let picker = makePicker(mode: .date, date: date(27, 8, 0, month: 2))
        let stage = ControlStage(picker)
        dragUp(stage, x: 205, by: 96, at: 1)
        #expect(picker.date == date(28, 8, 0, month: 2))
        #expect(titles(of: picker) == ["February", "28", "2026"])
    }

    @Test func testAPickedDateOutOfRangeSettlesOnTheMaximum() {
        let picker = makePicker(mode: .date)
        picker.maximumDate = date(23, 8, 0)
        let stage = ControlStage(picker)
        let log = recordEvents(of: picker, [(.valueChanged, "valueChanged")])
        dragUp(stage, x: 205, by: 96, at: 1)
        #expect(picker.date == date(23, 8, 0))
        #expect(rows(of: picker) == [10, 22, 2025])
        #expect(log() == ["valueChanged"])
    }

    @Test func testSettlingTheHourWheelRoundsTheMinutesToTheInterval() {
        let picker = makePicker(mode: .time, date: date(22, 10, 37, second: 12), minuteInterval: 15)
        let stage = ControlStage(picker)
        let log = recordEvents(of: picker, [(.valueChanged, "valueChanged")])
        // Hour 91–147, minute 152–208, AM/PM 213–269.
        dragUp(stage, x: 119, by: 32, at: 1)
        #expect(picker.date == date(22, 11, 30))
        #expect(titles(of: picker) == ["11", "30", "AM"])
        #expect(log() == ["valueChanged"])
    }

    @Test func testCountDownDurationIsWholeMinutesWithinADay() {
        let picker = UIDatePicker()
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        #expect(picker.countDownDuration == 0)
        picker.countDownDuration = 5_430
        #expect(picker.countDownDuration == 5_400)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_340)
        picker.countDownDuration = 30
        #expect(picker.countDownDuration == 60)
        picker.minuteInterval = 15
        picker.countDownDuration = 4_000
        #expect(picker.countDownDuration == 3_600)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 85_500)
    }

    @Test func testSettlingCountDownWheelsSetsTheDuration() {
        let picker = makePicker(mode: .countDownTimer)
        picker.countDownDuration = 90 * 60
        let stage = ControlStage(picker)
        #expect(titles(of: picker) == ["1 hour", "30 min"])
        let log = recordEvents(of: picker, [(.valueChanged, "valueChanged")])
        // Hours 57.5–177.5, minutes 182.5–302.5.
        dragUp(stage, x: 240, by: 64, at: 1)
        #expect(picker.countDownDuration == 92 * 60)
        #expect(log() == ["valueChanged"])
    }

    @Test func testACountDownOfNothingSpringsBackToOneMinute() {
        let picker = makePicker(mode: .countDownTimer)
        picker.countDownDuration = 60
        let stage = ControlStage(picker)
        let log = recordEvents(of: picker, [(.valueChanged, "valueChanged")])
        dragUp(stage, x: 240, by: -32, at: 1)
        #expect(picker.countDownDuration == 60)
        #expect(rows(of: picker) == [0, 1])
        #expect(log() == [])
    }
}
