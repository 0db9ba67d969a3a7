import Foundation

extension Timer {
    /// What `Timer()` gives on iOS, where apps write `var timer = Timer()` as a placeholder
    /// until they schedule one: a timer on no run loop, which never fires and may be
    /// invalidated. The source plugin writes `Timer()` as this, since Linux Foundation's Timer
    /// has no `init()`.
    public static func _unscheduled() -> Timer {
        Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }
    }
}
