/// Optional methods of UIKit's own protocols whose presence changes what UIKit does (a data
/// source that implements `tableView(_:commit:forRowAt:)` gets swipe to delete; one that
/// implements `tableView(_:moveRowAt:to:)` gets reorder controls), with their Objective-C
/// selectors. A class that adopts the protocol, or subclasses the controller that does, puts
/// its methods of these names in its table, so UIKit can ask `responds(to:)` as on iOS.
struct UIKitOptional {
    let baseName: String
    let labels: [String?]
    let selector: String
}

enum UIKitOptionals {
    static let tableDataSource = [
        UIKitOptional(baseName: "tableView", labels: [nil, "commit", "forRowAt"], selector: "tableView:commitEditingStyle:forRowAtIndexPath:"),
        UIKitOptional(baseName: "tableView", labels: [nil, "canEditRowAt"], selector: "tableView:canEditRowAtIndexPath:"),
        UIKitOptional(baseName: "tableView", labels: [nil, "canMoveRowAt"], selector: "tableView:canMoveRowAtIndexPath:"),
        UIKitOptional(baseName: "tableView", labels: [nil, "moveRowAt", "to"], selector: "tableView:moveRowAtIndexPath:toIndexPath:"),
    ]
    static let tableDelegate = [
        UIKitOptional(baseName: "tableView", labels: [nil, "trailingSwipeActionsConfigurationForRowAt"],
                      selector: "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"),
        UIKitOptional(baseName: "tableView", labels: [nil, "editingStyleForRowAt"], selector: "tableView:editingStyleForRowAtIndexPath:"),
    ]
    static let collectionDataSource = [
        UIKitOptional(baseName: "collectionView", labels: [nil, "canMoveItemAt"], selector: "collectionView:canMoveItemAtIndexPath:"),
        UIKitOptional(baseName: "collectionView", labels: [nil, "moveItemAt", "to"], selector: "collectionView:moveItemAtIndexPath:toIndexPath:"),
    ]

    /// What a class adopting these protocols, or subclassing these controllers, may implement.
    static let byAdoptedType: [String: [UIKitOptional]] = [
        "UITableViewDataSource": tableDataSource,
        "UITableViewDelegate": tableDelegate,
        "UITableViewController": tableDataSource + tableDelegate,
        "UICollectionViewDataSource": collectionDataSource,
        "UICollectionViewController": collectionDataSource,
    ]
}
