import Foundation
@_spi(Host) import UIKitCore

/// Tells the app when a new day starts, as iOS does with a significant time change.
@MainActor
final class DayChangeNotifier {
    private var timer: Timer?

    func start() {
        let calendar = Calendar.current
        guard let midnight = calendar.nextDate(after: Date(), matching: DateComponents(hour: 0, minute: 0, second: 0),
                                               matchingPolicy: .nextTime) else { return }
        let timer = Timer(fire: midnight, interval: 0, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                UIApplication.shared.deliverSignificantTimeChange()
                UIApplication.shared.timerTurnHandler?(nil)
                self?.start()
            }
        }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }
}
