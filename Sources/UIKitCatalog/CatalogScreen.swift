import UIKit

/// A screen of the catalog reachable from the home screen.
struct CatalogScreen {
    let title: String
    let identifier: String
    let make: @MainActor () -> UIViewController

    static let all: [CatalogScreen] = [
        CatalogScreen(title: "Appearance", identifier: "appearanceScreen") { AppearanceViewController() },
        CatalogScreen(title: "Gestures", identifier: "gesturesScreen") { GesturesViewController() },
    ]
}
