import Foundation

/// Told when an appearance object it holds changes, so a bar redraws when an app changes the
/// appearance it gave it (`bar.standardAppearance.backgroundColor = …`), as UIKit's bars do.
/// Nested appearances (a button or tab item appearance and its states) tell the appearance
/// that holds them, which tells its bar.
@MainActor
protocol BarAppearanceObserving: AnyObject {
    func barAppearanceDidChange()
}
