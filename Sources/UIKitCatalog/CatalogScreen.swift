import UIKit

/// A screen of the catalog reachable from the home screen.
struct CatalogScreen {
    let title: String
    let identifier: String
    let make: @MainActor () -> UIViewController

    static let all: [CatalogScreen] = [
        CatalogScreen(title: "Appearance", identifier: "appearanceScreen") { AppearanceViewController() },
        CatalogScreen(title: "Text", identifier: "showTextMeasurement") { TextViewController() },
        CatalogScreen(title: "Rich text", identifier: "richTextScreen") { RichTextViewController() },
        CatalogScreen(title: "Auto Layout and stack views", identifier: "layoutScreen") { LayoutViewController() },
        CatalogScreen(title: "Presentation", identifier: "presentationScreen") { PresentationViewController() },
        CatalogScreen(title: "Navigation and tabs", identifier: "navigationScreen") { NavigationDemoViewController.make() },
        CatalogScreen(title: "Controls", identifier: "controlsScreen") { ControlsViewController() },
        CatalogScreen(title: "Gestures", identifier: "gesturesScreen") { GesturesViewController() },
    ]
}
