import Foundation

extension UICollectionView {
    /// A registration for the collection view's cells: the cell class and a handler that
    /// configures a cell for an item. Make it once and dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// A closure that configures a cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let reuseIdentifier: String
        let handler: Handler

        /// A registration that makes cells of the `Cell` class and configures them with the handler.
        public init(handler: @escaping Handler) {
            reuseIdentifier = RegistrationIdentifiers.next("CellRegistration<\(Cell.self)>")
            self.handler = handler
        }
    }

    /// A registration for the collection view's supplementary views of a kind.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// A closure that configures a supplementary view of the kind at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        /// A registration that makes views of the `Supplementary` class for the kind.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = RegistrationIdentifiers.next("SupplementaryRegistration<\(Supplementary.self)>")
            self.handler = handler
        }
    }

    /// Dequeues a cell of the registration's class and configures it for the item.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                               for indexPath: IndexPath, item: Item?) -> Cell {
        if registeredCellClasses[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell else {
            preconditionFailure("the cell dequeued for \(registration.reuseIdentifier) is not a \(Cell.self)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// Dequeues a supplementary view of the registration's class and configures it.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = ReuseKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if registeredSupplementaryClasses[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        guard let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
                                                          for: indexPath) as? Supplementary else {
            preconditionFailure("the view dequeued for \(registration.reuseIdentifier) is not a \(Supplementary.self)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Reuse identifiers of registrations, unique in the process.
@MainActor
enum RegistrationIdentifiers {
    private static var count = 0

    static func next(_ prefix: String) -> String {
        count += 1
        return "\(prefix)-\(count)"
    }
}
