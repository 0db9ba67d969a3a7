import UIKit

/// A screen of the catalog: the home screen shows a button titled `title` with the accessibility
/// identifier `identifier` that pushes the controller `make` returns.
struct CatalogScreen {
    let title: String
    let identifier: String
    let make: @MainActor () -> UIViewController

    static let all: [CatalogScreen] = [
        CatalogScreen(title: "Appearance", identifier: "appearanceScreen") { AppearanceViewController() },
        CatalogScreen(title: "Layers", identifier: "layersScreen") { LayersViewController() },
        CatalogScreen(title: "Drawing", identifier: "drawingScreen") { DrawingViewController() },
        CatalogScreen(title: "Scrolling", identifier: "scrollingScreen") { ScrollingViewController() },
        CatalogScreen(title: "10,000 rows", identifier: "largeTableScreen") { LargeTableViewController() },
        CatalogScreen(title: "Settings table", identifier: "settingsTableScreen") { SettingsTableViewController() },
        CatalogScreen(title: "Diffable list", identifier: "diffableScreen") { DiffableListViewController() },
        CatalogScreen(title: "Drag to reorder", identifier: "dragScreen") { DragAndDropViewController() },
        CatalogScreen(title: "Photo grid", identifier: "photoGridScreen") { CollectionsViewController() },
        CatalogScreen(title: "Text", identifier: "showTextMeasurement") { TextViewController() },
        CatalogScreen(title: "Auto Layout", identifier: "layoutScreen") { LayoutViewController() },
        CatalogScreen(title: "Rich text", identifier: "richTextScreen") { RichTextViewController() },
        CatalogScreen(title: "Presentation", identifier: "presentationScreen") { PresentationViewController() },
        CatalogScreen(title: "Navigation and tabs", identifier: "navigationScreen") { NavigationDemoViewController.make() },
        CatalogScreen(title: "Controls", identifier: "controlsScreen") { ControlsViewController() },
        CatalogScreen(title: "Gestures", identifier: "gesturesScreen") { GesturesViewController() },
        CatalogScreen(title: "Keyboard", identifier: "keyboardScreen") { KeyboardViewController() },
        CatalogScreen(title: "Text input", identifier: "textInputScreen") { TextInputViewController() },
        CatalogScreen(title: "Lifecycle", identifier: "lifecycleScreen") { LifecycleViewController() },
        CatalogScreen(title: "Windows", identifier: "windowsScreen") { WindowsViewController() },
        CatalogScreen(title: "Buttons and menus", identifier: "buttonsScreen") { ButtonsViewController() },
        CatalogScreen(title: "Pickers and values", identifier: "pickersScreen") { PickersViewController() },
        CatalogScreen(title: "Date pickers", identifier: "datePickersScreen") { DatePickersViewController() },
        CatalogScreen(title: "Accessibility", identifier: "accessibilityScreen") { AccessibilityViewController() },
        CatalogScreen(title: "Storyboard: Groceries", identifier: "storyboardScreen") {
            UIStoryboard(name: "Groceries", bundle: nil).instantiateViewController(withIdentifier: "GroceryList")
        },
    ]
}

extension CatalogScreen {
    // The screens the catalog's screens push in turn: not on the home screen, but made again by
    // their identifiers when a scene restores its navigation stacks.
    static let symbolsAndAssets = CatalogScreen(title: "Symbols & Assets", identifier: "symbolsAssetsScreen") { SymbolsAssetsViewController() }
    static let outline = CatalogScreen(title: "Outline", identifier: "outlineScreen") { OutlineViewController() }
    static let ranking = CatalogScreen(title: "Ranking", identifier: "rankingScreen") { RankingViewController() }
    static let selectors = CatalogScreen(title: "Selectors", identifier: "selectorsScreen") { SelectorsViewController() }
    static let animations = CatalogScreen(title: "Animations", identifier: "animationsScreen") { AnimationsViewController() }
    static let transitions = CatalogScreen(title: "Transitions", identifier: "transitionsScreen") { PresentationTransitionsViewController() }
    static let popovers = CatalogScreen(title: "Popovers", identifier: "popoversScreen") { PopoversViewController() }
    static let pages = CatalogScreen(title: "Pages", identifier: "pagesScreen") { BookViewController() }
    static let zoom = CatalogScreen(title: "Zoom", identifier: "zoomScreen") { ZoomViewController() }
    static let language = CatalogScreen(title: "Language", identifier: "languageScreen") { LanguageViewController() }
    static let fonts = CatalogScreen(title: "Fonts", identifier: "fontsScreen") { FontsViewController() }

    static let inner: [CatalogScreen] = [symbolsAndAssets, outline, ranking, selectors, animations, transitions,
                                         popovers, pages, zoom, language, fonts]

    /// The screen with the identifier, if the catalog has one (on the home screen or inside another).
    static func named(_ identifier: String) -> CatalogScreen? {
        all.first { $0.identifier == identifier } ?? inner.first { $0.identifier == identifier }
    }

    /// Makes the screen's controller as the home screen opens it: titled, and named by its
    /// restoration identifier, which the scene's restoration activity lists it by.
    @MainActor
    func makeController() -> UIViewController {
        let controller = make()
        if controller.title == nil { controller.title = title }
        controller.restorationIdentifier = identifier
        return controller
    }
}
