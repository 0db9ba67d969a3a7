import Foundation

/// UIKit's index paths: a section and a row (tables) or an item (collections).
extension IndexPath {
    /// An index path for a row in a table view's section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for an item in a collection view's section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The index of the section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The index of the row in its section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The index of the item in its section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
